import { describe, expect, it } from 'vitest';
import { endedPeriods, periodAt } from './periods';

describe('promotion periods (market day, UTC+8)', () => {
  it('a market day starts at 16:00 UTC the day before', () => {
    expect(periodAt('D', new Date('2026-11-26T15:59:59Z')).key).toBe('D:2026-11-26');
    expect(periodAt('D', new Date('2026-11-26T16:00:00Z')).key).toBe('D:2026-11-27');
    expect(periodAt('D', new Date('2026-11-26T16:00:00Z')).start.toISOString()).toBe('2026-11-26T16:00:00.000Z');
  });
  it('weeks start on Monday', () => {
    // 2026-11-26 is a Thursday; its week began Monday 2026-11-23 (00:00 UTC+8).
    const w = periodAt('W', new Date('2026-11-26T03:00:00Z'));
    expect(w.key).toBe('W:2026-11-23');
    expect(w.start.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(periodAt('W', new Date('2026-11-22T15:59:59Z')).key).toBe('W:2026-11-16');
  });
  it('ended periods are the ones before the current, newest first', () => {
    expect(endedPeriods('D', new Date('2026-11-26T03:00:00Z'), 2).map((p) => p.key)).toEqual(['D:2026-11-25', 'D:2026-11-24']);
    expect(endedPeriods('W', new Date('2026-11-26T03:00:00Z'), 1).map((p) => p.key)).toEqual(['W:2026-11-16']);
  });
});
