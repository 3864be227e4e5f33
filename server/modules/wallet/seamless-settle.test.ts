// Set-based settlement (issue 17, sql/seamless-settle.sql): seamlessSettleMany answers and writes what the one-call
// path (seamlessMany → seamless_batch) does, pays nothing twice when a chunk runs again after an interruption, and
// keeps the books right with the same members playing at the same time.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createMember } from '../../test/login';
import { outboxEvents } from '../../jobs/tables';
import { members as membersTable } from '../accounts/tables';
import { checkInvariants, CLEAN } from './invariants';
import { seamlessBalance, seamlessCredit, seamlessDebit, seamlessMany, seamlessSettleMany, seamlessSettleStats, type SeamlessCall, type SeamlessResult } from './seamless';
import { seamlessRounds, walletJournals } from './tables';
import { fund } from '../../test/wallet';

type M = { id: number; merchantId: number };

describe.each(backends)('set-based settlement (%s)', (backend) => {
  let t: TestApp;
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  async function funded(amount: number): Promise<M> {
    const m = await createMember(t.app, 'mesra');
    await fund(db(), m, amount);
    return m;
  }
  const at = new Date('2030-01-01T00:00:00Z');
  const bet = (m: M, key: string, amount: number): SeamlessCall => ({ merchantId: m.merchantId, memberId: m.id, vendorCode: 'LOTT', txId: `B-${key}`, roundId: `R-${key}`, amount, gameCode: 'HP3', gameType: 'LOTT', maxMultiplier: 900, at });
  const win = (m: M, key: string, amount: number): SeamlessCall => ({ merchantId: m.merchantId, memberId: m.id, vendorCode: 'LOTT', txId: `W-${key}`, roundId: `R-${key}`, amount, gameCode: 'HP3', gameType: 'LOTT', detail: { n: key }, at });
  const balance = (m: M) => seamlessBalance(db(), m.merchantId, m.id, 'LOTT');
  const strip = (r: SeamlessResult) => (r.ok ? { ok: true, duplicate: r.duplicate } : { ok: false, code: r.code });
  async function bets(ms: M[], n: number, stake: number): Promise<{ m: M; key: string }[]> {
    const out: { m: M; key: string }[] = [];
    run++;
    for (let i = 0; i < n; i++) out.push({ m: ms[i % ms.length], key: `${backend}-${run}-${i}` });
    const r = await Promise.all(out.map((b) => seamlessDebit(db(), bet(b.m, b.key, stake))));
    expect(r.every((x) => x.ok)).toBe(true);
    return out;
  }
  const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
  async function ledgerCounts() {
    const [row] = rowsOf(await db().execute(sql`select (select count(*) from wallet_journals) j, (select count(*) from wallet_postings) p, (select count(*) from seamless_txs) t, (select count(*) from outbox_events where event = 'bet.settled') e`));
    return row;
  }

  it('writes what the one-call path writes: the same answers, journals, round records and bet.settled events', async () => {
    // Twin members: one settled through seamlessMany (seamless_batch), the other through seamlessSettleMany.
    const [a, b] = [await funded(100_000), await funded(100_000)];
    const [ba, bb] = [await bets([a], 6, 1_000), await bets([b], 6, 1_000)];
    const wins = [0, 2_500, 0, 900_001 /* above 900 x the stake: win_exceeds_limit */, 1_960, 0];
    const old = await seamlessMany(db(), 'credit', ba.map((x, i) => win(x.m, x.key, wins[i])));
    const now = await seamlessSettleMany(db(), 'credit', bb.map((x, i) => win(x.m, x.key, wins[i])));
    expect(now.map(strip)).toEqual(old.map(strip));
    expect(now.map(strip)[3]).toEqual({ ok: false, code: 'win_exceeds_limit' });
    expect(await balance(b)).toBe(await balance(a));
    expect(await balance(b)).toBe(100_000 - 6_000 + 2_500 + 1_960);
    const rec = async (x: { m: M; key: string }[]) =>
      (await db().select().from(seamlessRounds).where(inArray(seamlessRounds.roundId, x.map((y) => `R-${y.key}`))).orderBy(seamlessRounds.id)).map((r) => ({
        debits: r.debits,
        credits: r.credits,
        staked: r.staked,
        stake: r.stake,
        win: r.win,
        status: r.status,
        detail: r.detail ? Object.keys(r.detail as object) : null,
        settledAt: r.settledAt?.toISOString() ?? null,
      }));
    expect(await rec(bb)).toEqual(await rec(ba));
    const events = async (x: { m: M; key: string }[]) =>
      (await db().select().from(outboxEvents).where(and(eq(outboxEvents.event, 'bet.settled'), inArray(outboxEvents.key, x.map((y) => `${y.m.merchantId}:LOTT:R-${y.key}`)))).orderBy(outboxEvents.id)).map(
        (e) => ({ ...(e.payload as Record<string, unknown>), memberId: 0, roundId: '' }),
      );
    expect(await events(bb)).toEqual(await events(ba));
    expect((await events(bb)).length).toBe(5);
    const journals = async (m: M) =>
      (await db().select({ kind: walletJournals.kind, memo: walletJournals.memo }).from(walletJournals).where(eq(walletJournals.memberId, m.id)).orderBy(walletJournals.id)).map((j) => ({
        kind: j.kind,
        vendorCode: (j.memo as { vendorCode?: string }).vendorCode,
      }));
    expect(await journals(b)).toEqual(await journals(a));
    expect(await checkInvariants(db())).toEqual(CLEAN);
  });

  it('pays nothing twice when a chunk runs again after an interruption, and the ledger reconciles', async () => {
    const ms = [await funded(50_000), await funded(50_000), await funded(50_000)];
    const placed = await bets(ms, 30, 500);
    const pay = (i: number) => (i % 3 === 0 ? 0 : (i % 7) * 300);
    const chunk = placed.map((x, i) => win(x.m, x.key, pay(i)));
    const expected = new Map(ms.map((m) => [m.id, 50_000]));
    placed.forEach((x, i) => expected.set(x.m.id, expected.get(x.m.id)! - 500 + pay(i)));

    // Interrupted inside the chunk (its transaction dies): nothing of it was written.
    const before = await ledgerCounts();
    await expect(
      db().transaction(async (tx) => {
        expect((await seamlessSettleMany(tx, 'credit', chunk)).every((r) => r.ok && !r.duplicate)).toBe(true);
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(await ledgerCounts()).toEqual(before);

    // Interrupted after an earlier run paid the first half (committed, but the caller never marked its bets).
    const stats = { ...seamlessSettleStats };
    const first = await seamlessSettleMany(db(), 'credit', chunk.slice(0, 15));
    expect(first.every((r) => r.ok && !r.duplicate)).toBe(true);
    const again = await seamlessSettleMany(db(), 'credit', chunk);
    expect(again.slice(0, 15).map((r) => r.ok && r.duplicate)).toEqual(Array(15).fill(true));
    expect(again.slice(15).every((r) => r.ok && !r.duplicate)).toBe(true);
    // A replay answers the first balance.
    expect(again.slice(0, 15).map((r) => r.balance)).toEqual(first.map((r) => r.balance));
    const settled = await ledgerCounts();
    // All of it set-based: paid and replayed there, nothing left to the one-call path.
    expect(seamlessSettleStats.fallbacks).toBe(stats.fallbacks);
    expect(seamlessSettleStats.setBased - stats.setBased).toBe(45);
    // And once more: every call a duplicate, nothing written.
    expect((await seamlessSettleMany(db(), 'credit', chunk)).every((r) => r.ok && r.duplicate)).toBe(true);
    expect(await seamlessSettleMany(db(), 'credit', chunk.slice(3, 9))).toEqual(again.slice(3, 9).map((r) => ({ ...r, duplicate: true })));
    expect(await ledgerCounts()).toEqual(settled);
    // The same txId with another amount is a conflict, answered by the one-call path's rules.
    expect(strip((await seamlessSettleMany(db(), 'credit', [{ ...chunk[1], amount: chunk[1].amount + 1 }]))[0])).toEqual({ ok: false, code: 'tx_conflict' });

    for (const m of ms) expect(await balance(m)).toBe(expected.get(m.id));
    const winners = placed.filter((_, i) => pay(i) > 0).length;
    expect(Number(settled.j) - Number(before.j)).toBe(winners);
    expect(Number(settled.p) - Number(before.p)).toBe(2 * winners);
    expect(Number(settled.e) - Number(before.e)).toBe(placed.length);
    const rounds = await db().select().from(seamlessRounds).where(inArray(seamlessRounds.roundId, placed.map((x) => `R-${x.key}`)));
    expect(rounds.every((r) => r.credits === 1 && r.status === 'settled')).toBe(true);
    expect(rounds.reduce((s, r) => s + r.win, 0)).toBe(placed.reduce((s, _, i) => s + pay(i), 0));
    expect(await checkInvariants(db())).toEqual(CLEAN);
  });

  it('keeps balances right while the same members bet and win at the same time', async () => {
    const ms = [await funded(200_000), await funded(200_000)];
    const placed = await bets(ms, 40, 1_000);
    run++;
    const side = ms.flatMap((m, j) => Array.from({ length: 10 }, (_, i) => ({ m, key: `${backend}-side-${run}-${j}-${i}` })));
    const [settled] = await Promise.all([
      (async () => {
        const out: SeamlessResult[] = [];
        for (let i = 0; i < placed.length; i += 10) out.push(...(await seamlessSettleMany(db(), 'credit', placed.slice(i, i + 10).map((x) => win(x.m, x.key, 1_500)))));
        return out;
      })(),
      Promise.all(side.map(async (s) => [await seamlessDebit(db(), bet(s.m, s.key, 700)), await seamlessCredit(db(), win(s.m, s.key, 200))])),
    ]);
    expect(settled.every((r) => r.ok)).toBe(true);
    for (const m of ms) expect(await balance(m)).toBe(200_000 - 20 * 1_000 + 20 * 1_500 - 10 * 700 + 10 * 200);
    expect(await checkInvariants(db())).toEqual(CLEAN);
  });

  it('refunds a chunk of debits once (rollbacks), leaves the rest to the rules, and marks the rounds rolled back', async () => {
    const ms = [await funded(10_000), await funded(10_000)];
    const placed = await bets(ms, 8, 1_000);
    const refund = (x: { m: M; key: string }) => ({ ...bet(x.m, x.key, 1_000) });
    // One round already settled: its rollback is round_closed (seamless_batch's answer), and it stays paid.
    expect((await seamlessCredit(db(), win(placed[0].m, placed[0].key, 0))).ok).toBe(true);
    const r1 = await seamlessSettleMany(db(), 'rollback', placed.map(refund));
    expect(strip(r1[0])).toEqual({ ok: false, code: 'round_closed' });
    expect(r1.slice(1).every((r) => r.ok && !r.duplicate)).toBe(true);
    const r2 = await seamlessSettleMany(db(), 'rollback', placed.map(refund));
    expect(r2.slice(1).every((r) => r.ok && r.duplicate)).toBe(true);
    expect(r2.slice(1).map((r) => r.balance)).toEqual(r1.slice(1).map((r) => r.balance));
    expect(await balance(ms[0])).toBe(10_000 - 1_000);
    expect(await balance(ms[1])).toBe(10_000);
    const rounds = await db().select().from(seamlessRounds).where(inArray(seamlessRounds.roundId, placed.slice(1).map((x) => `R-${x.key}`)));
    expect(rounds.every((r) => r.rolledBack === 1 && r.staked === 0 && r.status === 'rolled_back')).toBe(true);
    expect(await checkInvariants(db())).toEqual(CLEAN);
  });

  it('leaves trial accounts and unknown rounds to the rules: refused, nothing paid', async () => {
    const trial = await funded(5_000);
    const m = await funded(5_000);
    const [x] = await bets([m], 1, 1_000);
    const [y] = await bets([trial], 1, 1_000);
    await db().update(membersTable).set({ isAgent: 4 }).where(eq(membersTable.id, trial.id));
    const r = await seamlessSettleMany(db(), 'credit', [win(m, `${x.key}-none`, 100), win(trial, y.key, 500), win(m, x.key, 700)]);
    expect(r.map(strip)).toEqual([{ ok: false, code: 'round_not_found' }, { ok: false, code: 'trial_account' }, { ok: true, duplicate: false }]);
    expect(await balance(m)).toBe(4_700);
    expect(await checkInvariants(db())).toEqual(CLEAN);
  });
});
