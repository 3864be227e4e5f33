import { describe, expect, it } from 'vitest';
import { bannerGroupFor } from '../../../../schema/api/content';
import { JACKPOT_STEP, jackpotAt } from './jackpot-counter';

describe('banner group of a path (spec §2 Banner strip)', () => {
  it('home and its popup routes use "/", register uses "/register", others their path', () => {
    for (const p of ['/', '/home', '/index', '/login', '/forget', '/login/']) expect(bannerGroupFor(p)).toBe('/');
    expect(bannerGroupFor('/register')).toBe('/register');
    expect(bannerGroupFor('/register.html')).toBe('/register');
    expect(bannerGroupFor('/rng')).toBe('/rng');
    expect(bannerGroupFor('/vip')).toBe('/vip');
  });
});

describe('jackpot counter (spec §4, §9)', () => {
  it('starts from a time-derived value that grows every 3 s', () => {
    const t = Date.UTC(2026, 0, 1);
    expect(jackpotAt(t + 3000)).toBeGreaterThan(jackpotAt(t));
    expect(jackpotAt(t + 1000)).toBe(jackpotAt(t));
    expect(JACKPOT_STEP).toBe(165.11);
  });
});
