// One i18next instance per render on the server (prerendering brands one after another must not
// share a language) and one per page load in the browser. The browser starts with only the
// bundles the server passed in pageContext.locale; other languages load on demand
// (load-language.ts), which keeps the locale JSON out of the home page's JavaScript.
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Languages a brand may list beyond the bundled three fall back to English (then Malay, spec §1 default). */
export const FALLBACK_LANGUAGES = ['en', 'ms'];

export function createI18n(lng: string, resources: Resource): I18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: FALLBACK_LANGUAGES,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Missing languages are added with addResourceBundle, never fetched by i18next itself.
    partialBundledLanguages: true,
  });
  return instance;
}
