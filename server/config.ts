// Every setting the server reads, in one place (the README lists them).
import { resolve } from 'node:path';
import type { AccountsConfig } from './modules/session/config';
import type { SystemConfig } from './modules/system/config';
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
  /** Seed demo data on first start. */
  seedDemo: boolean;
  logLevel: string;
  /** Account/session overrides (tests); defaults and env names in server/modules/session/config.ts. */
  accounts?: Partial<AccountsConfig>;
  /** Operator token, production flag, geo overrides (tests); defaults and env names in server/modules/system/config.ts. */
  system?: Partial<SystemConfig>;
  /** Seamless vendor secrets and clock (tests); env names in server/modules/wallet/config.ts. */
  wallet?: Partial<WalletConfig>;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = resolve(import.meta.dirname, '..');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(root, env.DATA_DIR ?? '.data/pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    tenantsDir: resolve(root, env.TENANTS_DIR ?? 'tenants'),
    distDir: resolve(root, env.DIST_DIR ?? 'dist'),
    defaultTenant: env.DEFAULT_TENANT ?? 'mesra',
    allowPlaintext: env.ALLOW_PLAINTEXT === '1',
    seedDemo: env.SEED_DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
