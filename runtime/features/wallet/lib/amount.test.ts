import { describe, expect, it } from 'vitest';
import { amountPresets, toMajorText, toMinor } from './amount';

describe('amounts typed in major units, sent in minor units', () => {
  it('reads what a player types', () => {
    expect(toMinor('50', 2)).toBe(5_000);
    expect(toMinor('12.5', 2)).toBe(1_250);
    expect(toMinor(' 1,234.56 ', 2)).toBe(123_456);
    expect(toMinor('0.01', 2)).toBe(1);
    expect(toMinor('7.', 2)).toBe(700);
    expect(toMinor('100', 0)).toBe(100);
  });
  it('refuses what is not a positive amount of the currency', () => {
    for (const bad of ['', '0', '0.00', '-5', '1.234', 'abc', '1e3', '12.3.4', '١٢']) expect(toMinor(bad, 2), bad).toBeNull();
    expect(toMinor('1.5', 0)).toBeNull();
  });
  it('0.1 + 0.2 style amounts stay exact', () => {
    expect(toMinor('0.29', 2)).toBe(29);
    expect(toMinor('1.13', 2)).toBe(113);
    expect(toMinor('4.35', 2)).toBe(435);
  });
  it('writes presets back as typed text', () => {
    expect(toMajorText(5_000, 2)).toBe('50');
    expect(toMajorText(1_250, 2)).toBe('12.5');
    expect(toMajorText(1, 2)).toBe('0.01');
  });
  it('offers presets inside the channel limits, its minimum first', () => {
    expect(amountPresets(1_000, 5_000_000, 2)).toEqual([1_000, 5_000, 10_000, 20_000, 50_000, 100_000]);
    expect(amountPresets(3_000, 20_000, 2)).toEqual([3_000, 5_000, 10_000, 20_000]);
  });
});
