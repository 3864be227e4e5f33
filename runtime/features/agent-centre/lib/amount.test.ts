import { describe, expect, it } from 'vitest';
import { toBp, toMinor } from './amount';

describe('agent-centre amounts', () => {
  it('reads money and rates exactly', () => {
    expect([toMinor('12.5'), toMinor('0.01'), toMinor('1000'), toMinor('1.234'), toMinor('-1'), toMinor('abc')]).toEqual([1250, 1, 100_000, null, null, null]);
    expect([toBp('0.6'), toBp('1.25'), toBp('100'), toBp('100.01'), toBp('x')]).toEqual([60, 125, 10_000, null, null]);
  });
});
