// Contract rules as an agent and an operator see them: tiers, "never above the upline's rate", the differential cap.
import { describe, expect, it } from 'vitest';
import { differential } from './settlement';
import { baseAndRate, normaliseTerms, withinUpline } from './terms';

describe('contract terms', () => {
  it('picks the highest tier whose minimums are met, on the average day for a daily wage', () => {
    const terms = normaliseTerms('daily', { tiers: [{ minBet: 100_000, rateBp: 80 }, { minBet: 0, rateBp: 50 }] });
    expect(baseAndRate('daily', terms, { stake: 90_000, win: 0, active: 1, units: 1 })).toEqual({ base: 90_000, rateBp: 50, gross: 450 });
    expect(baseAndRate('daily', terms, { stake: 700_000, win: 0, active: 1, units: 7 })).toEqual({ base: 700_000, rateBp: 80, gross: 5_600 });
  });

  it('pays a dividend on the net loss only, with the active-member tier', () => {
    const terms = normaliseTerms('dividend', { tiers: [{ minBet: 0, minLoss: 0, minActive: 3, rateBp: 2_000 }] });
    expect(baseAndRate('dividend', terms, { stake: 10_000, win: 4_000, active: 3, units: 1 }).gross).toBe(1_200);
    expect(baseAndRate('dividend', terms, { stake: 10_000, win: 4_000, active: 2, units: 1 }).gross).toBe(0);
    expect(baseAndRate('dividend', terms, { stake: 10_000, win: 14_000, active: 9, units: 1 }).gross).toBe(0);
  });

  it('refuses tiers where a higher rate asks for less, and rates above 100 %', () => {
    expect(() => normaliseTerms('daily', { tiers: [{ minBet: 100, rateBp: 50 }, { minBet: 0, rateBp: 80 }] })).toThrow('err_contract_terms');
    expect(() => normaliseTerms('daily', { tiers: [{ minBet: 0, rateBp: 10_001 }] })).toThrow('err_contract_terms');
  });

  it('never lets an upline give more than it has, at any threshold', () => {
    const own = normaliseTerms('daily', { tiers: [{ minBet: 0, rateBp: 50 }, { minBet: 100_000, rateBp: 80 }] });
    expect(withinUpline('daily', normaliseTerms('daily', { tiers: [{ minBet: 100_000, rateBp: 80 }] }), own)).toBe(true);
    expect(withinUpline('daily', normaliseTerms('daily', { tiers: [{ minBet: 50_000, rateBp: 80 }] }), own)).toBe(false);
    expect(withinUpline('realtime', { profitRateBp: 0, lossRateBp: 501, singleBetRateBp: 1 }, { profitRateBp: 0, lossRateBp: 500, singleBetRateBp: 10 })).toBe(false);
  });

  it('caps a downline dividend at what is left of its upline, so the tree pays at most the top gross', () => {
    // The top's team lost 1,000 net, but one sub-team lost 5,000 (the other won 4,000).
    const lines = differential([
      { contractId: 1, memberId: 10, uplineId: null, base: 1_000, rateBp: 3_000, gross: 300 },
      { contractId: 2, memberId: 11, uplineId: 10, base: 5_000, rateBp: 2_000, gross: 1_000 },
    ]);
    expect(lines.map((l) => [l.memberId, l.amount])).toEqual([
      [10, 0],
      [11, 300],
    ]);
  });
});
