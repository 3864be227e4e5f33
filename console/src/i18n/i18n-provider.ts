// The console in English, Chinese and Malay (issue 19 item 2): react-admin's own messages, the console's labels and
// the server's error texts (the site's runtime/i18n/locales/<lang>/errors.json: one text per err_ key for both apps;
// i18next's {{name}} becomes polyglot's %{name}). The choice is kept by react-admin's store (localStorage).
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import enErrors from '../../../runtime/i18n/locales/en/errors.json';
import msErrors from '../../../runtime/i18n/locales/ms/errors.json';
import zhErrors from '../../../runtime/i18n/locales/zh/errors.json';
import { labels } from './labels';
import malayMessages from './ra-malay';
import chineseMessages from './ra-chinese';

export const LANGUAGES = [
  { locale: 'en', name: 'English' },
  { locale: 'zh', name: '中文' },
  { locale: 'ms', name: 'Bahasa Melayu' },
] as const;
export type Locale = (typeof LANGUAGES)[number]['locale'];

const polyglotVars = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.replace(/\{\{\s*(\w+)\s*\}\}/g, '%{$1}')]));

export const messages: Record<Locale, TranslationMessages> = {
  en: { ...englishMessages, ...labels.en, ...polyglotVars(enErrors) },
  zh: { ...chineseMessages, ...labels.zh, ...polyglotVars(zhErrors) },
  ms: { ...malayMessages, ...labels.ms, ...polyglotVars(msErrors) },
};

/** The browser's language when the console speaks it, else English. */
function browserLocale(): Locale {
  const lang = (navigator.language ?? 'en').slice(0, 2).toLowerCase();
  return (LANGUAGES.find((l) => l.locale === lang)?.locale ?? 'en') as Locale;
}

export const i18nProvider = polyglotI18nProvider((locale) => messages[locale as Locale] ?? messages.en, browserLocale(), [...LANGUAGES], {
  // An error key the texts lack shows as itself rather than nothing.
  allowMissing: true,
});
