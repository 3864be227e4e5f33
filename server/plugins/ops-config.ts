// Production-mode settings (issue 21): Redis, /metrics, shutdown. The `ops` section of server/config.ts; tests override
// it via config.ops. The README (Settings, Production) lists the env names.
import { ConfigError } from '../lib/config-error';

export interface OpsConfig {
  /**
   * REDIS_URL: shared rate limits and failure counters across server processes (server/lib/rate-counter.ts). Unset:
   * every process counts in its own memory (one node, development).
   */
  redisUrl?: string;
  /** REDIS_PREFIX: the start of every key this platform writes (several platforms may share one Redis). */
  redisPrefix: string;
  /** METRICS_TOKEN: a bearer that may read /metrics and nothing else (a Prometheus scraper). */
  metricsToken?: string;
  /**
   * SHUTDOWN_TIMEOUT_SECONDS: on SIGTERM the node stops accepting, answers what it acknowledged and exits; past this
   * long it exits anyway (the requests still open then are cut, as a crash would).
   */
  shutdownTimeoutSeconds: number;
  /** SHUTDOWN_DRAIN_SECONDS: how long /ready answers 503 before the listener closes, so a balancer stops sending. */
  shutdownDrainSeconds: number;
}

export function loadOpsConfig(env: NodeJS.ProcessEnv): OpsConfig {
  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL (e.g. redis://127.0.0.1:6379); not '${redisUrl}'`);
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken && (metricsToken.length < 16 || /\s/.test(metricsToken))) throw new ConfigError('METRICS_TOKEN must be at least 16 characters without spaces');
  const seconds = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0) throw new ConfigError(`${name} must be a number of seconds (0 or more); not '${raw}'`);
    return n;
  };
  return {
    redisUrl,
    redisPrefix: env.REDIS_PREFIX ?? 'wl:',
    metricsToken,
    shutdownTimeoutSeconds: seconds('SHUTDOWN_TIMEOUT_SECONDS', 25),
    shutdownDrainSeconds: seconds('SHUTDOWN_DRAIN_SECONDS', 0),
  };
}
