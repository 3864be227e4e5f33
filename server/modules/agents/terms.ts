// spec §3 contract fields: tiers on period valid bet, period profit and loss (the team's net loss), active member
// count, daily or hourly bet amount, each with a rate; real-time wage rates profit-wage, loss-wage, single-bet.
// Rates are basis points (100 = 1 %). Pure functions: the rules of what a contract pays and what an upline may offer.
import { BadRequestError } from '../../lib/errors';
import type { ContractKind } from './tables';

export interface Tier {
  /** Period valid bet (dividend), or the day's / hour's bet amount (daily, hourly wage), minor units. */
  minBet: number;
  /** Dividend only: the team's net loss in the period, minor units. */
  minLoss: number;
  /** Active members (with a bet) in the period. */
  minActive: number;
  rateBp: number;
}
export interface TieredTerms {
  tiers: Tier[];
}
export interface RealtimeTerms {
  profitRateBp: number;
  lossRateBp: number;
  singleBetRateBp: number;
}
export type Terms = TieredTerms | RealtimeTerms;

/** What a team did in a period: the inputs of every contract kind. */
export interface TeamMetrics {
  /** Valid bet (stakes of settled rounds). */
  stake: number;
  win: number;
  active: number;
  /** Days (or hours) in the period: a daily wage's tier reads the average day. */
  units: number;
}

export const MAX_RATE_BP = 10_000;
const MAX_TIERS = 10;

const bad = (why: string): never => {
  throw new BadRequestError('err_contract_terms', { why }, 'contract_terms');
};

/** Checks and normalises terms: tiers sorted by rate, every threshold non-decreasing with the rate. */
export function normaliseTerms(kind: ContractKind, raw: unknown): Terms {
  const t = raw as Record<string, unknown>;
  const rate = (v: unknown) => (Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= MAX_RATE_BP ? (v as number) : bad('rate'));
  const amount = (v: unknown) => (v === undefined ? 0 : Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : bad('threshold'));
  if (kind === 'realtime') {
    const out = { profitRateBp: rate(t?.profitRateBp), lossRateBp: rate(t?.lossRateBp), singleBetRateBp: rate(t?.singleBetRateBp) };
    if (!out.profitRateBp && !out.lossRateBp && !out.singleBetRateBp) bad('empty');
    return out;
  }
  const tiers = Array.isArray(t?.tiers) ? (t.tiers as Record<string, unknown>[]) : bad('tiers');
  if (!tiers.length || tiers.length > MAX_TIERS) bad('tiers');
  const out = tiers
    .map((x) => ({ minBet: amount(x?.minBet), minLoss: kind === 'dividend' ? amount(x?.minLoss) : 0, minActive: amount(x?.minActive), rateBp: rate(x?.rateBp) }))
    .sort((a, b) => a.rateBp - b.rateBp || a.minBet - b.minBet);
  for (let i = 1; i < out.length; i++) {
    const [p, c] = [out[i - 1], out[i]];
    // A higher rate never asks for less: the rate grows with the team (what makes the differential non-negative).
    if (c.minBet < p.minBet || c.minLoss < p.minLoss || c.minActive < p.minActive || c.rateBp === p.rateBp) bad('tier_order');
  }
  if (out.every((x) => x.rateBp === 0)) bad('empty');
  return { tiers: out };
}

/** The tier rate that applies to `m` (the highest whose minimums are all met), 0 when none. */
export function tierRate(terms: TieredTerms, bet: number, loss: number, active: number): number {
  let best = 0;
  for (const x of terms.tiers) if (bet >= x.minBet && loss >= x.minLoss && active >= x.minActive && x.rateBp > best) best = x.rateBp;
  return best;
}

/** The base the rate applies to and the rate, for one contract over one period (spec §3, §4). */
export function baseAndRate(kind: ContractKind, terms: Terms, m: TeamMetrics): { base: number; rateBp: number; gross: number } {
  if (kind === 'realtime') {
    const r = terms as RealtimeTerms;
    const loss = Math.max(0, m.stake - m.win);
    const profit = Math.max(0, m.win - m.stake);
    const gross = share(m.stake, r.singleBetRateBp) + share(loss, r.lossRateBp) + share(profit, r.profitRateBp);
    return { base: m.stake, rateBp: r.singleBetRateBp, gross };
  }
  const t = terms as TieredTerms;
  if (kind === 'dividend') {
    const loss = Math.max(0, m.stake - m.win);
    const rateBp = tierRate(t, m.stake, loss, m.active);
    return { base: loss, rateBp, gross: share(loss, rateBp) };
  }
  // Daily and hourly wages: the tier reads the (average) day's or hour's bet amount; the rate applies to the volume.
  const perUnit = Math.floor(m.stake / Math.max(1, m.units));
  const rateBp = tierRate(t, perUnit, 0, m.active);
  return { base: m.stake, rateBp, gross: share(m.stake, rateBp) };
}

/** rate × amount, rounded down to the minor unit (integers only: bp ≤ 10,000, amounts < 2^53 / 10^4). */
export const share = (amount: number, rateBp: number): number => Number((BigInt(amount) * BigInt(rateBp)) / 10_000n);

/**
 * spec §4 "an agent can never give a downline a higher rate than its own": every tier offered pays at most what the
 * upline's own terms pay at the same thresholds; real-time rates each at most the upline's.
 */
export function withinUpline(kind: ContractKind, offered: Terms, own: Terms): boolean {
  if (kind === 'realtime') {
    const [o, u] = [offered as RealtimeTerms, own as RealtimeTerms];
    return o.profitRateBp <= u.profitRateBp && o.lossRateBp <= u.lossRateBp && o.singleBetRateBp <= u.singleBetRateBp;
  }
  const u = own as TieredTerms;
  return (offered as TieredTerms).tiers.every((x) => x.rateBp <= tierRate(u, x.minBet, x.minLoss, x.minActive));
}
