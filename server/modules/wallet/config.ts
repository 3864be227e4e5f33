// Wallet module settings from the environment (README in this folder lists them), the `wallet` section of
// server/config.ts. Tests override via config.wallet.
import { ConfigError } from '../../lib/config-error';

export interface WalletConfig {
  /**
   * Largest difference, in seconds, between a vendor callback's x-timestamp and the wallet's clock, either way
   * (issue 24 item 7; the vendor API): SEAMLESS_SIGNATURE_WINDOW_SECONDS, default 300. The vendors' secrets
   * are not settings: one per (brand, vendor) in game_vendors.callback_secret.
   */
  signatureWindowSeconds: number;
  /** How long a vendor's row (secret, caps) is kept in memory before it is read again; default 30 s. */
  vendorCacheMs: number;
  /**
   * Seamless batches in flight at once on PostgreSQL (SEAMLESS_LANES, default 1: one batch, the next waiting for it;
   * PGlite has one connection and sends one): seamless.ts, SeamlessBatcher. 2 measured no faster on two shared cores
   * (wallet README, "Two batches in flight"); it is for a database server with cores to spare.
   */
  seamlessLanes: number;
  /**
   * A seamless batch's commit does not wait for its WAL flush (synchronous_commit off for that one transaction, so
   * its locks go and the next batch runs at once); its calls are answered once a flush covering it has returned
   * (seamless.ts, WalFlusher). SEAMLESS_EARLY_RELEASE, on unless `off` or `0`; PostgreSQL only (PGlite has no flush to
   * wait apart). Answers keep synchronous commit's promise: nothing is answered before it is on disk.
   */
  seamlessEarlyRelease: boolean;
}

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0) throw new ConfigError(`${name} must be a positive whole number, got "${raw}"`);
  return n;
}

export function loadWalletConfig(env: NodeJS.ProcessEnv): WalletConfig {
  return {
    signatureWindowSeconds: positiveInt(env.SEAMLESS_SIGNATURE_WINDOW_SECONDS, 300, 'SEAMLESS_SIGNATURE_WINDOW_SECONDS'),
    vendorCacheMs: 30_000,
    seamlessLanes: positiveInt(env.SEAMLESS_LANES, 1, 'SEAMLESS_LANES'),
    seamlessEarlyRelease: env.SEAMLESS_EARLY_RELEASE !== 'off' && env.SEAMLESS_EARLY_RELEASE !== '0',
  };
}
