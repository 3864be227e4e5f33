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

/** Saves a language chosen by the visitor; the previous one becomes hisLang. */
export function storeLanguage(next: LanguageCode, previous: LanguageCode): void {
  if (next === previous) return;
  localStore.set(LOCAL_KEYS.hisLang, previous);
  localStore.set(LOCAL_KEYS.lang, next);
}
