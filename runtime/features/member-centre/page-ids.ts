// The member-centre page ids as plain data (no React, no API client): the route table, the prerender list and the
// e2e tests import them without loading the pages. pages.ts is the registry of what each built page loads; a unit
// test (pages.test.ts) keeps BUILT_PAGES equal to it.
/** spec §2 personal-centre menu, label -> page id, in the spec's order (all 14, built or not). */
export const SPEC_ORDER = [
  'securityCenter', // my account
  'transferFund', // my wallet
  'depositv2', // increase deposit
  'withdraw', // increase withdrawal
  'transferUpline', // transfer to upline
  'personalHistoryCopy', // betting record
  'transactionHistory', // account record
  'personalProfit', // personal profit/loss
  'bonusDetails', // bonus details
  'rewardCenter', // reward centre
  'referral', // invite friends
  'missionLeaderboard', // mission activity
  'messageV2', // platform information (inbox)
  'manualRebate', // manual rebate
  // Issue 20 (player protection, not in the spec §2 list): limits, reality check, time-out and self-exclusion,
  // identity documents.
  'responsibleGaming',
] as const;

export type MemberPageId = (typeof SPEC_ORDER)[number];

/** The pages built so far (the registry in pages.ts has exactly these). */
export const BUILT_PAGES: readonly MemberPageId[] = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'messageV2',
  'referral',
  'manualRebate',
  'responsibleGaming',
  'rewardCenter',
  'missionLeaderboard',
];

/** `/securityCenter`, `/personalHistoryCopy`, ...: one route per built page, in the spec order. */
export const panelPaths: string[] = [...BUILT_PAGES].sort((a, b) => SPEC_ORDER.indexOf(a) - SPEC_ORDER.indexOf(b)).map((id) => `/${id}`);
