// Database functions owned by server modules (issue 14 item 2): each `server/modules/<module>/sql/*.sql` file is
// the one source of its functions (the seamless wallet's posting rules live in wallet/sql/seamless-batch.sql).
// They are applied after the drizzle migrations, at every open, in one transaction under an advisory lock, so
// several processes starting together apply them one after the other and never see a half-applied file.
// Why not a generated migration per change: a function is code, not schema; a copy per migration made five
// versions of seamless_batch (0007-0015) that a reader had to diff to find the rules, and two branches
// changing it would both need the next migration number. CREATE OR REPLACE is cheap and idempotent, and the
// files only use statements that may run again (CREATE OR REPLACE, DROP ... IF EXISTS). Old migrations keep
// the history; the file is what runs. The migrations still create the tables these functions use.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

const modulesDir = new URL('../modules', import.meta.url).pathname;
/** pg_advisory_xact_lock key of the function applier ("wlfn" as an int). */
const LOCK_KEY = 0x776c666e;

/** The module SQL files in a fixed order (module name, then file name), each split into statements. */
export function moduleFunctionFiles(): { file: string; statements: string[] }[] {
  const out: { file: string; statements: string[] }[] = [];
  for (const mod of readdirSync(modulesDir).sort()) {
    const dir = join(modulesDir, mod, 'sql');
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.sql')).sort()) {
      const text = readFileSync(join(dir, f), 'utf8');
      const statements = text
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter((s) => s.replace(/^--.*$/gm, '').trim().length > 0);
      out.push({ file: `${mod}/sql/${f}`, statements });
    }
  }
  return out;
}

export async function applyModuleFunctionsPg(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    for (const { statements } of moduleFunctionFiles()) for (const s of statements) await client.query(s);
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

/** PGlite has one connection: no lock needed, one transaction all the same. */
export async function applyModuleFunctionsPglite(client: PGlite): Promise<void> {
  await client.transaction(async (tx) => {
    for (const { statements } of moduleFunctionFiles()) for (const s of statements) await tx.exec(s);
  });
}
