import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

describe('time left to confirm a withdrawal (spec §4)', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');
  it('counts down in minutes and seconds, hours when long', () => {
    expect(timeLeft('2026-11-25T10:30:00Z', now)).toBe('30:00');
    expect(timeLeft('2026-11-25T10:00:01.200Z', now)).toBe('0:02');
    expect(timeLeft('2026-11-25T12:05:09Z', now)).toBe('2:05:09');
  });
  it('is gone once the deadline has passed', () => {
    expect(timeLeft('2026-11-25T10:00:00Z', now)).toBeNull();
    expect(timeLeft('2026-11-25T09:00:00Z', now)).toBeNull();
    expect(timeLeft('garbage', now)).toBeNull();
  });
});
