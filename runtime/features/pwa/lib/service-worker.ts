// issue 22: the brand's service worker (dist/<id>/sw.js, made by the brand build) from the page's side. Loaded
// lazily after hydration (components/pwa-host.tsx), never with the home page's first JavaScript.
// The first install takes the page at once (the worker claims it); a later build waits until the player accepts
// the "new version" prompt, then takes over and the page reloads into it.

/** runtime/service-worker/routes.ts SKIP_WAITING. */
const SKIP_WAITING = 'SKIP_WAITING';
export const SERVICE_WORKER_URL = '/sw.js';
/** On a first visit, how long after the page's load event the worker (and its precache) is installed. */
const FIRST_INSTALL_DELAY_MS = 8000;
/** A page left open checks for a new build this often (and whenever it becomes visible again). */
const UPDATE_CHECK_MS = 30 * 60_000;

/** Registers the worker; `onUpdate` gets a new build's worker once it is installed and waiting. Returns a stop. */
export function registerServiceWorker(onUpdate: (waiting: ServiceWorker) => void): () => void {
  const sw = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
  if (!sw) return () => {};
  let stopped = false;
  let registration: ServiceWorkerRegistration | undefined;
  // Only a worker that replaces one already controlling the page is a new version (the first install is not).
  const offer = (worker: ServiceWorker | null) => {
    if (!stopped && worker && sw.controller) onUpdate(worker);
  };
  const check = () => {
    if (document.visibilityState === 'visible') void registration?.update().catch(() => {});
  };
  const register = () =>
    sw.register(SERVICE_WORKER_URL, { scope: '/' }).then(
      (reg: ServiceWorkerRegistration | undefined) => {
        // Some embedders (test browsers that block workers) answer without a registration.
        if (!reg) return;
        registration = reg;
        offer(reg.waiting);
        reg.addEventListener('updatefound', () => {
          const installing = reg.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed') offer(reg.waiting ?? installing);
          });
        });
      },
      () => {}, // no worker (private mode, blocked): the site works as before, online only
    );
  // The first visit's precache (the whole site, one file at a time) waits until the page has loaded and settled, so it
  // never competes with the first screen and the first taps on a phone. A returning visitor's worker is already there.
  const start = () => {
    if (sw.controller) void register();
    else setTimeout(() => void register(), FIRST_INSTALL_DELAY_MS);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  const timer = setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', check);
  return () => {
    stopped = true;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', check);
  };
}

/** The player accepted the new version: the waiting worker takes over, then the page reloads into the new build. */
export function applyUpdate(waiting: ServiceWorker): void {
  const sw = navigator.serviceWorker;
  let reloaded = false;
  sw.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  waiting.postMessage({ type: SKIP_WAITING });
}
