import { describe, expect, it } from 'vitest';
import { shortcutRange } from './date-range';

describe('record date shortcuts (spec §9)', () => {
  const today = new Date(2026, 2, 3); // 3 March 2026, local
  it('today is one day; the last 7 and 30 days include today', () => {
    expect(shortcutRange('today', today)).toEqual({ startDate: '2026-03-03', endDate: '2026-03-03' });
    expect(shortcutRange('last7', today)).toEqual({ startDate: '2026-02-25', endDate: '2026-03-03' });
    expect(shortcutRange('last30', today)).toEqual({ startDate: '2026-02-02', endDate: '2026-03-03' });
  });
});
