// What several server processes share (issue 21 item 1), decorated before the modules so each can use it:
// - app.limiter: the throttles' counters (server/lib/rate-counter.ts), in Redis with REDIS_URL, else in memory;
// - app.redis: the Redis connection (null without REDIS_URL), for /ready and the metrics;
// - app.changes: the change bus (server/lib/change-bus.ts): a module that caches something subscribes to its topic,
//   and whoever changes it announces the change; on PostgreSQL every process hears it at commit.
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { ChangeBus } from '../lib/change-bus';
import { MemoryRateCounter, RedisRateCounter, type RateCounter } from '../lib/rate-counter';
import { connectRedis } from '../lib/redis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Throttle counters: shared through Redis when REDIS_URL is set, else this process's memory. */
    limiter: RateCounter;
    /** The Redis connection (REDIS_URL), or null. */
    redis: Redis | null;
    /** Cache invalidation across processes. */
    changes: ChangeBus;
  }
}

export default fp(
  async (app) => {
    const { redisUrl, redisPrefix } = app.config.ops;
    const memory = new MemoryRateCounter(app.clock);
    const redis = redisUrl ? connectRedis(redisUrl, app.log) : null;
    app.decorate('redis', redis);
    const limiter: RateCounter = redis ? new RedisRateCounter(redis, redisPrefix, memory, app.log) : memory;
    app.decorate('limiter', limiter);

    const changes = new ChangeBus(app.log);
    app.decorate('changes', changes);
    if (app.database.kind === 'postgres' && app.database.url) await changes.listen(app.database.url);

    app.addHook('onClose', async () => {
      await changes.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'shared-state', decorators: { fastify: ['config', 'clock', 'database'] } },
);
