import { describe, expect, it } from 'vitest';
import { dayBefore, periodAt } from './periods';

const run = { startsAt: new Date('2026-11-01T00:00:00Z'), endsAt: new Date('2026-12-31T00:00:00Z') };

describe('mission periods (market day, UTC+8)', () => {
  it('a day starts at 16:00 UTC; a week on Monday; once is the mission run', () => {
    expect(periodAt('D', new Date('2026-11-26T15:59:59Z'), run).key).toBe('D:2026-11-26');
    expect(periodAt('D', new Date('2026-11-26T16:00:00Z'), run).key).toBe('D:2026-11-27');
    // 2026-11-26 is a Thursday: its week began Monday 2026-11-23 (market day).
    const w = periodAt('W', new Date('2026-11-26T04:00:00Z'), run);
    expect(w.key).toBe('W:2026-11-23');
    expect(w.start.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(w.end.getTime() - w.start.getTime()).toBe(7 * 86_400_000);
    expect(periodAt('W', new Date('2026-11-29T15:59:59Z'), run).key).toBe('W:2026-11-23');
    expect(periodAt('W', new Date('2026-11-29T16:00:00Z'), run).key).toBe('W:2026-11-30');
    expect(periodAt('once', new Date(), run)).toEqual({ key: 'once', start: run.startsAt, end: run.endsAt });
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
  });
});
