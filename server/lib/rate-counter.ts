// Fixed-window counters for the spec §9 throttles (login, captcha, registration, reset requests): one interface,
// two stores (issue 21 item 1). In memory, per process, for one node; with REDIS_URL, in Redis, so N nodes behind a
// balancer count as one (a brute force spread over the nodes meets the same limit). The Redis store is
// @fastify/rate-limit's own (an atomic INCR + PEXPIRE script): the window starts at a key's first hit and ends
// windowMs later, as in memory. The database keeps the counters that must outlive a restart (login failures before
// a captcha, the payment-password lock, SMS caps): those are shared by every node already.
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { Clock } from './clock';

export interface RateCounter {
  /** Counts one hit of `key`; 0 while the window's hits are within `limit`, else the seconds until it resets. */
  hit(key: string, limit: number, windowMs: number): Promise<number>;
}

export class MemoryRateCounter implements RateCounter {
  private hits = new Map<string, { start: number; count: number }>();

  constructor(private readonly clock: Clock) {}

  async hit(key: string, limit: number, windowMs: number): Promise<number> {
    return this.hitNow(key, limit, windowMs);
  }

  hitNow(key: string, limit: number, windowMs: number): number {
    const t = this.clock.now().getTime();
    const cur = this.hits.get(key);
    if (!cur || t - cur.start >= windowMs) {
      this.hits.set(key, { start: t, count: 1 });
      if (this.hits.size > 50_000) this.sweep(t, windowMs);
      return 0;
    }
    cur.count++;
    return cur.count > limit ? waitSeconds(cur.start + windowMs - t) : 0;
  }

  private sweep(t: number, windowMs: number) {
    for (const [k, v] of this.hits) if (t - v.start >= windowMs) this.hits.delete(k);
  }
}

const waitSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** @fastify/rate-limit's Redis store (store/RedisStore.js; the package has no exports map, so the path is public). */
interface FastifyRedisStore {
  incr(key: string, cb: (err: Error | null, res: { current: number; ttl: number } | null) => void, timeWindow: number, max: number): void;
}
type FastifyRedisStoreClass = new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, prefix: string) => FastifyRedisStore;
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as FastifyRedisStoreClass;

type Log = { warn(obj: unknown, msg?: string): void };

/**
 * Counts in Redis. While Redis cannot answer (a restart, a network cut) it counts in this process's memory, so a
 * request is never refused for Redis' sake and the limits still hold per node (at worst N times the limit across N
 * nodes for the length of the outage); the shared count resumes with the next hit once Redis is back.
 */
export class RedisRateCounter implements RateCounter {
  private readonly store: FastifyRedisStore;
  /** Hits counted while Redis was away (a metric: ops/metrics.ts). */
  fallbacks = 0;

  constructor(
    redis: Redis,
    prefix: string,
    private readonly fallback: MemoryRateCounter,
    private readonly log: Log,
  ) {
    this.store = new RedisStore(false, false, redis, `${prefix}rl:`);
  }

  hit(key: string, limit: number, windowMs: number): Promise<number> {
    return new Promise((resolve) => {
      this.store.incr(
        key,
        (err, res) => {
          if (err || !res) {
            this.fallbacks++;
            if (this.fallbacks === 1 || this.fallbacks % 1000 === 0) this.log.warn({ err: { message: err?.message }, fallbacks: this.fallbacks }, 'rate limits: redis did not answer; counted in this process');
            resolve(this.fallback.hitNow(key, limit, windowMs));
            return;
          }
          resolve(res.current > limit ? waitSeconds(res.ttl > 0 ? res.ttl : windowMs) : 0);
        },
        windowMs,
        limit,
      );
    });
  }
}
