// Operations (issue 21 item 4): what an operator's monitoring reads from each node.
// - GET /metrics (Prometheus text, prom-client): request latency per route, error answers, wallet batches (size, wait
//   in the queue), job runs (duration, failures), the database pool, Redis fallbacks, and the process itself.
//   Access 'metrics': METRICS_TOKEN as a bearer (a scraper), or a platform operator's key (every brand).
// - GET /health: the process answers (a liveness probe: restart it when this fails).
// - GET /ready: the database and Redis answer and the node is not shutting down (a balancer sends it traffic).
// The request id (x-request-id on every answer, reqId in each log line) is set in server/app.ts and logging.ts.
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { RedisRateCounter } from '../lib/rate-counter';
import { redisAnswers } from '../lib/redis';
import { observeSeamlessBatches } from '../modules/wallet';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM (server/plugins/shutdown.ts): /ready answers 503 so balancers stop sending. */
    draining: boolean;
    /** This node's metrics (tests read them; /metrics prints them). */
    metrics: Registry;
  }
}

/** What a node answers on /ready. */
export const readySchema = {
  type: 'object',
  required: ['status', 'database', 'redis', 'draining'],
  properties: {
    status: { type: 'string', enum: ['ready', 'not_ready'] },
    database: { type: 'boolean' },
    /** null: no Redis configured (one node). */
    redis: { type: ['boolean', 'null'] },
    draining: { type: 'boolean' },
  },
} as const;

const noInput = { type: 'object', additionalProperties: true, maxProperties: 20 } as const;

export default fp(
  async (app) => {
    app.decorate('draining', false);
    const registry = new Registry();
    app.decorate('metrics', registry);
    collectDefaultMetrics({ register: registry });

    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to answer, per route (the route pattern, not the path)',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const errors = new Counter({
      name: 'http_request_errors_total',
      help: 'Answers with a 4xx or 5xx status, per route',
      labelNames: ['method', 'route', 'status_code'],
      registers: [registry],
    });
    const batchSize = new Histogram({
      name: 'wallet_batch_size',
      help: 'Seamless wallet calls per database transaction (group commit)',
      buckets: [1, 2, 4, 8, 16, 32, 64],
      registers: [registry],
    });
    const batchWait = new Histogram({
      name: 'wallet_batch_wait_seconds',
      help: 'Time a seamless wallet call waited in the queue for its batch',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers: [registry],
    });
    const jobDuration = new Histogram({
      name: 'job_run_duration_seconds',
      help: 'Job runs by outcome (done, failed; skipped: the period was done or running elsewhere)',
      labelNames: ['job', 'outcome'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120, 600],
      registers: [registry],
    });
    const jobFailures = new Counter({ name: 'job_failures_total', help: 'Job runs that failed (each is retried)', labelNames: ['job'], registers: [registry] });
    const db = app.database;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state (PostgreSQL): total open, idle, callers waiting, the most allowed',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const s = db.poolStats?.();
        if (!s) return;
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
        this.set({ state: 'max' }, s.max);
      },
    });
    const limiter = app.limiter;
    new Gauge({
      name: 'rate_limit_redis_fallbacks',
      help: 'Throttle hits counted in this process because Redis did not answer (since start)',
      registers: [registry],
      collect() {
        this.set(limiter instanceof RedisRateCounter ? limiter.fallbacks : 0);
      },
    });

    observeSeamlessBatches(db.db, (size, waits) => {
      batchSize.observe(size);
      for (const w of waits) batchWait.observe(w);
    });
    app.jobs.observe = (o) => {
      jobDuration.observe({ job: o.job, outcome: o.outcome }, o.seconds);
      if (o.outcome === 'failed') jobFailures.inc({ job: o.job });
    };

    app.addHook('onResponse', async (req, reply) => {
      // Unmatched paths share one label: a scan of random URLs must not make a series per URL.
      const route = req.routeOptions.url ?? 'unmatched';
      const labels = { method: req.method, route, status_code: String(reply.statusCode) };
      latency.observe(labels, reply.elapsedTime / 1000);
      if (reply.statusCode >= 400) errors.inc(labels);
    });

    app.get(
      '/metrics',
      {
        config: { access: 'metrics' },
        logLevel: 'warn',
        schema: {
          tags: ['operations'],
          summary: 'Prometheus metrics of this node (METRICS_TOKEN or a platform operator key as the bearer)',
          querystring: noInput,
          response: { 200: { description: 'Prometheus text format', content: { 'text/plain': { schema: { type: 'string' } } } } },
        },
      },
      async (_req, reply) => reply.header('content-type', registry.contentType).send(await registry.metrics()),
    );

    app.get(
      '/health',
      {
        config: { access: 'visitor' },
        logLevel: 'warn',
        schema: {
          tags: ['operations'],
          summary: 'Liveness: the process answers',
          querystring: noInput,
          response: { 200: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } } } },
        },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/ready',
      {
        config: { access: 'visitor' },
        logLevel: 'warn',
        schema: {
          tags: ['operations'],
          summary: 'Readiness: the database and Redis answer and the node is not shutting down (503 otherwise)',
          querystring: noInput,
          response: { 200: readySchema, 503: readySchema },
        },
      },
      async (_req, reply) => {
        const [database, redis] = await Promise.all([
          Promise.race([
            db.db.execute(sql`select 1`).then(
              () => true,
              () => false,
            ),
            new Promise<boolean>((r) => setTimeout(() => r(false), 2_000).unref()),
          ]),
          app.redis ? redisAnswers(app.redis) : Promise.resolve(null),
        ]);
        const ready = database && redis !== false && !app.draining;
        return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', database, redis, draining: app.draining });
      },
    );
  },
  { name: 'observability', decorators: { fastify: ['config', 'database', 'jobs', 'limiter', 'redis'] } },
);
