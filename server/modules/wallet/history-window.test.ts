import { describe, expect, it } from 'vitest';
import { dateWindow } from './history';

const iso = (ms: number) => new Date(ms).toISOString();

describe('transaction history date window (spec §9 shortcuts, market days UTC+8)', () => {
  it('at 17:00 UTC the market is already on the next day: "last 7 days" ends at that day’s midnight, Malaysian time', () => {
    const w = dateWindow({ range: 'last7' }, new Date('2026-11-23T17:00:00Z'));
    expect(iso(w.to)).toBe('2026-11-24T16:00:00.000Z'); // 25 Nov 00:00 UTC+8
    expect(iso(w.from)).toBe('2026-11-17T16:00:00.000Z'); // 18 Nov 00:00 UTC+8
  });

  it('explicit dates are market days, end inclusive', () => {
    const w = dateWindow({ startDate: '2026-11-01', endDate: '2026-11-01' }, new Date('2026-11-23T00:00:00Z'));
    expect(iso(w.from)).toBe('2026-10-31T16:00:00.000Z');
    expect(iso(w.to)).toBe('2026-11-01T16:00:00.000Z');
  });
});
