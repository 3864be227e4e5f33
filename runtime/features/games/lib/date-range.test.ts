import { describe, expect, it } from 'vitest';
import { shortcutRange } from './date-range';

describe('record date shortcuts (spec §9)', () => {
  it('today is one day; the last 7 and 30 days include today', () => {
    const now = new Date('2026-03-03T04:00:00Z'); // 12:00 in Malaysia
    expect(shortcutRange('today', now)).toEqual({ startDate: '2026-03-03', endDate: '2026-03-03' });
    expect(shortcutRange('last7', now)).toEqual({ startDate: '2026-02-25', endDate: '2026-03-03' });
    expect(shortcutRange('last30', now)).toEqual({ startDate: '2026-02-02', endDate: '2026-03-03' });
  });

  it('days are the market’s (UTC+8), whatever the browser’s clock: 17:00 UTC is already tomorrow', () => {
    const now = new Date('2026-11-23T17:00:00Z');
    expect(shortcutRange('today', now)).toEqual({ startDate: '2026-11-24', endDate: '2026-11-24' });
    expect(shortcutRange('last7', now)).toEqual({ startDate: '2026-11-18', endDate: '2026-11-24' });
  });
});
