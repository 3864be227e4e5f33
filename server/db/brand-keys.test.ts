// Issue 21 item 5 (every table keyed by brand first; README "Data that grows, and a brand on its own database"):
// every table of the migrated schema carries merchant_id, so a brand's rows can be told apart (for Citus, or a brand
// moved to a database of its own). A new table without it fails here unless it is one of the shared tables below.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestDatabase } from '../test/harness';
import type { Database } from './client';

/** Tables every brand shares (one copy, a reference table on Citus), each with why it has no brand. */
const SHARED: Record<string, string> = {
  merchants: 'the brands themselves',
  server_keys: 'the (enc) payload RSA key pair, one for every node and brand',
  job_runs: 'the job runner’s once-per-(job, subject, period) guard, server-level',
  outbox_events: 'server-level outbox; a brand’s events name it in their payload',
  outbox_applied: 'which subscriber applied which outbox event',
  operator_accounts: 'an operator may serve several brands',
  operator_sessions: 'an operator’s console sessions, across brands',
  operator_api_keys: 'an operator’s API keys, across brands',
};

/** The agent tables keyed brand first by migration 0046, and their primary keys. */
const AGENT_KEYS: Record<string, string[]> = {
  agent_links: ['merchant_id', 'ancestor_id', 'member_id'],
  agent_team_days: ['merchant_id', 'agent_id', 'day'],
  agent_team_returns: ['merchant_id', 'agent_id', 'day', 'gap'],
  agent_team_slots: ['merchant_id', 'agent_id', 'slot'],
};

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe.each(backends)('tables keyed by brand (%s)', (backend) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  }, 120_000);
  afterAll(() => database?.close());

  it('every table has merchant_id, except the shared ones', async () => {
    const tables = await rows<{ table_name: string; has_brand: boolean }>(database, sql`
      select t.table_name, exists (select 1 from information_schema.columns c
        where c.table_schema = t.table_schema and c.table_name = t.table_name and c.column_name = 'merchant_id') as has_brand
      from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by t.table_name`);
    expect(tables.length).toBeGreaterThan(50);
    const without = tables.filter((t) => !t.has_brand).map((t) => t.table_name);
    expect(without).toEqual(Object.keys(SHARED).sort());
  });

  it('agent_links and the agent_team_* tables have merchant_id first in their primary key and member index', async () => {
    const keys = await rows<{ table_name: string; columns: string[] | string }>(database, sql`
      select c.conrelid::regclass::text as table_name,
        array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, i)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.i) as columns
      from pg_constraint c
      where c.contype = 'p' and c.conrelid::regclass::text in ('agent_links', 'agent_team_days', 'agent_team_returns', 'agent_team_slots')`);
    // node-postgres answers a text[] as an array, PGlite as the array literal '{a,b}'.
    const list = (v: string[] | string) => (Array.isArray(v) ? v : v.replace(/^\{|\}$/g, '').split(','));
    expect(Object.fromEntries(keys.map((k) => [k.table_name, list(k.columns)]))).toEqual(AGENT_KEYS);
    const [idx] = await rows<{ def: string }>(database, sql`select indexdef as def from pg_indexes where indexname = 'agent_links_member_idx'`);
    expect(idx.def).toMatch(/\(merchant_id, member_id\)$/);
  });
});
