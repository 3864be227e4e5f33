// Issue 18: the promotions calls' shapes, shared by the server's answers and the site (spec §4 activity states).
export type PromoState = 'join' | 'signed' | 'coming' | 'process' | 'close' | 'rejected' | 'claim' | 'claimed' | 'issued' | 'applying';
/** What the promotion's button does for the viewer (null: nothing to do). */
export type PromoAction = 'login' | 'join' | 'deposit' | 'claim' | 'signin' | 'raffle' | 'apply' | 'wagering' | null;
export const PROMOTION_KINDS = ['deposit_match', 'signup', 'free', 'cashback', 'raffle', 'daily_signin', 'application'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export type PromoKind = PromotionKind;

/**
 * What a promotion pays and asks (only the fields its kind uses):
 * deposit_match: percentBp of the deposit, at most cap, deposits of at least minDeposit;
 * signup, free, application, daily_signin: amount; cashback: percentBp of the period's net loss (minLoss, cap), period D or W;
 * raffle: prizes [{amount, weight}], once per period (once or D).
 * Wagering: wagerMultiple × (bonus, or bonus + deposit when wagerBase is 'bonus_deposit'); 0 = none;
 * contributions: per game type percent of the stake that counts (default 100 unless listed in `default`).
 */
export interface PromotionRule {
  percentBp?: number;
  cap?: number;
  minDeposit?: number;
  amount?: number;
  minLoss?: number;
  period?: 'once' | 'D' | 'W';
  prizes?: { amount: number; weight: number }[];
  wagerMultiple: number;
  wagerBase: 'bonus' | 'bonus_deposit';
  contributions: Record<string, number>;
  expiryHours: number;
}

export interface PromotionView {
  id: number;
  code: string;
  kind: PromoKind;
  title: string;
  /** Sanitised rich content. */
  terms: string;
  banner: string | null;
  startsAt: string;
  endsAt: string;
  state: PromoState;
  action: PromoAction;
  /** Minor units and basis points. */
  rule: { percentBp?: number; cap?: number; minDeposit?: number; amount?: number; period?: string; wagerMultiple: number; wagerBase: string; expiryHours: number };
  /** The viewer's claim in the current period, when there is one. */
  claim: { id: number; status: string; bonus: number; wagerRequired: number; wagered: number; expiresAt: string | null; decision: string } | null;
}

export interface PromotionList {
  list: PromotionView[];
}

/** A bonus of mine (GET /wps/promotions/bonuses), minor units. */
export interface BonusClaim {
  id: number;
  promotionId: number;
  code: string;
  kind: PromoKind;
  status: 'active' | 'completed' | 'issued' | 'forfeited' | 'expired';
  bonus: number;
  depositAmount: number;
  wagerRequired: number;
  wagered: number;
  removed: number;
  grantedAt: string | null;
  expiresAt: string | null;
}

export interface ClaimAnswer {
  claim: { id: number; status: string; bonus: number };
  duplicate: boolean;
  prize?: number;
}
