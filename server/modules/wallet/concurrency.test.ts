// Concurrency (issue 4 proof 2), on PostgreSQL only (PGlite has one connection, so nothing runs in parallel):
// many concurrent debits, credits and duplicate retries against the same wallets end at exactly the expected
// balances, every duplicate moves nothing, and a wallet with little money is never overdrawn.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createMember } from '../../test/login';
import { adjustBalance } from './adjustments';
import { checkInvariants, CLEAN } from './invariants';
import { seamlessBalance, seamlessCredit, seamlessDebit, seamlessRollback, type SeamlessResult } from './seamless';
import { transferToDownline, transferToUpline } from './service';

const enabled = !!process.env.TEST_DATABASE_URL;

describe.skipIf(!enabled)('wallet concurrency (postgres)', () => {
  let t: TestApp;
  let merchantId: number;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    merchantId = t.app.tenants.get('mesra')!.merchantId;
  });
  afterAll(() => t?.close());

  const fund = async (username: string, amount: number) =>
    adjustBalance(t.database.db, merchantId, { actor: 'test', ip: null }, { requestId: `fund-${username}`, username, amount, reason: 'test funds', kind: 'adjustment' });

  it('bets, wins, rollbacks and triple retries in parallel end at the exact balances', async () => {
    const db = t.database.db;
    const players = await Promise.all([0, 1, 2, 3].map(() => createMember(t.app, 'mesra')));
    for (const p of players) await fund(p.username, 1_000_000);
    const ROUNDS = 60;
    const expected = new Map(players.map((p) => [p.id, 1_000_000]));
    const results: SeamlessResult[] = [];
    // Each round: debit (sent 3 times at once), then either a credit (3 times) or a rollback (3 times).
    const round = async (p: (typeof players)[number], r: number) => {
      const base = { merchantId, memberId: p.id, vendorCode: 'PG', roundId: `r${r}` };
      const bet = 100 + r;
      const debits = await Promise.all([0, 1, 2].map(() => seamlessDebit(db, { ...base, txId: `d-${p.id}-${r}`, amount: bet })));
      results.push(...debits);
      expect(debits.filter((x) => x.ok && !x.duplicate)).toHaveLength(1);
      expected.set(p.id, expected.get(p.id)! - bet);
      if (r % 3 === 0) {
        const rb = await Promise.all([0, 1, 2].map(() => seamlessRollback(db, { ...base, txId: `d-${p.id}-${r}`, amount: bet })));
        expect(rb.filter((x) => x.ok && !x.duplicate)).toHaveLength(1);
        expected.set(p.id, expected.get(p.id)! + bet);
      } else {
        const win = r % 3 === 1 ? 0 : 3 * bet;
        const credits = await Promise.all([0, 1, 2].map(() => seamlessCredit(db, { ...base, txId: `c-${p.id}-${r}`, amount: win })));
        expect(credits.filter((x) => x.ok && !x.duplicate)).toHaveLength(1);
        expected.set(p.id, expected.get(p.id)! + win);
      }
    };
    await Promise.all(players.flatMap((p) => Array.from({ length: ROUNDS }, (_, r) => round(p, r))));
    expect(results.every((r) => r.ok)).toBe(true);
    for (const p of players) expect(await seamlessBalance(db, merchantId, p.id, 'PG')).toBe(expected.get(p.id));
    expect(await checkInvariants(db)).toEqual(CLEAN);
  }, 120_000);

  it('a small wallet under 50 concurrent bets pays exactly as many as it can afford, never below zero', async () => {
    const db = t.database.db;
    const p = await createMember(t.app, 'mesra');
    await fund(p.username, 1_050);
    const res = await Promise.all(Array.from({ length: 50 }, (_, i) => seamlessDebit(db, { merchantId, memberId: p.id, vendorCode: 'PG', txId: `small-${p.id}-${i}`, roundId: `s${i}`, amount: 100 })));
    expect(res.filter((r) => r.ok)).toHaveLength(10);
    expect(res.filter((r) => !r.ok && r.code === 'insufficient_funds')).toHaveLength(40);
    expect(await seamlessBalance(db, merchantId, p.id, 'PG')).toBe(50);
    expect(await checkInvariants(db)).toEqual(CLEAN);
  }, 60_000);

  it('upline and downline transfers plus bets on the same wallets at once: no deadlock, money conserved', async () => {
    const db = t.database.db;
    const agent = await createMember(t.app, 'mesra', { isAgent: 1 });
    const downs = await Promise.all([0, 1, 2].map(() => createMember(t.app, 'mesra', { uplineId: agent.id })));
    for (const d of downs) await fund(d.username, 10_000);
    await fund(agent.username, 10_000);
    const jobs: Promise<unknown>[] = [];
    for (let i = 0; i < 30; i++) {
      for (const d of downs) {
        const requestId = `up-${d.id}-${i}`;
        // each transfer sent twice at once: moves once
        jobs.push(transferToUpline(db, merchantId, d.id, { requestId, amount: 100 }), transferToUpline(db, merchantId, d.id, { requestId, amount: 100 }));
        jobs.push(transferToDownline(db, merchantId, agent.id, { requestId: `down-${d.id}-${i}`, amount: 20, downline: d.username }));
        jobs.push(seamlessDebit(db, { merchantId, memberId: agent.id, vendorCode: 'PG', txId: `ag-${d.id}-${i}`, roundId: `a${d.id}-${i}`, amount: 50 }));
      }
    }
    await Promise.all(jobs);
    for (const d of downs) expect(await seamlessBalance(db, merchantId, d.id, 'PG')).toBe(10_000 - 30 * 100 + 30 * 20);
    expect(await seamlessBalance(db, merchantId, agent.id, 'PG')).toBe(10_000 + 3 * 30 * 100 - 3 * 30 * 50 - 3 * 30 * 20);
    expect(await checkInvariants(db)).toEqual(CLEAN);
  }, 60_000);
});
