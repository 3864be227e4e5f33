// spec §1, §3: the language is kept in local storage `lang`, the one before it in `hisLang`.
import type { LanguageCode, TenantManifest } from '../../schema/tenant';
import { LOCAL_KEYS, localStore } from '../lib/storage';

type Languages = TenantManifest['languages'];

/** Stored language when the brand offers it, else the brand's default. */
export function pickInitialLanguage(stored: string | null, languages: Languages): LanguageCode {
  return stored && (languages.supported as string[]).includes(stored) ? (stored as LanguageCode) : languages.default;
}

export function readStoredLanguage(languages: Languages): LanguageCode {
  return pickInitialLanguage(localStore.get(LOCAL_KEYS.lang), languages);
}

/**
 * The language to show: `?lang=` when the brand offers it (hreflang alternates, shared links: `explicit`), else the
 * stored one, else the brand's default.
 */
export function chosenLanguage(param: string | null, languages: Languages): { lang: LanguageCode; explicit: boolean } {
  if (param && (languages.supported as string[]).includes(param)) return { lang: param as LanguageCode, explicit: true };
  return { lang: readStoredLanguage(languages), explicit: false };
}

/** Name of the cookie that tells the platform server which language to send prerendered pages in (issue 23 item 5). */
export const LANGUAGE_COOKIE = 'lang';

/** Mirrors the language into the cookie the server reads (a year; the site's own path; never sent cross-site). */
export function writeLanguageCookie(lang: LanguageCode): void {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lang)}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // cookies off: pages come in the default language and switch after hydration
  }
}

/** Saves a language chosen by the visitor; the previous one becomes hisLang. */
export function storeLanguage(next: LanguageCode, previous: LanguageCode): void {
  writeLanguageCookie(next);
  if (next === previous) return;
  localStore.set(LOCAL_KEYS.hisLang, previous);
  localStore.set(LOCAL_KEYS.lang, next);
}
