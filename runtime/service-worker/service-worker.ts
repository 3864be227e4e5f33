// issue 22 item 2: the brand's service worker. Built once with the runtime (generator/lib/runtime-build.ts) and
// given each brand's precache list by the brand build (workbox-build injectManifest → dist/<id>/sw.js).
// - Precached: the app shell (every script, stylesheet and locale file of the build), the brand's files (logo,
//   icons, manifest) and its prerendered pages, so the site opens and moves between pages without a network.
// - Pages: network first (the server picks the page's language by cookie, and a deploy is seen at once); offline, or
//   with no answer in NAVIGATION_TIMEOUT_MS, the precached copy of that page in the visitor's language (every page is
//   precached in each of the brand's languages), else the brand's offline screen.
// - The platform API (/wps/, /lgw/, /lotto/, /api/: balances, money, sessions) is never cached: network only.
// - A new build waits until the page asks it to take over (the "new version" prompt, features/pwa).
import { clientsClaim } from 'workbox-core';
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { API_PATH, LANGUAGE_COOKIE, OFFLINE_PAGE, offlinePageKeys, precachedLanguages, SKIP_WAITING } from './routes';

interface ServiceWorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  /** The Cookie Store API (Chromium, Safari 18.4+); absent elsewhere. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}
declare const self: ServiceWorkerScope;

/** How long a page may take on a bad network before the precached copy is shown instead. */
const NAVIGATION_TIMEOUT_MS = 8000;

const manifest = self.__WB_MANIFEST;
const pageLanguages = precachedLanguages(manifest);
precache(manifest);
cleanupOutdatedCaches();

// Money and balances must never come from a cache.
registerRoute(({ url, sameOrigin }) => sameOrigin && API_PATH.test(url.pathname), new NetworkOnly());

/** The site's language cookie, where the browser lets a worker read it. */
async function cookieLanguage(): Promise<string | null> {
  try {
    return (await self.cookieStore?.get(LANGUAGE_COOKIE))?.value ?? null;
  } catch {
    return null;
  }
}

/** The precached copy of a page, in the visitor's language (the page hydrates in it: no React #418 offline either). */
async function precachedPage(url: URL): Promise<Response | undefined> {
  for (const candidate of offlinePageKeys(url.pathname, await cookieLanguage(), pageLanguages)) {
    const hit = await matchPrecache(candidate);
    if (hit) return hit;
  }
  return undefined;
}

function withTimeout(request: Request, ms: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    fetch(request).then(
      (r) => {
        clearTimeout(timer);
        resolve(r);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

registerRoute(
  new NavigationRoute(
    async ({ request, url }) => {
      try {
        return await withTimeout(request, NAVIGATION_TIMEOUT_MS);
      } catch {
        return (await precachedPage(url)) ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
      }
    },
    { denylist: [API_PATH] },
  ),
);

// Scripts, styles, images and the other precached files: from the precache (cache first; hashed names).
addRoute();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
// The first install takes the open page at once (it is the same build); a later one only after SKIP_WAITING.
clientsClaim();
