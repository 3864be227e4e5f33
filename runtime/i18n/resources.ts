// Bundled UI resources (spec §1: ms default, en, zh). common.json holds UI strings, errors.json
// the server's message keys; both go into the one default namespace so t(error.message) works.
// Imported by the server (prerender) and tests; the browser loads languages via load-language.ts.
import type { Resource } from 'i18next';
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enGames from './locales/en/games.json';
import enInbox from './locales/en/inbox.json';
import enMemberCentre from './locales/en/member-centre.json';
import enWallet from './locales/en/wallet.json';
import msCommon from './locales/ms/common.json';
import msErrors from './locales/ms/errors.json';
import msGames from './locales/ms/games.json';
import msInbox from './locales/ms/inbox.json';
import msMemberCentre from './locales/ms/member-centre.json';
import msWallet from './locales/ms/wallet.json';
import zhCommon from './locales/zh/common.json';
import zhErrors from './locales/zh/errors.json';
import zhGames from './locales/zh/games.json';
import zhInbox from './locales/zh/inbox.json';
import zhMemberCentre from './locales/zh/member-centre.json';
import zhWallet from './locales/zh/wallet.json';
import { bundleLanguageFor } from './bundled-languages';

export const resources = {
  ms: { translation: { ...msCommon, ...msErrors, ...msGames, ...msInbox, ...msMemberCentre, ...msWallet } },
  en: { translation: { ...enCommon, ...enErrors, ...enGames, ...enInbox, ...enMemberCentre, ...enWallet } },
  zh: { translation: { ...zhCommon, ...zhErrors, ...zhGames, ...zhInbox, ...zhMemberCentre, ...zhWallet } },
};

/** What the server passes to the browser for language `lng` (pageContext.locale). */
export function initialResources(lng: string): Resource {
  const bundled = bundleLanguageFor(lng);
  return { [bundled]: resources[bundled] };
}
