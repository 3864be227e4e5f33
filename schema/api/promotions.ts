// Issue 18: the promotions calls' shapes, shared by the server's answers and the site (spec §4 activity states).
export type PromoState = 'join' | 'signed' | 'coming' | 'process' | 'close' | 'rejected' | 'claim' | 'claimed' | 'issued' | 'applying';
/** What the promotion's button does for the viewer (null: nothing to do). */
export type PromoAction = 'login' | 'join' | 'deposit' | 'claim' | 'signin' | 'raffle' | 'apply' | 'wagering' | null;
export type PromoKind = 'deposit_match' | 'signup' | 'free' | 'cashback' | 'raffle' | 'daily_signin' | 'application';

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
