// One database handle for PGlite (embedded, data in a folder) or PostgreSQL (DATABASE_URL).
// Both speak the same SQL; migrations in server/db/migrations run unchanged on either, then the modules' SQL
// functions (module-functions.ts).
import { mkdirSync } from 'node:fs';
import { PGlite, type Extensions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { applyModuleFunctionsPg, applyModuleFunctionsPglite } from './module-functions';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services open it and pass it down as the last argument. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the db or a transaction: what repositories accept. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL URL (the job runner's pg-boss connects with it); undefined on PGlite. */
  url?: string;
  /** The connection pool's use now (PostgreSQL; /metrics): connections open, idle, callers waiting for one, the most. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

export interface OpenOptions {
  /** PostgreSQL URL; wins over dataDir. */
  databaseUrl?: string;
  /** PGlite folder; omitted = in memory (tests). */
  dataDir?: string;
  /** In-memory PGlite only: start from this dump of an already migrated database (tests: server/test/global-setup.ts),
   * about three times faster than initdb plus every migration. Migrations and module functions still run (no-ops
   * when the dump is current). */
  loadDataDir?: Blob;
  /** In-memory PGlite only: extensions to load (a test's auto_explain, server/modules/wallet/plans.test.ts). */
  pgliteExtensions?: Extensions;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20 });
    // An idle client dropped by the server (restart, failover) must not crash the process: the pool
    // replaces it on the next query (node-postgres docs, "pool.on('error')").
    pool.on('error', (err) => console.error(`postgres: idle client error: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    await applyModuleFunctionsPg(pool);
    return {
      db,
      kind: 'postgres',
      url: opts.databaseUrl,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }),
      close: () => pool.end(),
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = opts.dataDir
    ? new PGlite(opts.dataDir)
    : new PGlite({ ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}), ...(opts.pgliteExtensions ? { extensions: opts.pgliteExtensions } : {}) });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  await applyModuleFunctionsPglite(client);
  return { db, kind: 'pglite', close: () => client.close() };
}

/** A dump of an in-memory PGlite with every migration and module function applied: the tests' template
 * (server/test/global-setup.ts), loaded with `openDatabase({ loadDataDir })`. */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = new PGlite();
  await migratePglite(drizzlePglite(client, { schema }) as never, { migrationsFolder });
  await applyModuleFunctionsPglite(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

/** Whether `e` (or an error it wraps: drizzle puts the driver's error in `cause`) has the PostgreSQL error code `code`. */
export function hasPgCode(e: unknown, code: string): boolean {
  for (let x = e as { code?: unknown; cause?: unknown } | undefined, depth = 0; x && depth < 5; x = x.cause as typeof x, depth++) {
    if (x.code === code) return true;
  }
  return false;
}

/** PostgreSQL unique_violation (23505): two first-time writes raced on the same key; a retry sees the winner. */
export const isUniqueViolation = (e: unknown): boolean => hasPgCode(e, '23505');

/**
 * Runs `work` (a whole transaction) again when PostgreSQL chose it as a deadlock's victim (40P01): nothing of it was
 * written, so running it again is safe. For transactions whose locks another module's transaction may take in the
 * other order (a points redemption: points account then wallet; an outbox delivery: wallet then points account).
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await work();
    } catch (e) {
      if (i >= attempts || !hasPgCode(e, '40P01')) throw e;
    }
  }
}
