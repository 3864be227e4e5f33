// Issue 21 item 5 (a plan trap): the per-bet functions (seamless_batch, seamless_settle, seamless_refund) run with
// force_generic_plan, and a generic plan is made once per session, possibly on tables with no statistics yet (a new
// brand's database, a new month's partition). Migration 0052 keyed seamless_txs (merchant_id, id) beside its vendor
// key, and the batch's plan, made on the empty table, looked the vendor tx up on (merchant_id, id): every tx of the
// brand read per call (bench:wallet 250 pairs/s). This test makes the functions' plans on freshly migrated,
// never-analysed tables and reads them with auto_explain (nested statements, every run): no statement of a bet may
// scan a per-bet table whole, or through an index by the brand alone: on a new brand (nothing analysed), and with the
// brand's players analysed (as autovacuum would have them on a live brand); the per-bet tables have no statistics.
// What it found (fixed; wallet README "Plans that outlive their statistics"): a rollback's and a refund's look-up of
// the debit's postings took a sequential scan of the month's partition (small when the plan was made) or ANDed the
// journal index with the primary key by brand alone (now wallet_postings_journal_idx is (merchant_id, journal_id),
// migration 0054, and the functions plan with enable_seqscan off); on a new brand, the batch's lock and balance
// update of its accounts went by brand alone (now by (brand, member) and (brand, id) pairs). Each undone fails it.
import { auto_explain } from '@electric-sql/pglite/contrib/auto_explain';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createMember } from '../../test/login';
import { fund } from '../../test/wallet';
import { houseSlot } from './ledger';
import { BATCH_TEXT } from './seamless';

/** The tables every bet writes or reads, month partitions included (by name prefix). */
const PER_BET = ['wallet_accounts', 'wallet_journals', 'wallet_postings', 'seamless_txs', 'seamless_rounds', 'outbox_events', 'wallet_bet_guards'];
const perBet = (name: string | undefined) => !!name && PER_BET.some((t) => name === t || name.startsWith(`${t}_`));

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}
interface Logged {
  'Query Text': string;
  Plan: PlanNode;
}

/** A session that logs every statement's plan (nested ones too) to the client: auto_explain at NOTICE, JSON. */
interface PlanSession {
  run(text: string, values: unknown[]): Promise<Record<string, unknown>[]>;
  plans: Logged[];
  release(): Promise<void>;
}
const AUTO_EXPLAIN = [
  "LOAD 'auto_explain'",
  'SET auto_explain.log_min_duration = 0',
  'SET auto_explain.log_nested_statements = on',
  "SET auto_explain.log_level = 'notice'",
  "SET auto_explain.log_format = 'json'",
  // A session's cached plans (an earlier test's, on a pooled connection or PGlite's one session) made again, now.
  'DISCARD PLANS',
];
const QUIET = 'SET auto_explain.log_min_duration = -1';
function parsePlan(message: string, plans: Logged[]) {
  const json = message.slice(message.indexOf('{'));
  if (json.startsWith('{')) plans.push(JSON.parse(json) as Logged);
}
async function planSession(t: TestApp): Promise<PlanSession> {
  const plans: Logged[] = [];
  const onNotice = (n: { message?: string }) => parsePlan(n.message ?? '', plans);
  const client = (t.database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  let query: PlanSession['run'];
  let done = () => {};
  if (client instanceof pg.Pool) {
    // Its own connection: LOAD and SET hold for one session, and its generic plans are made here, now.
    const c = await client.connect();
    c.on('notice', onNotice);
    query = async (text, values) => (await c.query(text, values)).rows;
    done = () => c.release();
  } else {
    query = async (text, values) => (await client.query<Record<string, unknown>>(text, values, { onNotice } as never)).rows;
  }
  for (const s of AUTO_EXPLAIN) await query(s, []);
  return {
    plans,
    run: query,
    release: async () => {
      await query(QUIET, []);
      done();
    },
  };
}

/** Every scan of a per-bet table in a plan, with what it is keyed on ('' for a whole-table scan). */
function scans(node: PlanNode, out: { table: string; type: string; index: string; cond: string }[] = []) {
  const rel = node['Relation Name'];
  if (node['Node Type'] === 'Seq Scan' && perBet(rel)) out.push({ table: rel!, type: 'Seq Scan', index: '', cond: '' });
  if (node['Index Name'] && perBet(node['Index Name']) && node['Index Cond'] !== undefined) {
    out.push({ table: rel ?? node['Index Name'], type: node['Node Type'], index: node['Index Name'], cond: node['Index Cond'] });
  }
  for (const p of node.Plans ?? []) scans(p, out);
  return out;
}
/** The columns an index condition compares ("((merchant_id = $1) AND (member_id = ANY ($2)))" -> merchant_id, member_id). */
const condColumns = (cond: string) => [...cond.matchAll(/\(?\(?([a-z_][a-z0-9_]*)\s*(?:=|<|>|<=|>=|IS)\s/g)].map((m) => m[1]);

describe.each(backends)('per-bet plans on tables without statistics (%s)', (backend) => {
  let t: TestApp;
  let s: PlanSession;
  beforeAll(async () => {
    t = await createTestApp(backend, { pgliteExtensions: { auto_explain } });
  });
  afterAll(async () => {
    await s?.release();
    await t?.close();
  });

  /** A call's answer: accepted (no refusal code). */
  const ok = (rows: Record<string, unknown>[]) => expect(rows[0].r_code).toBeNull();
  async function funded(amount: number) {
    const m = await createMember(t.app, 'mesra');
    await fund(t.database.db, m, amount);
    return m;
  }

  /**
   * One session's plans for every kind of per-bet call, made now: with `players` the brand's 5,000 players (members
   * with a wallet) are inserted and analysed first, as autovacuum has them on a live brand; without, nothing is
   * analysed (a new brand). The per-bet tables have no statistics either way.
   */
  async function plansOfEveryCall(players: boolean, bulk: boolean) {
    const m = await funded(100_000);
    const n = await funded(100_000);
    const db = t.database.db;
    if (players) {
      await db.execute(sql`insert into members (merchant_id, username, password_hash)
        select ${m.merchantId}, 'plan_bystander_' || g, 'x' from generate_series(1, 5000) g`);
      await db.execute(sql`analyze members`);
      await db.execute(sql`insert into wallet_accounts (merchant_id, member_id, kind, vendor_code)
        select merchant_id, id, 'main', '' from members where merchant_id = ${m.merchantId} and username like 'plan\_bystander\_%'`);
      await db.execute(sql`analyze members, wallet_accounts`);
    }
    const stats = (await db.execute(sql`select count(*)::int as n from pg_stats where tablename like 'seamless\_%' or tablename like 'wallet\_journals%' or tablename like 'wallet\_postings%'`)) as unknown as { rows: { n: number }[] };
    expect(stats.rows[0].n).toBe(0);
    await s?.release();
    s = await planSession(t);
    const call = (op: string, who: { id: number; merchantId: number }, tx: string, round: string, amount: number) =>
      s.run(
        'select * from seamless_call($1, $2, $3, $4, $5, $6, $7, $8, true, $9, 1000, null, $10, null, null, false)',
        [op, who.merchantId, who.id, 'PG', `${who.id}-${tx}`, `${who.id}-${round}`, amount, 'g1', houseSlot(who.id), 'RNG'],
      );
    ok(await call('debit', m, 'd1', 'r1', 1_000)); // a bet
    ok(await call('credit', m, 'c1', 'r1', 2_500)); // its win: the round settles, bet.settled is written
    ok(await call('debit', m, 'd1', 'r1', 1_000)); // a replay
    ok(await call('debit', m, 'd2', 'r2', 500));
    ok(await call('rollback', m, 'd2', 'r2', 0)); // a rollback of a known debit (the reversal journal)
    ok(await call('rollback', m, 'd9', 'r9', 0)); // of an unknown one (recorded)
    ok(await call('debit', m, 'd3', 'r3', 700));
    ok(await call('credit', m, 'c3', 'r3', 0)); // a losing round closed (no journal)
    // Misses looked up in every month (migration 0055): a credit of a round never seen, a second credit of a closed one.
    expect((await call('credit', m, 'c7', 'r7', 100))[0].r_code).toBe('round_not_found');
    expect((await call('credit', m, 'c8', 'r3', 100))[0].r_code).toBe('round_closed');
    // The house games' settlement in bulk (a lottery draw's wins and refunds): seamless_settle, seamless_refund.
    ok(await call('debit', n, 'd4', 'r4', 300));
    ok(await call('debit', n, 'd5', 'r5', 300));
    // A batch of several calls, as the batcher sends them under load: their look-ups made in one statement at its start
    // (a bet and its win in one batch: the win looks up on its own after the bet's rows are written).
    const several = await s.run(BATCH_TEXT, [
      ['debit', 'credit', 'debit'],
      [m.merchantId, m.merchantId, n.merchantId],
      [m.id, m.id, n.id],
      ['PG', 'PG', 'PG'],
      [`${m.id}-d6`, `${m.id}-c6`, `${n.id}-d6`],
      [`${m.id}-r6`, `${m.id}-r6`, `${n.id}-r6`],
      [400, 800, 200],
      ['g1', 'g1', 'g1'],
      [true, true, true],
      [houseSlot(m.id), houseSlot(m.id), houseSlot(n.id)],
      [1000, 1000, 1000],
      [null, null, null],
      ['RNG', 'RNG', 'RNG'],
      [null, null, null],
      [null, null, null],
      [false, false, false],
    ]);
    expect(several.map((r) => r.r_code)).toEqual([null, null, null]);
    if (bulk) await settleAndRefund(n);

    // Not vacuous: the functions' own statements were logged, and their look-ups of the vendor tx and the round.
    const nested = s.plans.filter((p) => !/seamless_(call|settle|refund)\(/.test(p['Query Text']));
    expect(nested.length).toBeGreaterThan(20);
    const all = nested.flatMap((p) => scans(p.Plan).map((x) => ({ ...x, query: p['Query Text'].replace(/\s+/g, ' ').slice(0, 160) })));
    expect(all.some((x) => x.table.startsWith('seamless_txs'))).toBe(true);
    expect(all.some((x) => x.table.startsWith('seamless_rounds'))).toBe(true);
    expect(nested.some((p) => /WITH ORDINALITY AS c\(/.test(p['Query Text']))).toBe(true);
    return all.filter((x) => x.type === 'Seq Scan' || condColumns(x.cond).every((c) => c === 'merchant_id'));
  }

  async function settleAndRefund(n: { id: number; merchantId: number }) {
    const settle = await s.run(
      'select * from seamless_settle($1::int, $2::text, $3::int[], $4::text[], $5::text[], $6::bigint[], $7::text[], $8::text[], $9::text[], $10::jsonb[], $11::timestamptz[])',
      [n.merchantId, 'PG', [n.id], [`${n.id}-c4`], [`${n.id}-r4`], [900], ['g1'], [houseSlot(n.id)], ['RNG'], [null], [null]],
    );
    ok(settle);
    const refund = await s.run(
      'select * from seamless_refund($1::int, $2::text, $3::int[], $4::text[], $5::bigint[], $6::text[], $7::text[], $8::text[], $9::timestamptz[])',
      [n.merchantId, 'PG', [n.id], [`${n.id}-d5`], [300], ['g1'], [houseSlot(n.id)], ['RNG'], [null]],
    );
    ok(refund);
  }

  // A new brand first (its plans made before anything is analysed), then the same brand grown and analysed. The
  // house games' bulk settle and refund are checked on the grown brand only: on a new one their balance update
  // still plans by brand (one statement for the chunk's accounts; re-planned once autovacuum analyses the wallets).
  it('on a new brand, no bet, win or rollback reads a per-bet table whole or by the brand alone', async () => {
    expect(await plansOfEveryCall(false, false)).toEqual([]);
  });
  it("with the brand's players analysed, neither do they, nor the house games' bulk settle and refund", async () => {
    expect(await plansOfEveryCall(true, true)).toEqual([]);
  });
});
