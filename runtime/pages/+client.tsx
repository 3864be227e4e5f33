// The browser entry (Vike `client`): Vike prerenders the HTML, this hydrates it. The page is
// "HTML-only" for Vike (clientHooks: false in +config.ts), so Vike's client runtime is never
// downloaded; react-router does all routing in the browser (spec §2 history mode).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from '../app/app';
import { createI18n } from '../i18n/create-i18n';
import { loadAllDeferred } from '../app/deferred';
import { preloadRoute } from '../app/routes';
import { APP_CONTEXT_ID, type AppContext } from './app-context';

/**
 * Ends the current task: each start-up step below runs as its own short task, so input and paint
 * are never held up behind the whole start-up (a phone runs these several times slower; Lighthouse
 * counts every task over 50 ms there as blocking time).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const data = document.getElementById(APP_CONTEXT_ID)?.textContent;
  if (!data) throw new Error(`#${APP_CONTEXT_ID} is missing from the page`);
  const { tenant, locale } = JSON.parse(data) as AppContext;
  // The page language's strings (preloaded by the head; the service worker has them offline).
  const strings = fetch(locale.url).then((r) => r.json() as Promise<Record<string, unknown>>);
  await nextTask();
  // Deferred parts start downloading now and hydrate when they land (app/deferred.tsx); the
  // matched lazy page must be loaded before hydration (app/lazy-page.ts).
  void loadAllDeferred().catch(() => {});
  // The banner strip holds the page's largest image: fetch its code while React hydrates.
  void import('../features/content/components/banner-area').catch(() => {});
  await nextTask();
  await preloadRoute(window.location.pathname);
  await nextTask();
  // The i18next instance (its init is ~10 ms on a phone) is made in a task of its own too.
  const resources = { [locale.bundle]: { translation: await strings } };
  const i18n = createI18n(locale.lng, resources);
  await nextTask();
  // As a transition, hydration is interruptible: React works in ~5 ms slices and yields to input and
  // paint between them, instead of one long task while the page is already visible (Lighthouse TBT).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <App tenant={tenant} url={window.location.pathname + window.location.search} locale={{ lng: locale.lng, resources }} i18n={i18n} />
      </StrictMode>,
    );
  });
}

// A chunk missing after a deploy (spec §8 ChunkLoadError) reloads the page once: lib/chunk-reload.ts, inline in <head>.
void start();
