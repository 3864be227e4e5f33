import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('money (spec §9)', () => {
  it('two decimals and thousands separators', () => {
    expect(formatMoney(1234567.5)).toBe('1,234,567.50');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(-1000.05)).toBe('-1,000.05');
  });

  it('writes every amount of minor units exactly as Intl does in en-US, ms-MY and zh-CN', () => {
    const intl = ['en-US', 'ms-MY', 'zh-CN'].map((tag) => [tag, new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 })] as const);
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (minor) => {
        for (const [tag, f] of intl) expect(formatMoney(minor / 100, tag.slice(0, 2)), tag).toBe(f.format(minor / 100));
      }),
      { numRuns: 2000 },
    );
  });
});
