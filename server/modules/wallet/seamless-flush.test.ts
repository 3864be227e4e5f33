// Issue 21 (bench:wallet): early lock release on PostgreSQL (seamless.ts, WalFlusher). A seamless batch commits
// without waiting for its WAL flush, so the next batch runs at once; its calls are answered only once a flush that
// covers the commit has returned. What a vendor notices: no answer before the bet is on disk; a failed flush is an
// error its retry answers with the first answer; bets of other members are not held up behind a slow flush.
// PostgreSQL only (PGlite has one connection and no flush to wait apart; SEAMLESS_EARLY_RELEASE does nothing there).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { createMember } from '../../test/login';
import { fund } from '../../test/wallet';
import { checkInvariants, CLEAN } from './invariants';
import { seamlessBalance, seamlessDebit, setSeamlessEarlyRelease, type SeamlessCall } from './seamless';

const enabled = !!process.env.TEST_DATABASE_URL;
const FLUSH = 'select txid_current()';

describe.skipIf(!enabled)('seamless early lock release (postgres)', () => {
  let t: TestApp;
  let pool: pg.Pool;
  /** Each flush the wallet asks for, held until the test lets it go (or fails it). */
  let flushes: { release: () => void; fail: (e: Error) => void }[] = [];
  let hold = false;
  let flushAsked: () => void = () => undefined;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    // The flusher's statement, held or failed on the test's word; every other statement as it is.
    (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
      if (args[0] !== FLUSH || !hold) return query(...args);
      return new Promise((resolve, reject) => {
        flushes.push({ release: () => query(...args).then(resolve, reject), fail: reject });
        flushAsked();
      });
    };
  });
  afterAll(() => t.close());

  const call = (m: { id: number; merchantId: number }, txId: string, amount: number): SeamlessCall => ({
    merchantId: m.merchantId,
    memberId: m.id,
    vendorCode: 'PG',
    txId: `${m.id}-${txId}`,
    roundId: `${m.id}-r-${txId}`,
    amount,
  });
  async function funded(amount: number) {
    const m = await createMember(t.app, 'mesra');
    await fund(t.database.db, m, amount);
    return m;
  }
  const nextFlush = () => new Promise<void>((r) => (flushAsked = r));
  /** The member's balance as another session sees it now, and whether its wallet row is free (not locked). */
  async function seenElsewhere(m: { id: number; merchantId: number }) {
    const c = await pool.connect();
    try {
      await c.query('begin');
      const { rows } = await c.query(
        "select balance::int from wallet_accounts where merchant_id = $1 and member_id = $2 and kind = 'main' for update nowait",
        [m.merchantId, m.id],
      );
      await c.query('rollback');
      return rows[0].balance as number;
    } finally {
      c.release();
    }
  }
  function holdFlushes() {
    hold = true;
    flushes = [];
    onTestFinished(() => {
      hold = false;
      for (const f of flushes) f.release();
    });
  }

  it('a bet is answered only once the flush after its commit has returned; its wallet is free for others meanwhile', async () => {
    holdFlushes();
    const m = await funded(1_000);
    const asked = nextFlush();
    let answered = false;
    const bet = seamlessDebit(t.database.db, call(m, 'd1', 300)).then((r) => ((answered = true), r));
    await asked;
    // Committed, not answered: another session reads the new balance and can lock the wallet at once.
    expect(await seenElsewhere(m)).toBe(700);
    await new Promise((r) => setTimeout(r, 50));
    expect(answered).toBe(false);
    flushes[0].release();
    expect(await bet).toEqual({ ok: true, balance: 700, duplicate: false });
  });

  it("another member's bet runs while the first one's flush is still out, and waits for a flush of its own", async () => {
    holdFlushes();
    const [a, b] = [await funded(1_000), await funded(1_000)];
    const first = nextFlush();
    const betA = seamlessDebit(t.database.db, call(a, 'd1', 100));
    await first;
    // A's flush is held: B's bet is taken (its own batch, committed) without waiting for it.
    const second = nextFlush();
    let answeredB = false;
    const betB = seamlessDebit(t.database.db, call(b, 'd1', 250)).then((r) => ((answeredB = true), r));
    await new Promise((r) => setTimeout(r, 100));
    expect(await seenElsewhere(b)).toBe(750);
    expect(answeredB).toBe(false);
    flushes[0].release();
    expect(await betA).toEqual({ ok: true, balance: 900, duplicate: false });
    // B committed after A's flush was asked for: that flush need not cover it, so B waits for the next one.
    await second;
    expect(answeredB).toBe(false);
    flushes[1].release();
    expect(await betB).toEqual({ ok: true, balance: 750, duplicate: false });
    expect(await checkInvariants(t.database.db)).toEqual(CLEAN);
  });

  it("a failed flush answers the bet with an error; the vendor's retry gets the bet's answer, and the money moved once", async () => {
    holdFlushes();
    const m = await funded(1_000);
    const asked = nextFlush();
    const bet = seamlessDebit(t.database.db, call(m, 'd1', 400));
    await asked;
    flushes[0].fail(new Error('connection lost'));
    await expect(bet).rejects.toThrow('connection lost');
    hold = false;
    expect(await seamlessDebit(t.database.db, call(m, 'd1', 400))).toEqual({ ok: true, balance: 600, duplicate: true });
    expect(await seamlessBalance(t.database.db, m.merchantId, m.id, 'PG')).toBe(600);
    expect(await checkInvariants(t.database.db)).toEqual(CLEAN);
  });

  it('with SEAMLESS_EARLY_RELEASE off, a bet commits synchronously and no flush is asked for', async () => {
    setSeamlessEarlyRelease(t.database.db, false);
    onTestFinished(() => setSeamlessEarlyRelease(t.database.db, t.app.config.wallet.seamlessEarlyRelease));
    holdFlushes();
    const m = await funded(1_000);
    expect(await seamlessDebit(t.database.db, call(m, 'd1', 100))).toEqual({ ok: true, balance: 900, duplicate: false });
    expect(flushes).toEqual([]);
  });
});
