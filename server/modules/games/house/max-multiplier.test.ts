// issue 24 item 7: the house games' maximum multipliers (the wallet's cap on their rounds) are their real maxima.
import { describe, expect, it } from 'vitest';
import { diceWin, DICE_MAX_TARGET, DICE_MIN_TARGET } from './dice-math';
import { houseMaxMultipliers, maxSpinPay } from './max-multiplier';
import { LINES, payForStops, STRIPS } from './slot-math';

describe('house maximum multipliers', () => {
  it('issue 24 item 7: the slot cap is its largest spin, reachable and never beaten; the dice cap is 99 / 2 rounded up', () => {
    const { pay, stops } = maxSpinPay();
    expect(payForStops(stops)).toBe(pay);
    // Every spin of a sample (and every stop of the first reel with the others at the maximum) pays no more.
    let seed = 7;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    let sampled = 0;
    for (let i = 0; i < 200_000; i++) sampled = Math.max(sampled, payForStops(STRIPS.map((s) => next(s.length))));
    expect(sampled).toBeLessThanOrEqual(pay);
    expect(sampled).toBeGreaterThan(0);
    for (let s = 0; s < STRIPS[0].length; s++) expect(payForStops([s, ...stops.slice(1)])).toBeLessThanOrEqual(pay);
    const caps = houseMaxMultipliers();
    expect(caps.slot).toBe(Math.ceil(pay / LINES));
    expect(caps.slot * LINES).toBeGreaterThanOrEqual(pay);
    for (let target = DICE_MIN_TARGET; target <= DICE_MAX_TARGET; target++) expect(diceWin(10_000, target)).toBeLessThanOrEqual(caps.dice * 10_000);
    expect(caps.dice).toBe(50);
  });
});
