// The one clock for business time (issue 14 item 5): session and code expiry, lockouts, rate-limit windows,
// maintenance windows, withdrawal receipts, history windows, vendor timestamps. buildApp decorates it as
// app.clock (the system clock unless a test passes its own); every module reads time from it, so a test moves
// time for all of them at once. Durations measured for speed (benchmarks) keep performance.now().
export interface Clock {
  now(): Date;
}

/** Wall-clock time. */
export const systemClock: Clock = { now: () => new Date() };

/** A clock that moves only when a test moves it. */
export class TestClock implements Clock {
  private t: number;
  constructor(start: Date | string | number = Date.now()) {
    this.t = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.t);
  }
  /** Moves time forward (or back, with a negative ms); returns the new time. */
  advance(ms: number): Date {
    this.t += ms;
    return this.now();
  }
  set(at: Date | string | number): Date {
    this.t = new Date(at).getTime();
    return this.now();
  }
}

/**
 * Tests of a running server only (TEST_CLOCK_FILE, set by playwright.config.ts; never in production): wall-clock time
 * plus the milliseconds written in `path` (missing or empty = 0), read at most every 100 ms. The agent-centre browser
 * test moves the server past a day's end to settle it (issue 16), then back.
 */
export function fileOffsetClock(path: string, read: (p: string) => string): Clock {
  let offset = 0;
  let readAt = 0;
  return {
    now() {
      const t = Date.now();
      if (t - readAt > 100) {
        readAt = t;
        try {
          const n = Number(read(path).trim() || 0);
          offset = Number.isFinite(n) ? n : 0;
        } catch {
          offset = 0;
        }
      }
      return new Date(t + offset);
    },
  };
}
