// Seamless wallet rules (issue 4 item 6) through the in-process API the games module calls.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { TestClock } from '../../lib/clock';
import { backends, createTestApp, type TestApp } from '../../test/harness';
import { createMember } from '../../test/login';
import { lockMemberAccount } from './ledger';
import { seamlessBalance, seamlessBatchStats, seamlessCredit, seamlessDebit, seamlessRollback, setSeamlessLanes, type SeamlessCall } from './seamless';
import { saveWalletSettings, DEFAULT_WALLET_SETTINGS } from './settings';
import { checkInvariants, CLEAN } from './invariants';
import { insertMember } from '../accounts';
import { merchants } from '../tenancy/tables';
import { walletAccounts } from './tables';
import { and, eq, isNull } from 'drizzle-orm';
import { addVendor, signedHeaders } from '../../test/vendors';
import { fund } from '../../test/wallet';

describe.each(backends)('seamless wallet (%s)', (backend) => {
  let t: TestApp;
  let merchantId: number;
  // The app's one clock (app.clock): the signature's timestamp window is checked against it.
  const clock = new TestClock();
  beforeAll(async () => {
    t = await createTestApp(backend, { clock });
    merchantId = t.app.tenants.get('mesra')!.merchantId;
  });
  afterAll(() => t.close());

  /** A deposit of `amount` into the member's main wallet, from the brand's payment clearing account. */
  const deposit = (m: { id: number; merchantId: number }, amount: number) => fund(t.database.db, m, amount);
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
    // On PostgreSQL the first call's batch waits on a lock of its member's account, so the others (their limit
    // checks done) queue behind it and go as one batch: which calls share a batch is otherwise a matter of timing.
    // One batch in flight for this test (a second lane would send the next call alone). (PGlite has one
    // connection: its calls already queue.)
    setSeamlessLanes(db, 1);
    let unlock = () => {};
    let locked: Promise<unknown> = Promise.resolve();
    if (backend === 'postgres') {
      const holding = new Promise<void>((r) => (unlock = r));
      let held!: () => void;
      const isHeld = new Promise<void>((r) => (held = r));
      locked = db.transaction(async (tx) => {
        await lockMemberAccount(mates[0].merchantId, mates[0].id, 'main', '', tx);
        held();
        await holding;
      });
      await isHeld;
    }
    const all = Promise.all([
      seamlessDebit(db, call(mates[0], 'lead', 'r', 100)),
      seamlessDebit(db, call(mates[1], 'x1', 'r', 200)),
      seamlessDebit(db, call(f, 'fresh-bet', 'r', 300)),
      seamlessDebit(db, call(mates[2], 'x2', 'r', 2_000)),
      seamlessDebit(db, call(f, 'fresh-bet', 'r', 300)),
    ]);
    await new Promise((r) => setTimeout(r, backend === 'postgres' ? 500 : 0));
    unlock();
    await locked;
    const [first, ...rest] = await all;
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
    setSeamlessLanes(db, t.app.config.wallet.seamlessLanes);
  });

  // Two batches in flight at once on PostgreSQL (SEAMLESS_LANES=2): a bet stuck behind a lock on its member's wallet
  // holds up that member's next calls only; the others' bets are answered meanwhile.
  it.runIf(backend === 'postgres')('with two lanes, a member whose bet waits on a lock holds up only its own calls: the others are answered meanwhile, in order', async () => {
    const db = t.database.db;
    setSeamlessLanes(db, 2);
    onTestFinished(() => setSeamlessLanes(db, t.app.config.wallet.seamlessLanes));
    const slow = await funded(1_000);
    const others = [await funded(1_000), await funded(1_000)];
    let unlock!: () => void;
    const holding = new Promise<void>((r) => (unlock = r));
    let held!: () => void;
    const isHeld = new Promise<void>((r) => (held = r));
    const locked = db.transaction(async (tx) => {
      await lockMemberAccount(slow.merchantId, slow.id, 'main', '', tx);
      held();
      await holding;
    });
    await isHeld;
    const settled: string[] = [];
    const note = <T,>(name: string, p: Promise<T>) => p.then((r) => (settled.push(name), r));
    const slowCalls = [note('slow1', seamlessDebit(db, call(slow, 'slow-1', 'rs1', 100))), note('slow2', seamlessDebit(db, call(slow, 'slow-2', 'rs2', 250)))];
    // Each other member bets and wins a round, one call after the other, while the slow member's wallet is locked.
    const rounds = await Promise.race([
      Promise.all(
        others.map(async (o, i) => [
          await seamlessDebit(db, call(o, `other-d${i}`, `ro${i}`, 400)),
          await seamlessCredit(db, call(o, `other-c${i}`, `ro${i}`, 1_000)),
        ]),
      ),
      new Promise<string>((r) => setTimeout(() => r('held up behind the locked member'), 10_000)),
    ]).finally(() => setTimeout(unlock, 0));
    expect(rounds).toEqual(others.map(() => [{ ok: true, balance: 600, duplicate: false }, { ok: true, balance: 1_600, duplicate: false }]));
    expect(settled).toEqual([]);
    await locked;
    // The slow member's calls in the order they came, each on the balance the one before left.
    expect(await Promise.all(slowCalls)).toEqual([{ ok: true, balance: 900, duplicate: false }, { ok: true, balance: 650, duplicate: false }]);
    expect(settled).toEqual(['slow1', 'slow2']);
    expect(await checkInvariants(db)).toEqual(CLEAN);
  });

  it('multi-wallet merchant: bets use the vendor sub-wallet', async () => {
    const jade = t.app.tenants.get('jade')!.merchantId;
    await saveWalletSettings(jade, { ...DEFAULT_WALLET_SETTINGS, isSingle: false }, t.database.db);
    const m = await funded(1_000, 'jade');
    const db = t.database.db;
    expect(await seamlessBalance(db, jade, m.id, 'PG')).toBe(0);
    expect(await seamlessDebit(db, call(m, 'd', 'r', 1))).toMatchObject({ ok: false, code: 'insufficient_funds', balance: 0 });
  });

  it("issue 24 item 7: a credit on a closed round, or above the round's stake x the game's maximum multiplier, is refused", async () => {
    const m = await funded(10_000);
    const db = t.database.db;
    // Round r1: a bet of 100 on a game that pays at most 50x.
    expect(await seamlessDebit(db, { ...call(m, 'd1', 'r1', 100), maxMultiplier: 50 })).toMatchObject({ ok: true, balance: 9_900 });
    expect(await seamlessCredit(db, call(m, 'w1-big', 'r1', 5_001))).toEqual({ ok: false, code: 'win_exceeds_limit', balance: 9_900 });
    expect(await seamlessCredit(db, call(m, 'w1', 'r1', 5_000))).toEqual({ ok: true, balance: 14_900, duplicate: false });
    // Closed by its settling credit: no second credit, however small or large (the attack run's 10 billion).
    expect(await seamlessCredit(db, call(m, 'w1-more', 'r1', 1))).toEqual({ ok: false, code: 'round_closed', balance: 14_900 });
    expect(await seamlessCredit(db, call(m, 'w1-10bn', 'r1', 10_000_000_000))).toEqual({ ok: false, code: 'round_closed', balance: 14_900 });
    // A losing round closed with 0 cannot be paid afterwards.
    await seamlessDebit(db, { ...call(m, 'd2', 'r2', 100), maxMultiplier: 50 });
    expect(await seamlessCredit(db, call(m, 'w2-zero', 'r2', 0))).toMatchObject({ ok: true, balance: 14_800 });
    expect(await seamlessCredit(db, call(m, 'w2-late', 'r2', 100))).toMatchObject({ ok: false, code: 'round_closed' });
    // Two bets in one round: the stake is their sum, minus a rolled-back one; the round keeps the larger cap.
    await seamlessDebit(db, { ...call(m, 'd3a', 'r3', 100), maxMultiplier: 10 });
    await seamlessDebit(db, { ...call(m, 'd3b', 'r3', 200), maxMultiplier: 20 });
    expect(await seamlessRollback(db, call(m, 'd3a', 'r3', 100))).toMatchObject({ ok: true, balance: 14_600 });
    expect(await seamlessCredit(db, call(m, 'w3-big', 'r3', 4_001))).toMatchObject({ ok: false, code: 'win_exceeds_limit', balance: 14_600 });
    expect(await seamlessCredit(db, call(m, 'w3', 'r3', 4_000))).toEqual({ ok: true, balance: 18_600, duplicate: false });
    // A free bet (stake 0) cannot win money.
    await seamlessDebit(db, { ...call(m, 'd4', 'r4', 0), maxMultiplier: 1_000 });
    expect(await seamlessCredit(db, call(m, 'w4', 'r4', 1))).toMatchObject({ ok: false, code: 'win_exceeds_limit' });
    expect(await seamlessBalance(db, merchantId, m.id, 'PG')).toBe(18_600);
    expect(await checkInvariants(db)).toEqual(CLEAN);
  });

  it('issue 24 item 7: a trial account neither bets nor wins real money, alone or in a batch', async () => {
    const db = t.database.db;
    const trial = await createMember(t.app, 'mesra', { isAgent: 4 });
    // Even with money on its main wallet (it cannot deposit, but an operator could have adjusted it).
    await deposit(trial, 1_000);
    const other = await funded(1_000);
    expect(await seamlessDebit(db, call(trial, 'td', 'tr', 100))).toEqual({ ok: false, code: 'trial_account', balance: 1_000 });
    expect(await seamlessCredit(db, call(trial, 'tw', 'tr', 100))).toEqual({ ok: false, code: 'trial_account', balance: 1_000 });
    expect(await seamlessRollback(db, call(trial, 'td', 'tr', 0))).toEqual({ ok: false, code: 'trial_account', balance: 1_000 });
    // In one batch with a real player's bets: the player's pass, the trial's are refused.
    const res = await Promise.all([
      seamlessDebit(db, call(other, 'ob0', 'or0', 100)),
      seamlessDebit(db, call(trial, 'tb1', 'tr1', 100)),
      seamlessDebit(db, call(other, 'ob1', 'or1', 100)),
      seamlessDebit(db, call(trial, 'tb2', 'tr2', 100)),
    ]);
    expect(res.map((r) => (r.ok ? r.balance : r.code))).toEqual([900, 'trial_account', 800, 'trial_account']);
    expect(await seamlessBalance(db, merchantId, trial.id, 'PG')).toBe(1_000);
    expect(await checkInvariants(db)).toEqual(CLEAN);
  });

  describe('issue 24 item 7: /api/seamless over HTTP', () => {
    const mesraHost = 'mesra.localhost';
    let secret: string;
    let jadeSecret: string;
    beforeAll(async () => {
      secret = await addVendor(t.database.db, merchantId, 'SIGNED', { maxMultiplier: 100 });
      jadeSecret = await addVendor(t.database.db, t.app.tenants.get('jade')!.merchantId, 'SIGNED', { maxMultiplier: 100 });
      await addVendor(t.database.db, merchantId, 'OWNHOUSE', { adapter: 'house', secret: 'house-secret' });
    });
    const send = (path: string, body: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: path, headers: { host: mesraHost, ...headers }, payload: body });
    const signed = (path: string, body: string, key = secret, at = clock.now()) => send(path, body, signedHeaders(key, path, body, at));

    it('issue 24 item 7: the signature covers method, path, timestamp and body; stale, foreign and unknown are refused', async () => {
      const m = await funded(10_000);
      const body = JSON.stringify({ memberId: m.id, txId: `sig-${m.id}`, roundId: 'r', amount: 1_000 });
      const debitHeaders = signedHeaders(secret, '/api/seamless/SIGNED/debit', body, clock.now());
      expect((await send('/api/seamless/SIGNED/debit', body, debitHeaders)).json()).toMatchObject({ success: true, value: { balance: 9_000 } });
      // The attack: the same signed request sent to the rollback path (txId = the debit's) would refund the bet.
      const replay = await send('/api/seamless/SIGNED/rollback', body, debitHeaders);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ code: 'bad_signature', message: 'err_bad_signature' });
      // A timestamp outside the window (5 minutes by default), in either direction, or none at all.
      for (const skew of [-301_000, 301_000]) {
        const stale = await signed('/api/seamless/SIGNED/balance', JSON.stringify({ memberId: m.id }), secret, new Date(clock.now().getTime() + skew));
        expect(stale.statusCode).toBe(401);
        expect(stale.json()).toMatchObject({ code: 'stale_timestamp', message: 'err_stale_timestamp' });
      }
      const bal = JSON.stringify({ memberId: m.id });
      const { 'x-timestamp': _ts, ...noTimestamp } = signedHeaders(secret, '/api/seamless/SIGNED/balance', bal, clock.now());
      expect((await send('/api/seamless/SIGNED/balance', bal, noTimestamp)).statusCode).toBe(401);
      // The timestamp is signed: moving it (to pass the window with an old signature) breaks the signature.
      const old = signedHeaders(secret, '/api/seamless/SIGNED/balance', bal, new Date(clock.now().getTime() - 600_000));
      expect((await send('/api/seamless/SIGNED/balance', bal, { ...old, 'x-timestamp': String(Math.floor(clock.now().getTime() / 1000)) })).statusCode).toBe(401);
      // Within the window the clock may differ a little.
      expect((await signed('/api/seamless/SIGNED/balance', bal, secret, new Date(clock.now().getTime() - 299_000))).json().value.balance).toBe(9_000);
      // One secret per vendor per brand: jade's secret for the same vendor code does not sign for mesra.
      expect((await signed('/api/seamless/SIGNED/balance', bal, jadeSecret)).statusCode).toBe(401);
      // Unknown vendor codes, and the house vendor (its games settle in-process only), are refused.
      for (const vendor of ['NOSUCH', 'OWNHOUSE']) {
        const res = await signed(`/api/seamless/${vendor}/balance`, bal, vendor === 'OWNHOUSE' ? 'house-secret' : secret);
        expect(res.statusCode, vendor).toBe(404);
        expect(res.json()).toMatchObject({ code: 'vendor_not_found', message: 'err_vendor_not_found' });
      }
      expect(await seamlessBalance(t.database.db, merchantId, m.id, 'SIGNED')).toBe(9_000);
    });

    it("issue 24 item 7: /api/seamless refuses a credit over the vendor's maximum multiplier, on a closed round, or to a trial account", async () => {
      const m = await funded(10_000);
      const path = (op: string) => `/api/seamless/SIGNED/${op}`;
      const tx = (txId: string, roundId: string, amount: number, memberId = m.id) => JSON.stringify({ memberId, txId: `${m.id}-${txId}`, roundId, amount });
      expect((await signed(path('debit'), tx('d', 'r', 100))).json()).toMatchObject({ success: true, value: { balance: 9_900 } });
      expect((await signed(path('credit'), tx('w-big', 'r', 10_001))).json()).toMatchObject({ success: false, code: 'win_exceeds_limit', message: 'err_seamless_win_exceeds_limit', value: { balance: 9_900 } });
      expect((await signed(path('credit'), tx('w', 'r', 10_000))).json()).toMatchObject({ success: true, value: { balance: 19_900 } });
      expect((await signed(path('credit'), tx('w-10bn', 'r', 10_000_000_000))).json()).toMatchObject({ success: false, code: 'round_closed', value: { balance: 19_900 } });
      const trial = await createMember(t.app, 'mesra', { isAgent: 4 });
      const res = (await signed(path('debit'), tx('t', 'tr', 100, trial.id))).json();
      expect(res).toMatchObject({ success: false, code: 'trial_account', message: 'err_seamless_trial_account' });
      expect(await checkInvariants(t.database.db)).toEqual(CLEAN);
    });
  });
});
