// Seamless wallet rules (issue 4 item 6) through the in-process API the games module calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createMember } from '../../test/login';
import { lockMemberAccount, postJournal, systemAccount } from './ledger';
import { seamlessBalance, seamlessBatchStats, seamlessCredit, seamlessDebit, seamlessRollback, type SeamlessCall } from './seamless';
import { saveWalletSettings, DEFAULT_WALLET_SETTINGS } from './settings';
import { checkInvariants, CLEAN } from './invariants';
import { insertMember } from '../member/repo';
import { merchants } from '../tenancy/tables';
import { walletAccounts } from './tables';
import { and, eq, isNull } from 'drizzle-orm';

describe.each(backends)('seamless wallet (%s)', (backend) => {
  let t: TestApp;
  let merchantId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    merchantId = t.app.tenants.get('mesra')!.merchantId;
  });
  afterAll(() => t.close());

  /** A deposit of `amount` into the member's main wallet, from the brand's payment clearing account. */
  async function deposit(m: { id: number; merchantId: number }, amount: number) {
    await t.database.db.transaction(async (tx) => {
      const w = await lockMemberAccount(m.merchantId, m.id, 'main', '', tx);
      const clearing = await systemAccount(m.merchantId, 'payment_clearing', tx);
      await postJournal(
        { merchantId: m.merchantId, kind: 'deposit', memberId: m.id, postings: [{ account: clearing, amount: -amount }, { account: { id: w.id, isMember: true }, amount }] },
        tx,
        new Map([[w.id, w.balance]]),
      );
    });
  }
  async function funded(amount: number, tenant = 'mesra') {
    const m = await createMember(t.app, tenant);
    await deposit(m, amount);
    return m;
  }
  /** A brand created after start-up (so without house accounts) and one member funded with `amount`. */
  async function freshBrand(name: string, amount: number) {
    const db = t.database.db;
    const [{ id: merchantId }] = await db.insert(merchants).values({ tenantId: `${name}-${backend}`, merchantCode: `${name.toUpperCase()}${backend.toUpperCase()}` }).returning({ id: merchants.id });
    const member = await insertMember({ merchantId, username: `${name}_${backend}`, passwordHash: 'x', isAgent: 0, firstLogin: false }, db);
    const m = { id: member.id, merchantId };
    await deposit(m, amount);
    return m;
  }
  const call = (m: { id: number; merchantId: number }, txId: string, roundId: string, amount: number, vendorCode = 'PG'): SeamlessCall => ({
    merchantId: m.merchantId,
    memberId: m.id,
    vendorCode,
    txId: `${m.id}-${txId}`,
    roundId,
    amount,
  });

  it('bets and wins move the balance; a replay returns the first answer and moves nothing', async () => {
    const m = await funded(10_000);
    const db = t.database.db;
    expect(await seamlessBalance(db, merchantId, m.id, 'PG')).toBe(10_000);
    expect(await seamlessDebit(db, call(m, 'b1', 'r1', 2_500))).toEqual({ ok: true, balance: 7_500, duplicate: false });
    expect(await seamlessDebit(db, call(m, 'b1', 'r1', 2_500))).toEqual({ ok: true, balance: 7_500, duplicate: true });
    expect(await seamlessCredit(db, call(m, 'w1', 'r1', 5_000))).toEqual({ ok: true, balance: 12_500, duplicate: false });
    expect(await seamlessCredit(db, call(m, 'w1', 'r1', 5_000))).toEqual({ ok: true, balance: 12_500, duplicate: true });
    expect(await seamlessBalance(db, merchantId, m.id, 'PG')).toBe(12_500);
    expect(await checkInvariants(db)).toEqual(CLEAN);
  });

  it('insufficient funds answers with the real balance and writes nothing', async () => {
    const m = await funded(1_000);
    const db = t.database.db;
    expect(await seamlessDebit(db, call(m, 'big', 'r1', 1_001))).toEqual({ ok: false, code: 'insufficient_funds', balance: 1_000 });
    // Not recorded: the same txId may be retried once funds arrive.
    expect(await seamlessDebit(db, call(m, 'big', 'r1', 1_000))).toEqual({ ok: true, balance: 0, duplicate: false });
  });

  it('a credit needs its round debit; the same txId with other content is a conflict', async () => {
    const m = await funded(1_000);
    const db = t.database.db;
    expect(await seamlessCredit(db, call(m, 'w', 'nope', 10))).toMatchObject({ ok: false, code: 'round_not_found', balance: 1_000 });
    expect(await seamlessDebit(db, call(m, 'd', 'r', 100))).toMatchObject({ ok: true, balance: 900 });
    expect(await seamlessDebit(db, call(m, 'd', 'r', 200))).toMatchObject({ ok: false, code: 'tx_conflict', balance: 900 });
    expect(await seamlessCredit(db, call(m, 'd', 'r', 100))).toMatchObject({ ok: false, code: 'tx_conflict' });
    expect(await seamlessCredit(db, call(m, 'c0', 'r', 0))).toEqual({ ok: true, balance: 900, duplicate: false });
    // no debit after the round was settled
    expect(await seamlessDebit(db, call(m, 'd2', 'r', 100))).toMatchObject({ ok: false, code: 'round_closed', balance: 900 });
  });

  it('rollback returns the bet once; no rollback after a credit; a late debit after its rollback is refused', async () => {
    const m = await funded(1_000);
    const db = t.database.db;
    await seamlessDebit(db, call(m, 'd1', 'r1', 300));
    expect(await seamlessRollback(db, call(m, 'd1', 'r1', 300))).toEqual({ ok: true, balance: 1_000, duplicate: false });
    expect(await seamlessRollback(db, call(m, 'd1', 'r1', 300))).toEqual({ ok: true, balance: 1_000, duplicate: true });
    expect(await seamlessCredit(db, call(m, 'w1', 'r1', 500))).toMatchObject({ ok: false, code: 'round_rolled_back' });
    // rollback before its debit arrives: recorded, then the debit is refused
    expect(await seamlessRollback(db, call(m, 'late', 'r2', 0))).toEqual({ ok: true, balance: 1_000, duplicate: false });
    expect(await seamlessDebit(db, call(m, 'late', 'r2', 100))).toMatchObject({ ok: false, code: 'round_rolled_back', balance: 1_000 });
    // no rollback after a credit
    await seamlessDebit(db, call(m, 'd3', 'r3', 100));
    await seamlessCredit(db, call(m, 'w3', 'r3', 50));
    expect(await seamlessRollback(db, call(m, 'd3', 'r3', 100))).toMatchObject({ ok: false, code: 'round_closed', balance: 950 });
    expect(await checkInvariants(db)).toEqual(CLEAN);
  });

  it('unknown member or a member of another brand: member_not_found', async () => {
    const other = await funded(500, 'jade');
    const db = t.database.db;
    expect(await seamlessDebit(db, { ...call(other, 'x', 'r', 1), merchantId })).toEqual({ ok: false, code: 'member_not_found', balance: 0 });
    expect(await seamlessDebit(db, { ...call(other, 'x', 'r', 1), memberId: 999_999 })).toMatchObject({ ok: false, code: 'member_not_found' });
  });

  it("works inside the caller's transaction (games module): a refusal rolls back only its own savepoint", async () => {
    const m = await funded(1_000);
    const db = t.database.db;
    const results = await db.transaction(async (tx) => [
      await seamlessDebit(tx, call(m, 'in-tx-1', 'r', 5_000)),
      await seamlessDebit(tx, call(m, 'in-tx-2', 'r', 400)),
      await seamlessCredit(tx, call(m, 'in-tx-3', 'r', 100)),
    ]);
    expect(results).toEqual([
      { ok: false, code: 'insufficient_funds', balance: 1_000 },
      { ok: true, balance: 600, duplicate: false },
      { ok: true, balance: 700, duplicate: false },
    ]);
    expect(await seamlessBalance(db, merchantId, m.id, 'PG')).toBe(700);
    expect(await checkInvariants(db)).toEqual(CLEAN);
  });

  it("a brand whose house accounts do not exist yet gets them on its first bet; a malformed call is refused with the balance", async () => {
    const db = t.database.db;
    const m = await freshBrand('fresh', 900);
    const fresh = m.merchantId;
    const houses = () => db.select().from(walletAccounts).where(and(eq(walletAccounts.merchantId, fresh), isNull(walletAccounts.memberId), eq(walletAccounts.kind, 'house')));
    expect(await houses()).toHaveLength(0);
    expect(await seamlessDebit(db, call(m, 'first', 'r', 400))).toEqual({ ok: true, balance: 500, duplicate: false });
    expect((await houses()).reduce((sum, h) => sum + h.balance, 0)).toBe(400);
    expect(await seamlessDebit(db, { ...call(m, 'bad', 'r', 1), amount: -5 })).toEqual({ ok: false, code: 'tx_conflict', balance: 500 });
    expect(await seamlessDebit(db, { ...call(m, 'bad', 'r', 1), amount: 0.5 })).toEqual({ ok: false, code: 'tx_conflict', balance: 500 });
    expect(await checkInvariants(db, fresh)).toEqual(CLEAN);
  });

  it('calls arriving together share transactions (group commit) and each gets the answer it would get alone', async () => {
    const db = t.database.db;
    const a = await funded(500);
    const b = await funded(10_000);
    const before = { ...seamlessBatchStats };
    // a: ten bets of 100 on 500, fired at once: the first five pass, in arrival order, the rest are refused
    // with the real balance 0. b: bets, wins and replays interleaved.
    const aCalls = Array.from({ length: 10 }, (_, i) => seamlessDebit(db, call(a, `ga${i}`, `ra${i}`, 100)));
    const bCalls = [
      seamlessDebit(db, call(b, 'gb1', 'rb1', 1_000)),
      seamlessDebit(db, call(b, 'gb1', 'rb1', 1_000)),
      seamlessCredit(db, call(b, 'wb1', 'rb1', 3_000)),
      seamlessCredit(db, call(b, 'wb2', 'rb-none', 3_000)),
      seamlessRollback(db, call(b, 'gb1', 'rb1', 0)),
    ];
    const [aRes, bRes] = await Promise.all([Promise.all(aCalls), Promise.all(bCalls)]);
    expect(aRes.map((r) => (r.ok ? r.balance : r.code))).toEqual([400, 300, 200, 100, 0, 'insufficient_funds', 'insufficient_funds', 'insufficient_funds', 'insufficient_funds', 'insufficient_funds']);
    expect(aRes.slice(5).every((r) => r.balance === 0)).toBe(true);
    expect(bRes).toEqual([
      { ok: true, balance: 9_000, duplicate: false },
      { ok: true, balance: 9_000, duplicate: true },
      { ok: true, balance: 12_000, duplicate: false },
      { ok: false, code: 'round_not_found', balance: 12_000 },
      { ok: false, code: 'round_closed', balance: 12_000 },
    ]);
    expect(seamlessBatchStats.batches).toBeGreaterThan(before.batches);
    expect(seamlessBatchStats.fallbacks).toBe(before.fallbacks);
    expect(await seamlessBalance(db, merchantId, a.id, 'PG')).toBe(0);
    expect(await seamlessBalance(db, merchantId, b.id, 'PG')).toBe(12_000);
    expect(await checkInvariants(db)).toEqual(CLEAN);
  });

  it('a bet, its rollback and the next bets in one batch: each answer and every posting balance follow the order', async () => {
    const db = t.database.db;
    const c = await funded(5_000);
    const d = await funded(5_000);
    const before = { ...seamlessBatchStats };
    // The first call goes alone (no batch in flight); the rest arrive while it runs and share the next batch.
    const [, ...res] = await Promise.all([
      seamlessDebit(db, call(d, 'bd0', 'rd0', 100)),
      seamlessDebit(db, call(c, 'bc1', 'rc1', 1_000)),
      seamlessDebit(db, call(d, 'bd1', 'rd1', 700)),
      seamlessRollback(db, call(c, 'bc1', 'rc1', 0)),
      seamlessDebit(db, call(c, 'bc2', 'rc2', 2_500)),
      seamlessCredit(db, call(d, 'wd1', 'rd1', 1_200)),
      seamlessRollback(db, call(c, 'bc1', 'rc1', 0)),
      seamlessDebit(db, call(c, 'bc3', 'rc3', 3_000)),
    ]);
    expect(res.map((r) => (r.ok ? [r.balance, r.duplicate] : r.code))).toEqual([
      [4_000, false],
      [4_200, false],
      [5_000, false],
      [2_500, false],
      [5_400, false],
      [5_000, true],
      'insufficient_funds',
    ]);
    expect(seamlessBatchStats.batches).toBeGreaterThan(before.batches);
    expect(seamlessBatchStats.fallbacks).toBe(before.fallbacks);
    expect(await seamlessBalance(db, merchantId, c.id, 'PG')).toBe(2_500);
    expect(await seamlessBalance(db, merchantId, d.id, 'PG')).toBe(5_400);
    // Balances, journals and the running balance of every posting, house slots included.
    expect(await checkInvariants(db)).toEqual(CLEAN);
  });

  it('a batch that fails as a whole (a brand without house accounts in it) is run call by call: every answer right', async () => {
    const db = t.database.db;
    const f = await freshBrand('freshb', 900);
    const fresh = f.merchantId;
    const mates = [await funded(1_000), await funded(1_000), await funded(1_000)];
    const before = { ...seamlessBatchStats };
    const [first, ...rest] = await Promise.all([
      seamlessDebit(db, call(mates[0], 'lead', 'r', 100)),
      seamlessDebit(db, call(mates[1], 'x1', 'r', 200)),
      seamlessDebit(db, call(f, 'fresh-bet', 'r', 300)),
      seamlessDebit(db, call(mates[2], 'x2', 'r', 2_000)),
      seamlessDebit(db, call(f, 'fresh-bet', 'r', 300)),
    ]);
    expect(first).toEqual({ ok: true, balance: 900, duplicate: false });
    expect([rest[0], rest[2]]).toEqual([
      { ok: true, balance: 800, duplicate: false },
      { ok: false, code: 'insufficient_funds', balance: 1_000 },
    ]);
    // The fresh brand's bet and its replay, in flight together: the money moves once, one of the two
    // answers is the duplicate (which one is a race, as it would be for two identical HTTP requests).
    expect([rest[1], rest[3]]).toEqual(expect.arrayContaining([{ ok: true, balance: 600, duplicate: false }, { ok: true, balance: 600, duplicate: true }]));
    expect(seamlessBatchStats.fallbacks).toBeGreaterThan(before.fallbacks);
    expect(await checkInvariants(db)).toEqual(CLEAN);
    expect(await checkInvariants(db, fresh)).toEqual(CLEAN);
  });

  it('multi-wallet merchant: bets use the vendor sub-wallet', async () => {
    const jade = t.app.tenants.get('jade')!.merchantId;
    await saveWalletSettings(jade, { ...DEFAULT_WALLET_SETTINGS, isSingle: false }, t.database.db);
    const m = await funded(1_000, 'jade');
    const db = t.database.db;
    expect(await seamlessBalance(db, jade, m.id, 'PG')).toBe(0);
    expect(await seamlessDebit(db, call(m, 'd', 'r', 1))).toMatchObject({ ok: false, code: 'insufficient_funds', balance: 0 });
  });
});
