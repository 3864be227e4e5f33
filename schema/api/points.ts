// Issue 18 item 4: the spec §7 Points calls' shapes, shared by the server's answers and the site. Points are whole
// numbers; money in minor units; rates in hundredths of a point per major unit (100 = 1 point per 1.00).

/** spec §3 points types. */
export type PointType = 'slots' | 'live' | 'pvp' | 'sports' | 'lottery' | 'deposit' | 'redeem';
/** spec §4 points exchange: applying (in process), rejected, approved (passed). */
export type RedemptionStatus = 'applying' | 'rejected' | 'approved';
export type RewardKind = 'cash' | 'bonus' | 'item';

/** MCS2_getPointBalance. */
export interface PointBalance {
  points: number;
  earned: number;
  spent: number;
}

/** MCS2_getPointConfig. */
export interface PointConfig {
  enabled: boolean;
  /** Game type (RNG, LIVE, …, `default`) → hundredths of a point per major unit of valid bet. */
  betRates: Record<string, number>;
  depositRate: number;
  /** `convertPoints` points buy `convertCash` minor units; 0 = no conversion. */
  convertPoints: number;
  convertCash: number;
  /** spec §9: points never expire. */
  expires: false;
}

/** MCS2_getPointReward. */
export interface PointReward {
  id: number;
  code: string;
  kind: RewardKind;
  name: string;
  description: string;
  image: string | null;
  points: number;
  amount: number;
  wagerMultiple: number;
  /** null = unlimited. */
  stock: number | null;
  perMemberLimit: number;
  /** How many more the member may redeem; null = no limit. */
  remaining: number | null;
}

/** spec §3 points redeem record (MCS2_getRedeemPointList). */
export interface PointRedemption {
  id: number;
  reference: string;
  applyTime: string;
  type: 'reward' | 'convert';
  rewardKind: RewardKind;
  rewardId: number | null;
  name: string;
  quantity: number;
  points: number;
  amount: number;
  status: RedemptionStatus;
  remark: string;
  decidedAt: string | null;
}

/** passwordCheck/MCS2_redeemPointReward and passwordCheck/MCS2_convertPoint. */
export interface RedeemAnswer {
  redemption: PointRedemption;
  /** My points after it. */
  points: number;
  /** My main wallet after a cash reward or conversion (null: nothing paid now, or a replay). */
  balance: number | null;
  duplicate: boolean;
}

/** spec §3 points details (ODSFE2_MemTransDet). */
export interface PointDetail {
  id: number;
  type: PointType;
  change: number;
  balanceAfter: number;
  reference: string;
  remark: string;
  createdAt: string;
}

export interface Paged<T> {
  list: T[];
  total: number;
  totalPages: number;
}
