// Vitest global setup: one migrated database made once per run, copied for every suite instead of migrating each
// (server/test/harness.ts). On PGlite a dump of the migrated data folder (loading it is ~3x faster than initdb plus
// the migrations); on PostgreSQL, with TEST_DATABASE_URL, a template database (CREATE DATABASE ... TEMPLATE copies
// files). Suites still run the migrations and module functions at open: no-ops on a current template, so a stale
// template can only cost time, never a wrong schema.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump, openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding the migrated PGlite dump. */
    pgliteTemplate: string;
    /** Name of the migrated template database next to TEST_DATABASE_URL's ('' without it). */
    pgTemplate: string;
  }
}

let dir: string | undefined;
let pgTemplate = '';

async function waitForNoSessions(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 40));
  }
}

export async function setup(project: TestProject): Promise<void> {
  dir = mkdtempSync(join(tmpdir(), 'vitest-pglite-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()));
  project.provide('pgliteTemplate', file);

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    pgTemplate = `t_template_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pgTemplate}`);
    const url = new URL(adminUrl);
    url.pathname = `/${pgTemplate}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.close();
    // CREATE DATABASE ... TEMPLATE refuses a template anyone is connected to.
    await waitForNoSessions(admin, pgTemplate);
    await admin.end();
  }
  project.provide('pgTemplate', pgTemplate);
}

export async function teardown(): Promise<void> {
  if (dir) rmSync(dir, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl && pgTemplate) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${pgTemplate} WITH (FORCE)`);
    await admin.end();
  }
}
