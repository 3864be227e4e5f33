// Player-protection settings from the environment (the `compliance` section of server/config.ts).
import { ConfigError } from '../../lib/config-error';

export interface ComplianceConfig {
  /**
   * Length of one reality-check minute in ms: REALITY_CHECK_MINUTE_MS, default 60,000. Browser tests shorten it
   * (an accelerated clock for the reality check alone, so a 5-minute interval passes in seconds); refused in
   * production.
   */
  realityMinuteMs: number;
}

export function loadComplianceConfig(env: NodeJS.ProcessEnv, production: boolean): ComplianceConfig {
  const raw = env.REALITY_CHECK_MINUTE_MS;
  if (raw === undefined || raw === '') return { realityMinuteMs: 60_000 };
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0) throw new ConfigError(`REALITY_CHECK_MINUTE_MS must be a positive whole number, got "${raw}"`);
  if (production && n !== 60_000) throw new ConfigError('REALITY_CHECK_MINUTE_MS is for browser tests only: unset it when NODE_ENV=production');
  return { realityMinuteMs: n };
}
