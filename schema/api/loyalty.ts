// Issue 18 items 5 and 7: the VIP and manual rebate calls' shapes, shared by the server's answers and the site.
// Money in minor units, rates in basis points.

/** One VIP level of the brand (GET /wps/vip/levels). */
export interface VipLevelView {
  level: number;
  name: string;
  minDeposit: number;
  minValidBet: number;
  upgradeBonus: number;
  /** 0 = no limit. */
  withdrawDailyLimit: number;
  /** Paid once a year on the member's birthday; 0 = none. */
  birthdayBonus: number;
  /** Game type (RNG, LIVE, …, `default`) → basis points of the valid bet. */
  rebateRates: Record<string, number>;
}

export interface VipLevels {
  periodDays: number;
  levels: VipLevelView[];
}

/** GET /wps/vip/progress: spec §3 hasVip and vipRankLevel, spec §6 VIP service, and the progress over the period. */
export interface VipProgress {
  level: number;
  hasVip: boolean;
  vipService: boolean;
  periodDays: number;
  /** First market day (YYYY-MM-DD) of the period. */
  since: string;
  deposits: number;
  validBets: number;
  next: { level: number; name: string; minDeposit: number; minValidBet: number; upgradeBonus: number } | null;
  upgrades: { level: number; bonus: number; at: string }[];
}

export interface RebateLine {
  gameType: string;
  validBet: number;
  rateBp: number;
  amount: number;
}

export interface RebateClaimView {
  id: number;
  amount: number;
  vipLevel: number;
  lines: RebateLine[];
  createdAt: string;
}

/** GET /wps/rebate. */
export interface RebateView {
  vipLevel: number;
  lines: RebateLine[];
  total: number;
  lastClaimAt: string | null;
  history: RebateClaimView[];
}

/** POST /wps/rebate/claim. */
export interface RebateClaimAnswer {
  claim: RebateClaimView;
  balance: number | null;
  duplicate: boolean;
}

/** GET /wps/referral (issue 18 item 6): my code and link, the brand's condition, my friends and my bonuses. */
export interface ReferralFriend {
  username: string;
  registeredAt: string;
  firstDeposit: number;
  turnover: number;
  bonus: number;
  rewarded: boolean;
}
export interface ReferralView {
  enabled: boolean;
  code: string | null;
  link: string | null;
  rule: { minFirstDeposit: number; minTurnover: number; bonus: number };
  rewarded: number;
  bonusTotal: number;
  friends: ReferralFriend[];
}
