// The service worker's URL rules (service-worker.ts), apart so they can be tested without a worker.

/** The platform API: never cached (balances, money, sessions). */
export const API_PATH = /^\/(?:wps|lgw|lotto|api)\//;

/** The brand's offline screen, written by the brand build (generator/lib/pwa.ts). */
export const OFFLINE_PAGE = '/offline.html';

/** The message the page sends when the player accepts the new version (features/pwa). */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * Precache URLs that hold the prerendered page of `pathname`, as the server maps them
 * (server/modules/site/static-files.ts): the file itself, <path>/index.html, <path>.html.
 */
export function pageCandidates(pathname: string): string[] {
  const path = pathname.replace(/\/+$/, '');
  if (!path) return ['/index.html'];
  return [path, `${path}/index.html`, `${path}.html`];
}
