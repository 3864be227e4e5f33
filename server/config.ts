// Every setting the server reads, in one place (the README lists them): the environment is read here once, into
// one typed tree with a section per module (issue 14 item 5). Modules take their section from app.config and
// never read process.env (eslint.config.js enforces it). An invalid value is a ConfigError: server/main.ts
// refuses to start with its message alone.
import { resolve } from 'node:path';
import { ConfigError } from './lib/config-error';
import { loadAccountsConfig, type AccountsConfig } from './modules/accounts/session/config';
import { loadSystemConfig, type SystemConfig } from './modules/system/config';
import { loadJobsConfig, type JobsConfig } from './jobs/config';
import { isAddressOrCidr } from './modules/system/ip-list';
import { loadSmsSettings, type SmsSettings } from './modules/accounts/verification/providers';
import { loadWalletConfig, type WalletConfig } from './modules/wallet/config';
import { loadLotteryConfig, type LotteryConfig } from './modules/lottery/config';
import { loadPayloadKeysConfig, type PayloadKeysConfig } from './modules/accounts/auth/keys-config';
import { loadOpsConfig, type OpsConfig } from './plugins/ops-config';
import { loadComplianceConfig, type ComplianceConfig } from './modules/compliance/config';

export { ConfigError };

/** The verification module's settings (SMS gateway; the dev outbox route exists outside production). */
export interface VerificationConfig {
  sms: SmsSettings;
}

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
  /** NODE_ENV=production: no demo data, no dev outbox route, and the start-up refusals of server/main.ts apply. */
  production: boolean;
  /** TEST_CLOCK_FILE: a test moves this server's business time (server/lib/clock.ts fileOffsetClock); ignored in production. */
  testClockFile?: string;
  /** Seed demo data on first start: development only (SEED_DEMO=0 turns it off there too). */
  seedDemo: boolean;
  /** SEED_DEMO=1 given in production, where it is ignored (server/main.ts warns). */
  seedDemoIgnored: boolean;
  logLevel: string;
  /**
   * Addresses (IPs or CIDRs) of the reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY); empty: none,
   * so the client is the socket's peer. Every per-IP limit, the audit log and the region check read req.ip.
   */
  trustProxy: string[];
  /** Accounts and sessions; defaults and env names in server/modules/accounts/session/config.ts. */
  accounts: AccountsConfig;
  /** Operator token, production flag, geo table; env names in server/modules/system/config.ts. */
  system: SystemConfig;
  /** Seamless vendor callbacks (signature window, vendor cache); env names in server/modules/wallet/config.ts. */
  wallet: WalletConfig;
  /** SMS gateway; env names in server/modules/accounts/verification/providers.ts. */
  verification: VerificationConfig;
  /** Job runner switches and poll intervals; env names in server/jobs/config.ts. */
  jobs: JobsConfig;
  /** The (enc) payload keys: key-encryption key, rotation; env names in server/modules/accounts/auth/keys-config.ts. */
  payloadKeys: PayloadKeysConfig;
  /** Several nodes (Redis), /metrics, shutdown (issue 21); env names in server/plugins/ops-config.ts. */
  ops: OpsConfig;
  /** House lotteries: the fast game's period, the draw job's; env names in server/modules/lottery/config.ts. */
  lottery: LotteryConfig;
  /** Player protection (issue 20); env names in server/modules/compliance/config.ts. */
  compliance: ComplianceConfig;
}

/** The sections of the tree; an override replaces the settings it names and keeps the rest of its section. */
type Section = 'accounts' | 'system' | 'wallet' | 'verification' | 'jobs' | 'payloadKeys' | 'ops' | 'lottery' | 'compliance';
export type ConfigOverrides = Partial<Omit<ServerConfig, Section>> & { [K in Section]?: Partial<ServerConfig[K]> };

/** `config` with `overrides` applied (tests, scripts): top-level settings replaced, sections merged one level. */
export function withOverrides(config: ServerConfig, overrides: ConfigOverrides = {}): ServerConfig {
  const { accounts, system, wallet, verification, jobs, payloadKeys, ops, lottery, compliance, ...top } = overrides;
  return {
    ...config,
    ...top,
    accounts: { ...config.accounts, ...accounts },
    system: { ...config.system, ...system },
    wallet: { ...config.wallet, ...wallet },
    verification: { ...config.verification, ...verification },
    jobs: { ...config.jobs, ...jobs },
    payloadKeys: { ...config.payloadKeys, ...payloadKeys },
    ops: { ...config.ops, ...ops },
    lottery: { ...config.lottery, ...lottery },
    compliance: { ...config.compliance, ...compliance },
  };
}

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
    testClockFile: production ? undefined : env.TEST_CLOCK_FILE || undefined,
    // issue 24 item 4: demo accounts have a published password; production never gets them.
    seedDemo: !production && env.SEED_DEMO !== '0',
    seedDemoIgnored: production && env.SEED_DEMO === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    accounts: loadAccountsConfig(env),
    system: loadSystemConfig(env),
    wallet: loadWalletConfig(env),
    verification: { sms: loadSmsSettings(env) },
    jobs: loadJobsConfig(env),
    payloadKeys: loadPayloadKeysConfig(env, production),
    ops: loadOpsConfig(env),
    lottery: loadLotteryConfig(env),
    compliance: loadComplianceConfig(env, production),
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
