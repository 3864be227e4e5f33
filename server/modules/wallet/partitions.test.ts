// Month partitions of wallet_journals and wallet_postings (issue 21 item 5; migration 0044, sql/partitions.sql) and of
// seamless_txs and seamless_rounds (migration 0055): this market month and the next ones exist, a journal and its
// postings land in their month, a history query reads only the asked month's partitions through their indexes, the
// seamless look-ups stay index scans, a vendor's retry and a round's credit find what last month wrote, the ensure
// function is idempotent and safe when run at once, the daily job runs it, and a row dated into a month without a
// partition waits in DEFAULT and moves into the month's partition when it is made.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketDay, marketDayStartOf } from '../../../schema/api/market-day';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createMember } from '../../test/login';
import { dateWindow, history, historyStatements } from './history';
import { houseSlot, lockMemberAccount, postJournal, systemAccount } from './ledger';
import { SEAMLESS_MONTH_DEFAULT as SEAMLESS_MONTH } from './tables';
import { ensureWalletPartitions, SEAMLESS_PARTITION_MONTHS_AHEAD, WALLET_PARTITION_MONTHS_AHEAD } from './partitions';

const rowsOf = <T = Record<string, unknown>>(r: unknown) => (r as { rows: T[] }).rows;

/** The market month (YYYY-MM) `n` months after the one holding `ms`. */
function monthAfter(ms: number, n: number): string {
  const [y, m] = marketDay(ms).split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}
const suffix = (month: string) => `_y${month.slice(0, 4)}m${month.slice(5, 7)}`;
/** The last day (YYYY-MM-DD) of a month. */
const lastDay = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

describe.each(backends)('wallet month partitions (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const q = async <T = Record<string, unknown>>(s: SQL) => rowsOf<T>(await db().execute(s));
  const partitions = async (parent: string) =>
    q<{ name: string; bound: string }>(
      sql`select c.relname as name, pg_get_expr(c.relpartbound, c.oid) as bound from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = ${parent}::regclass order by 1`,
    );
  const explain = async (s: SQL) => (await q<{ 'QUERY PLAN': string }>(sql`explain ${s}`)).map((r) => r['QUERY PLAN']).join('\n');

  async function funded(amount: number) {
    const m = await createMember(t.app, 'mesra');
    const journal = await db().transaction(async (tx) => {
      const w = await lockMemberAccount(m.merchantId, m.id, 'main', '', tx);
      const clearing = await systemAccount(m.merchantId, 'payment_clearing', tx);
      const j = await postJournal(
        { merchantId: m.merchantId, kind: 'deposit', memberId: m.id, postings: [{ account: clearing, amount: -amount }, { account: { id: w.id, isMember: true }, amount }] },
        tx,
        new Map([[w.id, w.balance]]),
      );
      return { journalId: j.journalId, accountId: w.id };
    });
    return { ...m, ...journal };
  }

  it('this market month and the next ones have partitions of both tables, plus DEFAULT', async () => {
    const now = Date.now();
    for (const parent of ['wallet_journals', 'wallet_postings', 'seamless_txs', 'seamless_rounds']) {
      const names = (await partitions(parent)).map((p) => p.name);
      expect(names).toContain(`${parent}_default`);
      const ahead = parent.startsWith('seamless') ? SEAMLESS_PARTITION_MONTHS_AHEAD : WALLET_PARTITION_MONTHS_AHEAD;
      for (let i = 0; i <= ahead; i++) expect(names).toContain(parent + suffix(monthAfter(now, i)));
      expect(names).not.toContain(parent + suffix(monthAfter(now, ahead + 1)));
    }
    // Bounds are market months (UTC+8): from the market's first day of the month to the next month's.
    const month = monthAfter(now, 0);
    const [p] = (await partitions('wallet_journals')).filter((x) => x.name === `wallet_journals${suffix(month)}`);
    const iso = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace('.000Z', '+00');
    expect(p.bound).toBe(`FOR VALUES FROM ('${iso(marketDayStartOf(`${month}-01`))}') TO ('${iso(marketDayStartOf(`${monthAfter(now, 1)}-01`))}')`);
    // The seamless tables' key is the market month's first day.
    for (const parent of ['seamless_txs', 'seamless_rounds']) {
      const [sp] = (await partitions(parent)).filter((x) => x.name === parent + suffix(month));
      expect(sp.bound).toBe(`FOR VALUES FROM ('${month}-01') TO ('${monthAfter(now, 1)}-01')`);
    }
    // Ids still come from the kept sequences.
    const [s] = await q(sql`select pg_get_serial_sequence('wallet_journals', 'id') as j, pg_get_serial_sequence('wallet_postings', 'id') as p`);
    expect(s).toEqual({ j: 'public.wallet_journals_id_seq', p: 'public.wallet_postings_id_seq' });
  });

  it("a journal and its postings land in this month's partition, with the same created_at", async () => {
    const m = await funded(5_000);
    const month = suffix(monthAfter(Date.now(), 0));
    const [j] = await q<{ part: string; created_at: unknown }>(sql`select tableoid::regclass::text as part, created_at from wallet_journals where merchant_id = ${m.merchantId} and id = ${m.journalId}`);
    const ps = await q<{ part: string; same: boolean }>(
      sql`select p.tableoid::regclass::text as part, p.created_at = j.created_at as same from wallet_postings p join wallet_journals j on j.merchant_id = p.merchant_id and j.id = p.journal_id and j.created_at = p.created_at where p.journal_id = ${m.journalId}`,
    );
    expect(j.part).toBe(`wallet_journals${month}`);
    expect(ps).toEqual([
      { part: `wallet_postings${month}`, same: true },
      { part: `wallet_postings${month}`, same: true },
    ]);
  });

  it('is idempotent, and safe when run at once', async () => {
    expect(await ensureWalletPartitions(db())).toBe(0);
    const at = new Date('2031-03-10T00:00:00Z');
    // Four callers at once (four pooled connections on PostgreSQL): each partition made once in all (the ledger's three
    // months, the seamless tables' two).
    const made = await Promise.all([1, 2, 3, 4].map(() => ensureWalletPartitions(db(), 2, at)));
    expect(made.reduce((a, b) => a + b, 0)).toBe(10);
    expect(await ensureWalletPartitions(db(), 2, at)).toBe(0);
    for (const parent of ['wallet_journals', 'wallet_postings', 'seamless_txs', 'seamless_rounds']) {
      const names = (await partitions(parent)).map((p) => p.name);
      for (const mm of parent.startsWith('seamless') ? ['03', '04'] : ['03', '04', '05']) expect(names.filter((n) => n === `${parent}_y2031m${mm}`)).toHaveLength(1);
    }
  });

  it.runIf(backend === 'postgres')('gives up after 2 s when a query holds every month (lock_timeout), making nothing; the next run makes the month', async () => {
    const at = new Date('2033-01-10T00:00:00Z');
    const started = Date.now();
    await db().transaction(async (tx) => {
      // A long read of every month: ATTACH needs the DEFAULT partition to itself.
      await tx.execute(sql`select count(*) from wallet_postings`);
      const err = await ensureWalletPartitions(db(), 0, at).then(() => null, (e: unknown) => e as { cause?: { code?: string } });
      expect(err?.cause?.code).toBe('55P03');
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await partitions('wallet_journals')).map((p) => p.name)).not.toContain('wallet_journals_y2033m01');
    expect(await ensureWalletPartitions(db(), 0, at)).toBe(4);
  });

  it('the daily job wallet.partitions makes a missing month', async () => {
    const last = suffix(monthAfter(Date.now(), WALLET_PARTITION_MONTHS_AHEAD));
    for (const parent of ['wallet_journals', 'wallet_postings']) await db().execute(sql.raw(`drop table ${parent}${last}`));
    expect(await t.app.jobs.runNow('wallet.partitions', { now: new Date() })).toBe('done');
    const [run] = await q<{ result: unknown }>(sql`select result from job_runs where job = 'wallet.partitions' order by id desc limit 1`);
    expect(run.result).toEqual({ created: 2 });
    expect((await partitions('wallet_journals')).map((p) => p.name)).toContain(`wallet_journals${last}`);
    expect((await partitions('wallet_postings')).map((p) => p.name)).toContain(`wallet_postings${last}`);
  });

  it("a journal dated into a month without partition waits in DEFAULT, and moves when that month's partition is made", async () => {
    const m = await funded(1_000);
    const at = '2032-05-10T12:00:00Z';
    const [{ id }] = await q<{ id: string }>(sql`insert into wallet_journals (merchant_id, kind, member_id, created_at) values (${m.merchantId}, 'adjustment', ${m.id}, ${at}::timestamptz) returning id`);
    await db().execute(
      sql`insert into wallet_postings (journal_id, merchant_id, account_id, amount, balance_after, created_at) values (${id}, ${m.merchantId}, ${m.accountId}, 0, 1000, ${at}::timestamptz), (${id}, ${m.merchantId}, ${m.accountId}, 0, 1000, ${at}::timestamptz)`,
    );
    const where = (j: number | string) => sql`select (select array_agg(distinct tableoid::regclass::text) from wallet_journals where id = ${j}) as j, (select array_agg(distinct tableoid::regclass::text) from wallet_postings where journal_id = ${j}) as p, (select count(*)::int from wallet_postings where journal_id = ${j}) as n`;
    expect(await q(where(id))).toEqual([{ j: ['wallet_journals_default'], p: ['wallet_postings_default'], n: 2 }]);
    expect(await ensureWalletPartitions(db(), 0, new Date(at))).toBe(4);
    expect(await q(where(id))).toEqual([{ j: ['wallet_journals_y2032m05'], p: ['wallet_postings_y2032m05'], n: 2 }]);
  });

  it('seamless keys are looked up in this market month, and during its first two days in the last one too', async () => {
    const months = async (at: string) => (await q<{ m: string[] }>(sql`select seamless_months(${at}::timestamptz)::text[] as m`))[0].m;
    // Market time is UTC+8: 2026-11-30 16:00 UTC is 1 December 00:00 there.
    expect(await months('2026-11-30T15:59:59Z')).toEqual(['2026-11-01']);
    expect(await months('2026-11-30T16:00:00Z')).toEqual(['2026-12-01', '2026-11-01']);
    expect(await months('2026-12-02T15:59:59Z')).toEqual(['2026-12-01', '2026-11-01']);
    expect(await months('2026-12-02T16:00:00Z')).toEqual(['2026-12-01']);
    expect(await months('2027-01-01T00:00:00Z')).toEqual(['2027-01-01', '2026-12-01']);
  });

  it("seamless calls land in this month's partitions; a credit and a rollback find what earlier months wrote", async () => {
    const m = await funded(10_000);
    const this_ = monthAfter(Date.now(), 0);
    const call = async (op: string, tx: string, round: string, amount: number) => {
      const [r] = await q<{ r_code: string | null; r_balance: string; r_duplicate: boolean }>(
        sql`select * from seamless_call(${op}, ${m.merchantId}, ${m.id}, 'PG', ${`${m.id}-${tx}`}, ${`${m.id}-${round}`}, ${amount}::bigint, 'g1', true, ${houseSlot(m.id)}, 1000, null, 'RNG', null, null, false)`,
      );
      return { code: r.r_code, balance: Number(r.r_balance), duplicate: r.r_duplicate };
    };
    const where = (round: string) =>
      q<{ txs: string[]; rounds: string[]; n: number; status: string; credits: number }>(sql`select
        (select array_agg(distinct tableoid::regclass::text) from seamless_txs where merchant_id = ${m.merchantId} and round_id = ${`${m.id}-${round}`}) as txs,
        (select array_agg(tableoid::regclass::text) from seamless_rounds where merchant_id = ${m.merchantId} and round_id = ${`${m.id}-${round}`}) as rounds,
        (select count(*)::int from seamless_rounds where merchant_id = ${m.merchantId} and round_id = ${`${m.id}-${round}`}) as n,
        (select status from seamless_rounds where merchant_id = ${m.merchantId} and round_id = ${`${m.id}-${round}`}) as status,
        (select credits from seamless_rounds where merchant_id = ${m.merchantId} and round_id = ${`${m.id}-${round}`}) as credits`);
    expect(await call('debit', 'd1', 'r1', 1_000)).toEqual({ code: null, balance: 9_000, duplicate: false });
    expect(await where('r1')).toEqual([{ txs: [`seamless_txs${suffix(this_)}`], rounds: [`seamless_rounds${suffix(this_)}`], n: 1, status: 'open', credits: 0 }]);
    expect(await call('debit', 'd1', 'r1', 1_000)).toEqual({ code: null, balance: 9_000, duplicate: true });
    // As if written earlier (a round begun before the month turned; sports bets settled and cancelled five months on):
    // the rows moved to that month's key. Last month's partition may not exist: DEFAULT holds those rows.
    await db().execute(sql`select wallet_month_partition(p, (${SEAMLESS_MONTH} - interval '5 months')::date) from unnest(array['seamless_txs', 'seamless_rounds']) p`);
    for (const [tx, round, amount, back] of [
      ['d2', 'r2', 500, '1 month'],
      ['d3', 'r3', 1_000, '5 months'],
      ['d4', 'r4', 1_000, '5 months'],
    ] as const) {
      expect((await call('debit', tx, round, amount)).code).toBeNull();
      const month = sql`(month - ${back}::interval)::date`;
      await db().execute(sql`update seamless_txs set month = ${month} where merchant_id = ${m.merchantId} and round_id = ${`${m.id}-${round}`}`);
      await db().execute(sql`update seamless_rounds set month = ${month} where merchant_id = ${m.merchantId} and round_id = ${`${m.id}-${round}`}`);
    }
    // 10,000 - 1,000 - 500 - 1,000 - 1,000 = 6,500: the wins and the refund settle each round's one row, where it is.
    expect(await call('credit', 'c1', 'r1', 2_500)).toEqual({ code: null, balance: 9_000, duplicate: false });
    expect(await call('credit', 'c3', 'r3', 3_000)).toEqual({ code: null, balance: 12_000, duplicate: false });
    expect(await call('rollback', 'd2', 'r2', 0)).toEqual({ code: null, balance: 12_500, duplicate: false });
    expect(await call('rollback', 'd4', 'r4', 0)).toEqual({ code: null, balance: 13_500, duplicate: false });
    const old = suffix(monthAfter(Date.now(), -5));
    expect(await where('r1')).toEqual([expect.objectContaining({ rounds: [`seamless_rounds${suffix(this_)}`], n: 1, status: 'settled', credits: 1 })]);
    expect(await where('r2')).toEqual([expect.objectContaining({ rounds: ['seamless_rounds_default'], n: 1, status: 'rolled_back' })]);
    expect(await where('r3')).toEqual([expect.objectContaining({ rounds: [`seamless_rounds${old}`], n: 1, status: 'settled', credits: 1 })]);
    expect(await where('r4')).toEqual([expect.objectContaining({ rounds: [`seamless_rounds${old}`], n: 1, status: 'rolled_back' })]);
    // The same calls again are replays, also once their own rows are months old (a vendor re-sending its settlements),
    // and a round never seen is refused.
    expect(await call('credit', 'c3', 'r3', 3_000)).toEqual({ code: null, balance: 12_000, duplicate: true });
    expect(await call('rollback', 'd4', 'r4', 0)).toEqual({ code: null, balance: 13_500, duplicate: true });
    await db().execute(sql`update seamless_txs set month = (month - interval '5 months')::date where merchant_id = ${m.merchantId} and tx_id in (${`${m.id}-c3`}, ${`${m.id}-d4`}) and month = ${SEAMLESS_MONTH}`);
    expect(await call('credit', 'c3', 'r3', 3_000)).toEqual({ code: null, balance: 12_000, duplicate: true });
    expect(await call('rollback', 'd4', 'r4', 0)).toEqual({ code: null, balance: 13_500, duplicate: true });
    expect((await call('credit', 'c5', 'r5', 100)).code).toBe('round_not_found');
  });

  it("a history query by dates reads only the asked month's partitions, through indexes; the seamless look-ups are index scans", async () => {
    const m = await funded(10_000);
    // A month with data (next market month: its partition exists), and this month's: 20,000 journals of other
    // accounts each, 30 of the member's in the next month, two postings each, then statistics.
    const next = monthAfter(Date.now(), 1);
    const nextStart = marketDayStartOf(`${next}-01`);
    const thisStart = marketDayStartOf(`${monthAfter(Date.now(), 0)}-01`);
    for (const [start, mine] of [
      [thisStart, 0],
      [nextStart, 30],
    ] as const) {
      await db().execute(sql`with j as (
          insert into wallet_journals (merchant_id, kind, member_id, created_at)
            select ${m.merchantId}, 'bet', case when g <= ${mine} then ${m.id} else 900000 + g % 500 end, ${new Date(start).toISOString()}::timestamptz + g * interval '1 minute'
              from generate_series(1, 20000) g
            returning id, member_id, created_at)
        insert into wallet_postings (journal_id, merchant_id, account_id, amount, balance_after, created_at)
          select j.id, ${m.merchantId}, case when j.member_id = ${m.id} then ${m.accountId} else 900000 + j.id % 500 end, x.a, 0, j.created_at
            from j, (values (-1), (1)) x(a)`);
    }
    await db().execute(sql`analyze wallet_journals`);
    await db().execute(sql`analyze wallet_postings`);

    const window = dateWindow({ startDate: `${next}-01`, endDate: lastDay(next) }, new Date());
    const statements = historyStatements(db(), m.merchantId, [m.accountId], window, { pageNo: 1, pageSize: 15 });
    for (const s of [statements.count, statements.page]) {
      const plan = await explain(sql.raw(s.toSQL().sql.replace(/\$(\d+)/g, (_, i) => lit(s.toSQL().params[Number(i) - 1]))));
      const parts = [...new Set(plan.match(/wallet_(journals|postings)_(y\d{4}m\d{2}|default)/g))].sort();
      expect(parts, plan).toEqual([`wallet_journals${suffix(next)}`, `wallet_postings${suffix(next)}`]);
      expect(plan, plan).not.toMatch(/Seq Scan/);
      expect(plan, plan).toMatch(/Index (Only )?Scan/);
    }
    const h = await history(db(), m.merchantId, m.id, { startDate: `${next}-01`, endDate: lastDay(next), pageNo: 1, pageSize: 15 }, new Date());
    expect(h.total).toBe(30);
    expect(h.list).toHaveLength(15);

    // The seamless path's look-ups with its generic plans (force_generic_plan): a journal's postings (a rollback's
    // reversal) and a member's wallet journals by the member index, on the partitions that hold rows.
    const [{ jid }] = await q<{ jid: string }>(sql`select id as jid from wallet_journals where member_id = ${m.id} and created_at >= ${new Date(nextStart).toISOString()}::timestamptz limit 1`);
    const generic = await explainGeneric('select account_id, amount from wallet_postings where journal_id = $1 and merchant_id = $2', [jid, m.merchantId]);
    for (const part of [`wallet_postings${suffix(next)}`, `wallet_postings${suffix(monthAfter(Date.now(), 0))}`]) {
      expect(generic, generic).toMatch(new RegExp(`Index Scan using \\S+ on ${part}\\b`));
    }
  });

  /** A value as an SQL literal (for EXPLAIN of a drizzle statement's text). */
  function lit(v: unknown): string {
    if (typeof v === 'number') return String(v);
    return `'${String(v instanceof Date ? v.toISOString() : v).replace(/'/g, "''")}'`;
  }

  /** EXPLAIN of a statement's generic plan, as seamless_batch's force_generic_plan gets it. */
  async function explainGeneric(text: string, params: unknown[]): Promise<string> {
    return db().transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare parts_q as ${text}`));
      try {
        const plan = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql.raw(`explain execute parts_q(${params.map(lit).join(', ')})`)));
        return plan.map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        await tx.execute(sql`deallocate parts_q`);
      }
    });
  }
});
