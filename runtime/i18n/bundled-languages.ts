export const BUNDLED_LANGUAGES = ['ms', 'en', 'zh'] as const;
export type BundledLanguage = (typeof BUNDLED_LANGUAGES)[number];

export const NAMESPACE_FILES = ['common', 'errors'] as const;

/** The bundled resource that serves `lng`: itself when bundled, else English (the first fallback). */
export function bundleLanguageFor(lng: string): BundledLanguage {
  return (BUNDLED_LANGUAGES as readonly string[]).includes(lng) ? (lng as BundledLanguage) : 'en';
}
