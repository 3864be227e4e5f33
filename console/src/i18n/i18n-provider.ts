// The console in English, Chinese and Malay (issue 19 item 2): react-admin's own messages, the console's labels and
// the server's error texts (the site's runtime/i18n/locales/<lang>/errors.json: one text per err_ key for both apps;
// i18next's {{name}} becomes polyglot's %{name}).
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import enErrors from '../../../runtime/i18n/locales/en/errors.json';
import msErrors from '../../../runtime/i18n/locales/ms/errors.json';
import zhErrors from '../../../runtime/i18n/locales/zh/errors.json';
import { contentLabels } from './content-labels';
import { gameLabels } from './games-labels';
import { labels } from './labels';
import { moneyLabels } from './money-labels';
import { settingsLabels } from './settings-labels';
import { promotionLabels } from './promotions-labels';
import { loyaltyLabels } from './loyalty-labels';
import { agentLabels } from './agents-labels';
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
  en: mergeTranslations(englishMessages, labels.en, gameLabels.en, contentLabels.en, settingsLabels.en, moneyLabels.en, promotionLabels.en, polyglotVars(enErrors)),
  zh: mergeTranslations(chineseMessages, labels.zh, gameLabels.zh, contentLabels.zh, settingsLabels.zh, moneyLabels.zh, promotionLabels.zh, polyglotVars(zhErrors)),
  ms: mergeTranslations(malayMessages, labels.ms, gameLabels.ms, contentLabels.ms, settingsLabels.ms, moneyLabels.ms, promotionLabels.ms, polyglotVars(msErrors)),
};
// The loyalty screens' labels (points, missions, VIP, referral).
for (const { locale } of LANGUAGES) messages[locale] = mergeTranslations(messages[locale], loyaltyLabels[locale]);

// The agents, compliance and lottery screens' labels (agents-labels.ts).
for (const l of LANGUAGES) messages[l.locale] = mergeTranslations(messages[l.locale], agentLabels[l.locale]);

/**
 * The operator's last choice (kept under our own key: react-admin's store, where it keeps the locale too, is emptied
 * at sign-out), else the browser's language when the console speaks it, else English.
 */
const LOCALE_KEY = 'ops.locale';
function initialLocale(): Locale {
  const known = (lang: string | null | undefined) => LANGUAGES.find((l) => l.locale === lang)?.locale;
  return known(localStorage.getItem(LOCALE_KEY)) ?? known((navigator.language ?? 'en').slice(0, 2).toLowerCase()) ?? 'en';
}

const polyglot = polyglotI18nProvider((locale) => messages[locale as Locale] ?? messages.en, initialLocale(), [...LANGUAGES], {
  // An error key the texts lack shows as itself rather than nothing.
  allowMissing: true,
});

export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale(locale, options) {
    localStorage.setItem(LOCALE_KEY, locale);
    return polyglot.changeLocale(locale, options);
  },
};
