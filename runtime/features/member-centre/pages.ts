// spec §2 Personal-centre menu: THE registry of member-centre pages. One entry per built page: its page id (also
// its URL, `/<id>`, spec §2 route table style), the lazily loaded page (a default-export component: its own chunk,
// never in the home page's JavaScript), the menu label key, and when the entry shows. A page that is not built
// has no entry (no placeholder pages): the menu, the header drop-down and the route table all read this list.
//
// To add a page: add one entry below (any position: the menu follows SPEC_ORDER) with a loader that imports
// your feature through its index.ts (`() => import('../<feature>').then(...)` or a loader it exports, like the
// games feature's). A page component receives MemberPageProps. The shape of this file is stable.
import { createElement, Fragment, type ComponentType } from 'react';
import type { MemberInfoValue } from '../../../schema/api/member';
import type { FeatureKey } from '../../../schema/api/system';
import { loadBettingRecordPage, loadProfitLossPage } from '../games';
import { loadInboxPage } from '../inbox';
import {
  loadBankAccountsTab,
  loadBonusDetailsPage,
  loadDepositPage,
  loadTransactionHistoryPage,
  loadTransferFundPage,
  loadTransferUplinePage,
  loadWithdrawPage,
} from '../wallet';

import { loadFirstDepositOffer, loadResponsibleGamingPage } from '../responsible-gaming';
import { loadManualRebatePage, loadReferralPage } from '../loyalty';
import { loadMissionsPage, loadRewardCenterPage } from '../missions';
import { SPEC_ORDER, type MemberPageId } from './page-ids';

export { SPEC_ORDER, type MemberPageId };

/** spec §2 App shell: the page the member centre opens on. */
export const DEFAULT_PAGE: MemberPageId = 'securityCenter';

/** What an entry's `visible` decides on. */
export interface MemberPageContext {
  /** Effective white-label switches (manifest + operator overrides). */
  switches: Record<FeatureKey, boolean>;
  /** Module tree of /wps/system/whitelabel, modId -> enabled (MESSAGE, FEEDBACK, ...); an absent module counts as on. */
  modules: Record<string, boolean>;
  /** GET /wps/member/info; null while loading. */
  member: MemberInfoValue | null;
}

/** Props every member-centre page receives. */
export interface MemberPageProps {
  pageId: MemberPageId;
  /** Opens another member-centre page (in the same panel), optionally with query parameters (`?tab=`). */
  open: (pageId: MemberPageId, query?: Record<string, string>) => void;
}

/**
 * Counts shown as a badge on a menu entry when above 0 (spec §2: missions, messages, rewards): `unread` messages
 * (CSP_unreadCount), `rewards` waiting to be claimed (missions and the reward centre, GET /wps/missions/badge).
 */
export type BadgeSource = 'unread' | 'rewards';

export interface MemberPageEntry {
  id: MemberPageId;
  /** i18n key of the menu label (member-centre.json holds one for every spec page: mc.menu.<id>). */
  labelKey: string;
  load: () => Promise<{ default: ComponentType<MemberPageProps> }>;
  /** Shown only when this answers true (feature switches, module tree, member data); absent = always. */
  visible?: (ctx: MemberPageContext) => boolean;
  badge?: BadgeSource;
}

/** A page with another feature's component above it (composed here: features do not import each other). */
function withAbove(above: () => Promise<{ default: ComponentType }>, page: MemberPageEntry['load']): MemberPageEntry['load'] {
  return () =>
    Promise.all([above(), page()]).then(([a, p]) => ({
      default: (props: MemberPageProps) => createElement(Fragment, null, createElement(a.default), createElement(p.default, props)),
    }));
}

/** A module of the white-label tree is on unless the server says otherwise. */
export const moduleOn = (ctx: MemberPageContext, modId: string) => ctx.modules[modId] !== false;

export const memberCentrePages: MemberPageEntry[] = [
  { id: 'securityCenter', labelKey: 'mc.menu.securityCenter', load: () => import('./components/security-center') },
  { id: 'personalHistoryCopy', labelKey: 'mc.menu.personalHistoryCopy', load: loadBettingRecordPage },
  { id: 'personalProfit', labelKey: 'mc.menu.personalProfit', load: loadProfitLossPage },
  // spec §2 platform information (inbox), with feedback and complaints as its second tab (issue 15 items 7-8).
  { id: 'messageV2', labelKey: 'mc.menu.messageV2', load: loadInboxPage, visible: (c) => moduleOn(c, 'MESSAGE'), badge: 'unread' },
  // The wallet pages (issue 15 items 3-6; features/wallet).
  { id: 'transferFund', labelKey: 'mc.menu.transferFund', load: loadTransferFundPage },
  // Issue 20 item 1: the deposit page with the deposit-limit offer above it, until the first deposit.
  { id: 'depositv2', labelKey: 'mc.menu.depositv2', load: withAbove(loadFirstDepositOffer, loadDepositPage) },
  { id: 'withdraw', labelKey: 'mc.menu.withdraw', load: loadWithdrawPage },
  // spec §6 "a member may transfer to the upline": only members who have one (shown while member info loads).
  { id: 'transferUpline', labelKey: 'mc.menu.transferUpline', load: loadTransferUplinePage, visible: (c) => !c.member || !!c.member.toUpline },
  { id: 'transactionHistory', labelKey: 'mc.menu.transactionHistory', load: loadTransactionHistoryPage },
  { id: 'bonusDetails', labelKey: 'mc.menu.bonusDetails', load: loadBonusDetailsPage },
  // Issue 18 item 5 (features/loyalty): real-money accounts only (a trial has nothing to rebate).
  { id: 'manualRebate', labelKey: 'mc.menu.manualRebate', load: loadManualRebatePage, visible: (c) => !c.member || c.member.isAgent !== 4 },
  // Issue 18 item 6 (features/loyalty): invite friends, shown while the brand's REFERRAL module is on; real-money accounts only.
  { id: 'referral', labelKey: 'mc.menu.referral', load: loadReferralPage, visible: (c) => moduleOn(c, 'REFERRAL') && (!c.member || c.member.isAgent !== 4) },
  // Issue 18 item 3 (features/missions): the reward centre and the missions with their leaderboard, while the brand's
  // REWARDCENTER / MISSION modules are on; real-money accounts only. Both badges count the rewards waiting.
  { id: 'rewardCenter', labelKey: 'mc.menu.rewardCenter', load: loadRewardCenterPage, visible: (c) => moduleOn(c, 'REWARDCENTER') && (!c.member || c.member.isAgent !== 4), badge: 'rewards' },
  { id: 'missionLeaderboard', labelKey: 'mc.menu.missionLeaderboard', load: loadMissionsPage, visible: (c) => moduleOn(c, 'MISSION') && (!c.member || c.member.isAgent !== 4), badge: 'rewards' },
  // Issue 20: player protection (features/responsible-gaming); real-money accounts only (a trial has no limits).
  { id: 'responsibleGaming', labelKey: 'mc.menu.responsibleGaming', load: loadResponsibleGamingPage, visible: (c) => !c.member || c.member.isAgent !== 4 },
];

/**
 * securityCenter (my account) tabs added by other features, after the built-in ones (profile, avatar, passwords,
 * login history). The bank accounts and e-wallets tab of spec issue 15 item 2 goes here. A tab whose `visible`
 * answers false is not shown.
 */
export interface SecurityTabEntry {
  /** Also the `?tab=` value: /securityCenter?tab=<id>. */
  id: string;
  labelKey: string;
  load: () => Promise<{ default: ComponentType<MemberPageProps> }>;
  visible?: (ctx: MemberPageContext) => boolean;
}

export const securityCenterTabs: SecurityTabEntry[] = [{ id: 'bankAccounts', labelKey: 'wallet.bank.tab', load: loadBankAccountsTab }];
