// Bundled UI resources (spec §1: ms default, en, zh). common.json holds UI strings, errors.json
// the server's message keys; both go into the one default namespace so t(error.message) works.
// Imported by the server (prerender) and tests; the browser loads languages via load-language.ts.
import type { Resource } from 'i18next';
import enAgentCentre from './locales/en/agent-centre.json';
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enGames from './locales/en/games.json';
import enInbox from './locales/en/inbox.json';
import enLottery from './locales/en/lottery.json';
import enMemberCentre from './locales/en/member-centre.json';
import enWallet from './locales/en/wallet.json';
import enPromotions from './locales/en/promotions.json';
import enLoyalty from './locales/en/loyalty.json';
import enPoints from './locales/en/points.json';
import enMissions from './locales/en/missions.json';
import msAgentCentre from './locales/ms/agent-centre.json';
import enResponsibleGaming from './locales/en/responsible-gaming.json';
import msCommon from './locales/ms/common.json';
import msErrors from './locales/ms/errors.json';
import msGames from './locales/ms/games.json';
import msInbox from './locales/ms/inbox.json';
import msLottery from './locales/ms/lottery.json';
import msMemberCentre from './locales/ms/member-centre.json';
import msWallet from './locales/ms/wallet.json';
import msPromotions from './locales/ms/promotions.json';
import msLoyalty from './locales/ms/loyalty.json';
import msPoints from './locales/ms/points.json';
import msMissions from './locales/ms/missions.json';
import zhAgentCentre from './locales/zh/agent-centre.json';
import msResponsibleGaming from './locales/ms/responsible-gaming.json';
import zhCommon from './locales/zh/common.json';
import zhErrors from './locales/zh/errors.json';
import zhGames from './locales/zh/games.json';
import zhInbox from './locales/zh/inbox.json';
import zhLottery from './locales/zh/lottery.json';
import zhMemberCentre from './locales/zh/member-centre.json';
import zhWallet from './locales/zh/wallet.json';
import zhPromotions from './locales/zh/promotions.json';
import zhLoyalty from './locales/zh/loyalty.json';
import zhPoints from './locales/zh/points.json';
import zhMissions from './locales/zh/missions.json';
import zhResponsibleGaming from './locales/zh/responsible-gaming.json';
import { bundleLanguageFor } from './bundled-languages';

export const resources = {
  ms: { translation: { ...msCommon, ...msErrors, ...msGames, ...msInbox, ...msLottery, ...msMemberCentre, ...msWallet, ...msAgentCentre, ...msResponsibleGaming, ...msPromotions, ...msLoyalty, ...msPoints, ...msMissions } },
  en: { translation: { ...enCommon, ...enErrors, ...enGames, ...enInbox, ...enLottery, ...enMemberCentre, ...enWallet, ...enAgentCentre, ...enResponsibleGaming, ...enPromotions, ...enLoyalty, ...enPoints, ...enMissions } },
  zh: { translation: { ...zhCommon, ...zhErrors, ...zhGames, ...zhInbox, ...zhLottery, ...zhMemberCentre, ...zhWallet, ...zhAgentCentre, ...zhResponsibleGaming, ...zhPromotions, ...zhLoyalty, ...zhPoints, ...zhMissions } },
};

/** What the server passes to the browser for language `lng` (pageContext.locale). */
export function initialResources(lng: string): Resource {
  const bundled = bundleLanguageFor(lng);
  return { [bundled]: resources[bundled] };
}
