// Fixed-window counters for login and captcha (spec §9 throttles). In memory, per process: enough for one
// node; behind a load balancer each node counts on its own (SMS throttles are in the database instead).
import type { Clock } from '../../../lib/clock';

export class WindowLimiter {
  private hits = new Map<string, { start: number; count: number }>();

  constructor(private readonly clock: Clock) {}

  /** Counts one hit; returns 0 when allowed, else the seconds until the window resets. */
  hit(key: string, limit: number, windowMs: number): number {
    const t = this.clock.now().getTime();
    const cur = this.hits.get(key);
    if (!cur || t - cur.start >= windowMs) {
      this.hits.set(key, { start: t, count: 1 });
      if (this.hits.size > 50_000) this.sweep(t, windowMs);
      return 0;
    }
    cur.count++;
    return cur.count > limit ? Math.max(1, Math.ceil((cur.start + windowMs - t) / 1000)) : 0;
  }

  private sweep(t: number, windowMs: number) {
    for (const [k, v] of this.hits) if (t - v.start >= windowMs) this.hits.delete(k);
  }
}
