// Every setting the server reads, in one place (the README lists them).
import { resolve } from 'node:path';
import type { JobsConfig } from './jobs/config';
import type { AccountsConfig } from './modules/session/config';
import type { SystemConfig } from './modules/system/config';
import { isAddressOrCidr } from './modules/system/ip-list';
import type { WalletConfig } from './modules/wallet/config';

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder; used when databaseUrl is empty. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** Folder holding tenants/<id>/tenant.json. */
  tenantsDir: string;
  /** Folder holding built brands (dist/<id>/). */
  distDir: string;
  /** Default tenant id for hosts that match no brand (localhost). */
  defaultTenant: string;
  /** Development switch: accept plaintext bodies on (enc) calls. */
  allowPlaintext: boolean;
  /** NODE_ENV=production: no demo data, and the start-up refusals of server/main.ts apply. */
  production: boolean;
  /** Seed demo data on first start: development only (SEED_DEMO=0 turns it off there too). */
  seedDemo: boolean;
  logLevel: string;
  /**
   * Addresses (IPs or CIDRs) of the reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY); empty: none,
   * so the client is the socket's peer. Every per-IP limit, the audit log and the region check read req.ip.
   */
  trustProxy: string[];
  /** Account/session overrides (tests); defaults and env names in server/modules/session/config.ts. */
  accounts?: Partial<AccountsConfig>;
  /** Operator token, production flag, geo overrides (tests); defaults and env names in server/modules/system/config.ts. */
  system?: Partial<SystemConfig>;
  /** Seamless vendor secrets and clock (tests); env names in server/modules/wallet/config.ts. */
  wallet?: Partial<WalletConfig>;
  /** Job runner switches, poll intervals and clock (tests); env names in server/jobs/config.ts. */
  jobs?: Partial<JobsConfig>;
}

/** A setting the server cannot start with; server/main.ts prints the message alone and exits 1. */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = resolve(import.meta.dirname, '..');
  const production = env.NODE_ENV === 'production';
  // issue 24 item 13: plaintext (enc) bodies skip the payload encryption; a development aid only.
  if (production && env.ALLOW_PLAINTEXT && env.ALLOW_PLAINTEXT !== '0') {
    throw new ConfigError('ALLOW_PLAINTEXT is for development only: unset it (or set 0) when NODE_ENV=production');
  }
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(root, env.DATA_DIR ?? '.data/pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    tenantsDir: resolve(root, env.TENANTS_DIR ?? 'tenants'),
    distDir: resolve(root, env.DIST_DIR ?? 'dist'),
    defaultTenant: env.DEFAULT_TENANT ?? 'mesra',
    allowPlaintext: env.ALLOW_PLAINTEXT === '1',
    production,
    // issue 24 item 4: demo accounts have a published password; production never gets them.
    seedDemo: !production && env.SEED_DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

/**
 * TRUST_PROXY: comma-separated IPs / CIDRs of the proxies in front of the server (nginx on the same host:
 * 127.0.0.1). Only addresses: `true` or a hop count would trust whatever a client writes in X-Forwarded-For.
 */
export function parseTrustProxy(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (bad.length) {
    throw new ConfigError(`TRUST_PROXY must list the proxies' IP addresses or CIDRs, comma-separated (e.g. 127.0.0.1,10.0.0.0/8); not ${bad.map((b) => `'${b}'`).join(', ')}`);
  }
  return entries;
}
