// Lottery settings from the environment (README "Settings"). Browser tests shorten the fast game's period.
import { ConfigError } from '../../lib/config-error';

export interface LotteryConfig {
  /** LOTTERY_FAST_INTERVAL_SECONDS: the fast lottery draws every this many seconds (default 300). */
  fastIntervalSeconds: number;
  /** LOTTERY_FAST_LOCK_SECONDS: its bets close this many seconds before each draw (default 30). */
  fastLockSeconds: number;
  /** LOTTERY_TICK_SECONDS: how often the draw job runs (default 5). */
  tickSeconds: number;
  /** LOTTERY_SETTLE_CHUNK: bets settled per wallet batch (default 1000; the crash test makes it small so a kill lands
   * between two chunks on a fast machine too). */
  settleChunk: number;
}

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0) throw new ConfigError(`${name} must be a positive whole number, got "${raw}"`);
  return n;
}

export function loadLotteryConfig(env: NodeJS.ProcessEnv): LotteryConfig {
  const fastIntervalSeconds = positiveInt(env.LOTTERY_FAST_INTERVAL_SECONDS, 300, 'LOTTERY_FAST_INTERVAL_SECONDS');
  const fastLockSeconds = positiveInt(env.LOTTERY_FAST_LOCK_SECONDS, 30, 'LOTTERY_FAST_LOCK_SECONDS');
  if (fastLockSeconds >= fastIntervalSeconds) throw new ConfigError('LOTTERY_FAST_LOCK_SECONDS must be less than LOTTERY_FAST_INTERVAL_SECONDS');
  return { fastIntervalSeconds, fastLockSeconds, tickSeconds: positiveInt(env.LOTTERY_TICK_SECONDS, 5, 'LOTTERY_TICK_SECONDS'), settleChunk: positiveInt(env.LOTTERY_SETTLE_CHUNK, 1000, 'LOTTERY_SETTLE_CHUNK') };
}
