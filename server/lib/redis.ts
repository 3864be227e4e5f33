// The Redis connection of a server process (issue 21 item 1: REDIS_URL), for what several nodes must count together
// (rate-counter.ts). Commands never wait for a connection: while Redis is away they fail at once (no offline queue,
// short timeouts), and the caller falls back to what it can do alone, so a Redis restart costs no request.
import { Redis } from 'ioredis';

type Log = { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };

export function connectRedis(url: string, log: Log): Redis {
  const redis = new Redis(url, {
    // Fail fast rather than queue: a login must not hang while Redis restarts.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    // Reconnect for ever, backing off to one try a second.
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
    lazyConnect: false,
  });
  let down = false;
  redis.on('error', (err: Error) => {
    // One line per outage, not one per reconnect try (no URL: it may carry a password).
    if (!down) log.warn({ err: { message: err.message } }, 'redis: unavailable; counting in this process until it is back');
    down = true;
  });
  redis.on('ready', () => {
    if (down) log.info({}, 'redis: connected again');
    down = false;
  });
  return redis;
}

/** True when Redis answers a PING within `timeoutMs` (the /ready check). */
export async function redisAnswers(redis: Redis, timeoutMs = 1_000): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  try {
    const pong = await Promise.race([redis.ping(), new Promise<never>((_, fail) => setTimeout(() => fail(new Error('timeout')), timeoutMs).unref())]);
    return pong === 'PONG';
  } catch {
    return false;
  }
}
