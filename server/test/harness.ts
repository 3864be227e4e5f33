// Test harness: a fresh database per suite on PGlite (in memory) and, when TEST_DATABASE_URL is set,
// on PostgreSQL too (a throw-away database created from that URL). Tests use app.inject, no network.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, withOverrides, type ConfigOverrides, type ServerConfig } from '../config';
import { openDatabase, type Database, type OpenOptions } from '../db/client';
import { buildApp } from '../app';
import { systemClock, type Clock } from '../lib/clock';

export type Backend = 'pglite' | 'postgres';

/** The backends every database test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

let pgliteDump: Promise<Blob> | undefined;

/** The migrated PGlite dump made once per run (server/test/global-setup.ts), read once per test file. */
function pgliteTemplate(): Promise<Blob> | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  pgliteDump ??= readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteDump;
}

export async function createTestDatabase(backend: Backend, opts: Pick<OpenOptions, 'pgliteExtensions'> = {}): Promise<Database> {
  if (backend === 'pglite') return openDatabase({ loadDataDir: await pgliteTemplate(), ...opts });
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject('pgTemplate');
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      // pool.end() can resolve while a client is still saying goodbye; a FORCE drop would then kill it and
      // its 'error' would surface as an uncaught exception. Wait (briefly) until the server sees no sessions.
      for (let i = 0; i < 50; i++) {
        const { rows } = await a.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 40));
      }
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
  /** The app's one clock (app.clock): the test's own when it passed one. */
  clock: Clock;
  close(): Promise<void>;
}

/** Settings to change (sections merged one level, as config.withOverrides), and the clock a test moves time with. */
export type TestOverrides = ConfigOverrides & { clock?: Clock; pgliteExtensions?: OpenOptions['pgliteExtensions'] };

export async function createTestApp(backend: Backend, overrides: TestOverrides = {}): Promise<TestApp> {
  const database = await createTestDatabase(backend, { pgliteExtensions: overrides.pgliteExtensions });
  // app.inject connects from 127.0.0.1: tests play the trusted proxy (TRUST_PROXY) and send X-Forwarded-For to
  // stand for different clients. A test of the untrusted case passes trustProxy: [].
  // Jobs off: a suite runs them when it means to (app.jobs.runNow, drain, deliverOutbox); no background timers.
  const { clock = systemClock, pgliteExtensions: _extensions, ...settings } = overrides;
  const config = withOverrides(loadConfig({}), { seedDemo: false, trustProxy: ['127.0.0.1'], ...settings, jobs: { enabled: false, ...settings.jobs } });
  const app = await buildApp({ config, database, clock });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
