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

/** The cookie the site keeps its language in (runtime/i18n/language.ts LANGUAGE_COOKIE; the server reads it too). */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The languages the brand build precached pages in (generator/lib/pwa.ts pagesByLanguage: `<page>?lang=<code>`), in
 * the order of the precache list, which puts the brand's default first.
 */
export function precachedLanguages(entries: readonly (string | { url: string })[]): string[] {
  const langs: string[] = [];
  for (const e of entries) {
    const url = typeof e === 'string' ? e : e.url;
    const lang = /\.html\?lang=([a-z]{2,3}(?:-[A-Za-z]{2,4})?)$/.exec(url)?.[1];
    if (lang && !langs.includes(lang)) langs.push(lang);
  }
  return langs;
}

/**
 * Precache URLs to try, in order, for the page of `pathname` offline: in the visitor's language (the cookie) when the
 * build has it, else in the brand's default (the first precached language).
 */
export function offlinePageKeys(pathname: string, cookieLang: string | null | undefined, languages: readonly string[]): string[] {
  const order = cookieLang && languages.includes(cookieLang) ? [cookieLang, ...languages.filter((l) => l !== cookieLang)] : [...languages];
  return order.flatMap((lang) => pageCandidates(pathname).map((c) => `${c}?lang=${lang}`));
}
