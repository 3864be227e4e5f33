// Seamless wallet for game vendors (issue 4 item 6; issue 14 item 2). The one seamless entry: the games module
// (its vendor API /api/seamless and its house games) calls these through index.ts, as bench:wallet does over HTTP.
//
// Rules (industry practice for seamless wallets):
// - idempotent on (merchant, vendor, txId): a replay returns the first answer with duplicate: true;
//   the same txId with different content (member, round, amount, kind) answers tx_conflict;
// - a credit needs a debit in its round (round_not_found), and not every debit rolled back (round_rolled_back);
// - a rollback (txId = the debit's txId) of a debit never seen is recorded, so a late debit is refused;
// - a round is closed by its credit (one per round; 0 closes a losing round): no second credit, no debit and no
//   rollback after it (round_closed);
// - a credit is at most the round's stake (its debits not rolled back) x the game's maximum multiplier, which
//   the caller passes with each debit (maxMultiplier; the round keeps the largest) — else win_exceeds_limit
//   (issue 24 item 7: a credit of 10 billion on a closed round had been accepted);
// - a trial account (members.is_agent = 4) never bets or wins real money here (trial_account);
// - insufficient funds answers with the real balance; failed calls write nothing.
// Wallet: the member's main wallet when the merchant wallet is single (spec §3 isSingle), else the vendor
// sub-wallet. Every call first locks that member account (SELECT ... FOR UPDATE), so all calls of one member
// are serialised and the checks below cannot race.
//
// One round trip per call: the rules and writes run in the database, in autocommit (a savepoint when the
// caller passes its own transaction). The first version ran them here over BEGIN, lock, look-up, write,
// COMMIT: five round trips, and on two shared cores the socket writes to PostgreSQL alone took a third of the
// server's time (README, benchmark). Under load, calls share transactions (SeamlessBatcher, group commit).
// The rules are written once, in seamless_batch (sql/seamless-batch.sql, applied after the migrations by
// server/db/module-functions.ts; earlier versions in migrations 0007-0015); seamless_call is a batch of one.
// Vendor callbacks and house games alike come through here and the same batcher (issue 14 item 2); the batch
// also writes the round's record (on the round's one seamless_rounds row) when the caller names its game type.
import { sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { hasPgCode, isUniqueViolation, type DbOrTx } from '../../db/client';
import { debitSeen, hasBetChecks, runBetChecks, type BetRefusal } from './guards';
import { ensureSystemAccounts, houseSlot } from './ledger';

export interface SeamlessCall {
  merchantId: number;
  memberId: number;
  vendorCode: string;
  txId: string;
  roundId: string;
  amount: number /* minor units, >= 0 */;
  gameCode?: string;
  /**
   * A debit's cap on its round's win, in whole multiples of the stake: the game's maximum multiplier
   * (games.max_multiplier, else its vendor row's). Every route and the games port pass it; a caller that
   * does not gets DEFAULT_MAX_MULTIPLIER. Ignored on credits and rollbacks.
   */
  maxMultiplier?: number;
  /** The round's record (seamless_rounds' record columns, rounds.ts) is written by the batch when the caller names the game type. */
  gameType?: string;
  gameId?: number | null;
  /** The outcome kept on the round by its settling credit (house games). */
  detail?: unknown;
  /** The caller's clock for the round's times (the app clock); the database's now() when absent. */
  at?: Date;
}

/** The cap of a debit whose caller names none (tests and scripts; the routes and the games port always do). */
export const DEFAULT_MAX_MULTIPLIER = 1_000;
/** Largest cap accepted: far above any game, and staked x cap stays exact in the database. */
const MAX_MULTIPLIER_LIMIT = 1_000_000;
export type SeamlessResult =
  | { ok: true; balance: number; duplicate: boolean }
  | {
      ok: false;
      code: 'insufficient_funds' | 'round_not_found' | 'round_rolled_back' | 'round_closed' | 'tx_conflict' | 'member_not_found' | 'win_exceeds_limit' | 'trial_account' | BetRefusal;
      balance: number;
    };

type FailCode = Extract<SeamlessResult, { ok: false }>['code'];
export type SeamlessRefusalCode = FailCode;

/**
 * The message key of each refusal, the same wherever a seamless call is refused to a vendor (spelled out, so the
 * message-keys test finds every one).
 */
export const SEAMLESS_REFUSAL_KEYS: Record<FailCode, string> = {
  insufficient_funds: 'err_seamless_insufficient_funds',
  round_not_found: 'err_seamless_round_not_found',
  round_rolled_back: 'err_seamless_round_rolled_back',
  round_closed: 'err_seamless_round_closed',
  tx_conflict: 'err_seamless_tx_conflict',
  member_not_found: 'err_seamless_member_not_found',
  win_exceeds_limit: 'err_seamless_win_exceeds_limit',
  trial_account: 'err_seamless_trial_account',
  // Issue 20 player protection (wallet/guards.ts): the player's own limits, session limit, time-out or exclusion.
  loss_limit_exceeded: 'err_rg_loss_limit',
  wager_limit_exceeded: 'err_rg_wager_limit',
  session_limit_exceeded: 'err_rg_session_limit',
  player_excluded: 'err_rg_excluded',
};

const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

/** The wallet's (kind, vendor_code) as SQL, from the merchant's isSingle (spec §3), resolved by wallet_is_single only. */
function walletKeySql(merchantId: number, vendorCode: string): { kind: SQL; vendor: SQL } {
  const single = sql`wallet_is_single(${merchantId}::int)`;
  return { kind: sql`case when ${single} then 'main' else 'vendor' end`, vendor: sql`case when ${single} then '' else ${vendorCode} end` };
}


/** seamless_batch raises this when the brand's house slot does not exist yet. */
const MISSING_SYSTEM_ACCOUNT = 'WL001';

function validCall(c: SeamlessCall): boolean {
  return (
    Number.isSafeInteger(c.amount) &&
    c.amount >= 0 &&
    typeof c.txId === 'string' &&
    c.txId.length > 0 &&
    c.txId.length <= 128 &&
    typeof c.roundId === 'string' &&
    c.roundId.length <= 128 &&
    typeof c.vendorCode === 'string' &&
    c.vendorCode.length > 0 &&
    c.vendorCode.length <= 64 &&
    (c.maxMultiplier === undefined || (Number.isSafeInteger(c.maxMultiplier) && c.maxMultiplier >= 0 && c.maxMultiplier <= MAX_MULTIPLIER_LIMIT))
  );
}

type Op = 'debit' | 'credit' | 'rollback';
type Row = Record<string, unknown>;
/** seamless_call's arguments, in order; seamless_batch takes each as a column array (batchValues). */
type CallValues = [Op, number, number, string, string, string, number, string | null, boolean, string, number, number | null, string | null, string | null, string | null, boolean];

export const BATCH_TEXT =
  'select r_code, r_balance, r_duplicate from seamless_batch($1::text[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::text[], $9::boolean[], $10::text[], $11::int[], $12::int[], $13::text[], $14::jsonb[], $15::timestamptz[], $16::boolean[])';

/** The calls as seamless_batch's column arrays. */
function batchValues(calls: CallValues[]): unknown[] {
  return calls[0].map((_, i) => calls.map((v) => v[i]));
}

/** The drizzle handle's PostgreSQL pool (undefined on PGlite). */
function poolOf(db: DbOrTx): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/** One statement on the database outside any transaction (autocommit): on PostgreSQL a named prepared statement. */
export async function runStatement(db: DbOrTx, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const pool = poolOf(db);
  if (pool) return (await pool.query({ name, text, values })).rows;
  // PGlite: the drizzle client's underlying PGlite instance takes the same positional parameters.
  const pglite = (db as { $client?: unknown }).$client as { query: (text: string, values: unknown[]) => Promise<{ rows: Row[] }> };
  return (await pglite.query(text, values)).rows;
}

/**
 * Group commit (migration 0009): a call goes to the database at once when no batch is in flight; calls
 * arriving meanwhile wait and go together as the next batch, in one transaction and one commit. At one call
 * at a time nothing waits; under load the commits (each a WAL flush), round trips and statement overheads
 * are shared. One batch in flight per database handle: at 16 clients (bench:wallet) one queue and two
 * queues split by member parity measured the same within the run-to-run noise (~850-1,250 pairs/s);
 * four and eight queues less (~900 and ~830: smaller batches, more commits); two batches in flight from
 * one queue, the second sent once as many calls wait as the first holds, gave ratio 0.512 against 0.501
 * (README, "Measured again", night). So one batch in flight stays the default: SEAMLESS_LANES=2 (issue 21, below) sends
 * a second batch while the first runs, each on its own connection, and measured no faster on two shared cores (more
 * commits, smaller batches: README "Two batches in flight"); it is for a database server with cores to spare. The
 * loop on a worker thread of its own, sending the next batch the moment one answers, was no faster either (smaller
 * batches again, and the threads' messages: README "The one batch in flight"). On PostgreSQL a batch's commit does
 * not wait for its WAL flush (early lock release, WalFlusher below): the next batch is sent as soon as the last one
 * has committed, and the last one's answers wait for a flush after it (README "Early lock release": ~15 % more
 * pairs a second at 16 clients).
 * Several server processes each have their queue; their batches lock members then house slots in id order
 * (seamless_batch, migrations 0009, 0011 and 0012), so they cannot deadlock. If a batch fails (a race on a first-time
 * key, a missing house slot, anything unexpected), nothing of it was written: its calls are run one by one, each
 * with the usual retries, and get their own answers.
 */
class SeamlessBatcher {
  static readonly MAX_BATCH = 64;
  /** Groups of calls that commit together (a house round: its debit and its credit), in arrival order. */
  private readonly queue: { values: CallValues[]; member: string; resolve: (r: Row[]) => void; reject: (e: unknown) => void; at: number }[] = [];
  /** Members ('merchant/member') of the batches in flight. */
  private readonly busy = new Set<string>();
  private inFlight = 0;

  constructor(private readonly db: DbOrTx) {}

  submit(values: CallValues[]): Promise<Row[]> {
    return new Promise((resolve, reject) => {
      this.queue.push({ values, member: `${values[0][1]}/${values[0][2]}`, resolve, reject, at: performance.now() });
      this.pump();
    });
  }

  /**
   * Sends the next batch while a lane is free: the waiting groups in arrival order, whole groups only, leaving out
   * every group of a member with calls in flight (and so that member's later calls too): a member's calls commit in
   * the order they arrived.
   */
  private pump() {
    // Batches in flight at once (setSeamlessLanes: one per pool connection, PostgreSQL only).
    const lanes = lanesOf.get(this.db) ?? 1;
    while (this.inFlight < lanes && this.queue.length) {
      const skipped = new Set<string>();
      const batch: typeof this.queue = [];
      let size = 0;
      for (let i = 0; i < this.queue.length && size < SeamlessBatcher.MAX_BATCH; ) {
        const g = this.queue[i];
        if (this.busy.has(g.member) || skipped.has(g.member) || (size > 0 && size + g.values.length > SeamlessBatcher.MAX_BATCH)) {
          skipped.add(g.member);
          i++;
          continue;
        }
        batch.push(g);
        size += g.values.length;
        this.queue.splice(i, 1);
      }
      if (!batch.length) return;
      for (const g of batch) this.busy.add(g.member);
      this.inFlight++;
      let freed = false;
      const free = () => {
        if (freed) return;
        freed = true;
        this.inFlight--;
        for (const g of batch) this.busy.delete(g.member);
        this.pump();
      };
      void this.send(batch, size, free).finally(free);
    }
  }

  private async send(batch: typeof this.queue, size: number, committed: () => void) {
    const observe = batchObservers.get(this.db);
    if (observe) {
      const start = performance.now();
      observe(size, batch.map((b) => (start - b.at) / 1000));
    }
    const flusher = flushers.get(this.db);
    try {
      const rows = await this.run(batch.flatMap((b) => b.values), flusher !== undefined);
      if (size > 1) {
        seamlessBatchStats.batches++;
        seamlessBatchStats.calls += size;
      }
      if (flusher) {
        // Committed, not yet flushed: the next batch may go; the answers wait for the flush.
        committed();
        try {
          await flusher.flushed();
        } catch (e) {
          for (const b of batch) b.reject(e);
          return;
        }
      }
      let at = 0;
      for (const b of batch) b.resolve(rows.slice(at, (at += b.values.length)));
    } catch (e) {
      if (batch.length === 1) {
        batch[0].reject(e);
        return;
      }
      seamlessBatchStats.fallbacks++;
      // Group by group, in arrival order (calls of one member keep their order; a group stays atomic).
      for (const b of batch) await this.run(b.values).then(b.resolve, b.reject);
    }
  }

  /**
   * A lone call is a batch of one (seamless_call is that too, migration 0012): one prepared statement. early: its
   * commit does not wait for its flush (the caller waits for WalFlusher before answering).
   */
  private run(calls: CallValues[], early = false): Promise<Row[]> {
    if (early) return runStatement(this.db, 'seamless_batch_early', BATCH_TEXT_EARLY, batchValues(calls));
    return runStatement(this.db, 'seamless_batch', BATCH_TEXT, batchValues(calls));
  }
}

/**
 * The batch's statement with synchronous_commit off for its own transaction only (set_config's is_local: the
 * autocommit transaction of this one statement; a function's SET clause would end before the commit).
 */
const BATCH_TEXT_EARLY = `${BATCH_TEXT}, set_config('synchronous_commit', 'off', true)`;

/**
 * Early lock release (issue 21, bench:wallet): a batch commits without waiting for its WAL flush, so its row locks go
 * and the next batch runs while the disk writes; its calls are answered once a flush that covers its commit has
 * returned: a one-statement transaction on another connection whose synchronous commit (txid_current() gives it an
 * xid, so a commit record) flushes the WAL up to its own record, which comes after the batch's. So nothing is
 * answered before it is on disk, as with synchronous commit; what changes is that other sessions may read a batch's
 * rows for the ~1 ms before they are (a reader's own commit would flush them first; a crash then loses them
 * unanswered, and the vendor's retry finds nothing). One flush in flight at a time: batches that commit meanwhile
 * share the next. On two shared cores the commit's flush had been a third of each batch's time, with nothing else
 * running on the one connection (README "The one batch in flight"). A failed flush answers the batch's calls with its
 * error: what they wrote may be on disk, and a vendor's retry gets the first answer (idempotent on its txId).
 */
class WalFlusher {
  private current: Promise<void> | undefined;
  private next: Promise<void> | undefined;

  constructor(private readonly pool: pg.Pool) {}

  /** Resolves once the WAL written before this call is flushed. */
  flushed(): Promise<void> {
    // A flush already in flight may have been asked before this caller's commit: it waits for the next one.
    if (!this.current) return this.start();
    return (this.next ??= this.current
      .catch(() => undefined)
      .then(() => {
        this.next = undefined;
        return this.start();
      }));
  }

  private start(): Promise<void> {
    const p: Promise<void> = this.pool.query('select txid_current()').then(
      () => this.done(p),
      (e: unknown) => {
        this.done(p);
        throw e;
      },
    );
    return (this.current = p);
  }

  private done(p: Promise<void>) {
    if (this.current === p) this.current = undefined;
  }
}

/** Per database handle: its flusher when early lock release is on (setSeamlessEarlyRelease; PostgreSQL only). */
const flushers = new WeakMap<object, WalFlusher>();
export function setSeamlessEarlyRelease(db: DbOrTx, on: boolean): void {
  const pool = poolOf(db);
  if (on && pool) flushers.set(db, new WalFlusher(pool));
  else flushers.delete(db);
}

/** Per database handle: told each batch's size (calls) and each group's wait in the queue, in seconds (metrics). */
const batchObservers = new WeakMap<object, (size: number, waits: number[]) => void>();
export function observeSeamlessBatches(db: DbOrTx, observe: (size: number, waits: number[]) => void): void {
  batchObservers.set(db, observe);
}

/** Counters of multi-call batches (tests check that group commit happens; fallbacks counted apart). */
export const seamlessBatchStats = { batches: 0, calls: 0, fallbacks: 0 };

const batchers = new WeakMap<object, SeamlessBatcher>();
/** Per database handle: batches in flight at once (config.wallet.seamlessLanes on PostgreSQL; 1 when unset). */
const lanesOf = new WeakMap<object, number>();
export function setSeamlessLanes(db: DbOrTx, lanes: number): void {
  lanesOf.set(db, lanes);
}
function batcherFor(db: DbOrTx): SeamlessBatcher {
  let b = batchers.get(db);
  if (!b) batchers.set(db, (b = new SeamlessBatcher(db)));
  return b;
}

/** checked: the bet checks ran for this call (or none are registered): seamless_batch takes it even for a guarded member. */
function callValues(op: Op, c: SeamlessCall, checked: boolean): CallValues {
  const valid = validCall(c);
  const cap = valid ? (c.maxMultiplier ?? DEFAULT_MAX_MULTIPLIER) : 0;
  return [
    op,
    c.merchantId,
    c.memberId,
    String(c.vendorCode),
    String(c.txId),
    String(c.roundId),
    valid ? c.amount : 0,
    c.gameCode ?? null,
    valid,
    houseSlot(c.memberId),
    cap,
    c.gameId ?? null,
    c.gameType ?? null,
    c.detail === undefined ? null : JSON.stringify(c.detail),
    c.at ? c.at.toISOString() : null,
    checked,
  ];
}

function result(row: Row): SeamlessResult {
  const balance = Number(row.r_balance);
  if (row.r_code === null) return { ok: true, balance, duplicate: row.r_duplicate === true };
  return { ok: false, code: row.r_code as FailCode, balance };
}

/** Calls that commit together, in order: through the batcher, or in the caller's transaction (a savepoint). */
async function run(db: DbOrTx, calls: [Op, SeamlessCall][], retry = true, checked = !hasBetChecks()): Promise<SeamlessResult[]> {
  const values = calls.map(([op, c]) => callValues(op, c, checked));
  try {
    if (db instanceof PgTransaction) {
      // In the caller's transaction, a savepoint: a failed call (and its retry) must not abort the caller's work.
      const rows = await db.transaction(async (t) => {
        const out: Row[] = [];
        for (const [o, merchant, member, vendor, tx, round, amount, game, ok, slot, maxMultiplier, gameId, gameType, detail, at, done] of values) {
          const [row] = rowsOf(
            await t.execute(sql`select r_code, r_balance, r_duplicate from seamless_call(${o}, ${merchant}::int, ${member}::int, ${vendor}, ${tx}, ${round},
              ${amount}::bigint, ${game}::text, ${ok}, ${slot}, ${maxMultiplier}::int, ${gameId}::int, ${gameType}::text, ${detail}::jsonb, ${at}::timestamptz, ${done})`),
          );
          out.push(row);
        }
        return out;
      });
      return rows.map(result);
    }
    return (await batcherFor(db).submit(values)).map(result);
  } catch (e) {
    if (retry && isUniqueViolation(e)) return run(db, calls, false, checked);
    if (retry && hasPgCode(e, MISSING_SYSTEM_ACCOUNT)) {
      await ensureSystemAccounts(calls[0][1].merchantId, db);
      return run(db, calls, false, checked);
    }
    throw e;
  }
}

/**
 * seamless_batch's answer to an unchecked debit of a member with bet checks (wallet_bet_guards): nothing written;
 * the checks run and the debit goes again, checked. Never reaches a vendor.
 */
const NEEDS_CHECK = 'needs_check';
const needsCheck = (r: SeamlessResult) => !r.ok && (r.code as string) === NEEDS_CHECK;

async function call(db: DbOrTx, op: Op, c: SeamlessCall): Promise<SeamlessResult> {
  if (!hasBetChecks()) return (await run(db, [[op, c]]))[0];
  if (op !== 'debit') {
    // Behind a debit whose checks are running (never overtaking it); with none running, at once, in arrival order.
    if (lanesBusy.get(db)) await inOrder(db, NO_REFUSAL);
    return (await run(db, [[op, c]]))[0];
  }
  // Issue 21 (bench:wallet): most members have nothing to check, so the debit goes straight to the batch; a member
  // with bet checks gets needs_check back (nothing written) and takes the checked path below.
  const first = (await run(db, [[op, c]], true, false))[0];
  if (!needsCheck(first)) return first;
  return oneAtATime(db, c, async (previous) => {
    const refused = await inOrder(
      db,
      previous.then(() => betRefusal(db, c)),
    );
    return refused ?? (await run(db, [[op, c]], true, true))[0];
  });
}

const NO_REFUSAL: Promise<null> = Promise.resolve(null);
/** Per database handle and member: the end of that member's last debit (its checks and its commit). */
const memberDebits = new WeakMap<object, Map<string, Promise<void>>>();

/**
 * Issue 20: one member's debits are checked and taken one after the other in this process, so bets arriving
 * together cannot each pass the last of a loss or wager limit on totals read before the others were written.
 * `work` gets the end of the member's previous debit to wait for before its checks. Other members are not held
 * back beyond the arrival order `inOrder` keeps. (Across processes vendors send a member's bets one at a time.)
 */
async function oneAtATime<T>(db: DbOrTx, c: SeamlessCall, work: (previous: Promise<void>) => Promise<T>): Promise<T> {
  let byMember = memberDebits.get(db);
  if (!byMember) memberDebits.set(db, (byMember = new Map()));
  const key = `${c.merchantId}:${c.memberId}`;
  const previous = byMember.get(key) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((r) => (release = r));
  byMember.set(key, mine);
  try {
    return await work(previous);
  } finally {
    release();
    if (byMember.get(key) === mine) byMember.delete(key);
  }
}
/** Per database handle: the last call's check, so calls reach the batcher in the order they arrived. */
const lanes = new WeakMap<object, Promise<unknown>>();

/**
 * Issue 20: the bet checks run before a debit is submitted, so a call behind a debit (its rollback, the next
 * bet) must not overtake it: each call waits for the checks of the calls before it (they run concurrently,
 * started on arrival), then is submitted in arrival order, in the same microtask turn, so calls that arrived
 * together still share a batch.
 */
function inOrder<T>(db: DbOrTx, check: Promise<T>): Promise<T> {
  const mine = (lanes.get(db) ?? NO_REFUSAL).then(() => check);
  lanesBusy.set(db, (lanesBusy.get(db) ?? 0) + 1);
  lanes.set(
    db,
    mine.catch(() => undefined),
  );
  const done = () => lanesBusy.set(db, lanesBusy.get(db)! - 1);
  mine.then(done, done);
  return mine;
}
/** Per database handle: calls in the lane whose checks have not finished (0: a credit or rollback need not wait). */
const lanesBusy = new WeakMap<object, number>();

/**
 * Issue 20: the player-protection checks (loss and wager limits, session limit, exclusion) on a debit, before its
 * batch: a refused bet writes nothing and answers the real balance. A debit the wallet already took (a vendor's
 * retry) is never refused here: the batch answers it as the replay it is.
 */
async function betRefusal(db: DbOrTx, c: SeamlessCall): Promise<SeamlessResult | null> {
  if (!validCall(c) || c.amount === 0) return null;
  const code = await runBetChecks({ merchantId: c.merchantId, memberId: c.memberId, amount: c.amount, now: c.at ?? new Date() }, db);
  if (!code || (await debitSeen(db, c.merchantId, c.vendorCode, c.txId))) return null;
  return { ok: false, code, balance: await seamlessBalance(db, c.merchantId, c.memberId, c.vendorCode) };
}

/**
 * A whole round at once (house games): its debit and its settling credit in one batch and one commit, so a
 * refused bet moves nothing and a taken stake always has its outcome. The credit of a refused debit is
 * answered round_not_found and writes nothing.
 */
export async function seamlessRound(db: DbOrTx, debit: SeamlessCall, credit: SeamlessCall): Promise<{ debit: SeamlessResult; credit: SeamlessResult }> {
  const both = async (checked: boolean) => {
    const [d, c] = await run(
      db,
      [
        ['debit', debit],
        ['credit', credit],
      ],
      true,
      checked,
    );
    return { debit: d, credit: c };
  };
  if (!hasBetChecks()) return both(true);
  // As call(): straight to the batch unless the member has bet checks (then the credit found no debit: nothing written).
  const first = await both(false);
  if (!needsCheck(first.debit)) return first;
  return oneAtATime(db, debit, async (previous) => {
    const refused = await inOrder(
      db,
      previous.then(() => betRefusal(db, debit)),
    );
    if (refused) return { debit: refused, credit: { ok: false, code: 'round_not_found', balance: refused.balance } };
    return both(true);
  });
}

/** The balance the vendor shows: the main wallet (single) or the vendor sub-wallet; 0 for an unknown member. */
export async function seamlessBalance(db: DbOrTx, merchantId: number, memberId: number, vendorCode: string): Promise<number> {
  const w = walletKeySql(merchantId, vendorCode);
  const [row] = rowsOf(await db.execute(sql`select balance from wallet_accounts where merchant_id = ${merchantId} and member_id = ${memberId} and kind = ${w.kind} and vendor_code = ${w.vendor}`));
  return row ? Number(row.balance) : 0;
}

/** Bet: member wallet -> house. */
export const seamlessDebit = (db: DbOrTx, c: SeamlessCall): Promise<SeamlessResult> => call(db, 'debit', c);

/** Win: house -> member wallet. Amount 0 closes a losing round. */
export const seamlessCredit = (db: DbOrTx, c: SeamlessCall): Promise<SeamlessResult> => call(db, 'credit', c);

/**
 * Cancels the debit whose txId is c.txId: a reversal journal puts the money back into the account it came
 * from. c.amount may be 0 or the debit's amount; c.roundId is informational (the debit's round is used).
 */
export const seamlessRollback = (db: DbOrTx, c: SeamlessCall): Promise<SeamlessResult> => call(db, 'rollback', c);

/**
 * Many calls of one kind as one batch: one statement and one commit (the house lottery settles a draw's bets with
 * this, issue 17). Each call keeps its own rules and answer; a group larger than the batcher's batch goes alone.
 */
export async function seamlessMany(db: DbOrTx, op: 'credit' | 'rollback', calls: SeamlessCall[]): Promise<SeamlessResult[]> {
  return calls.length ? run(db, calls.map((c) => [op, c] as [Op, SeamlessCall])) : [];
}

const SETTLE_TEXT =
  'select r_code, r_balance, r_duplicate from seamless_settle($1::int, $2::text, $3::int[], $4::text[], $5::text[], $6::bigint[], $7::text[], $8::text[], $9::text[], $10::jsonb[], $11::timestamptz[])';
const REFUND_TEXT =
  'select r_code, r_balance, r_duplicate from seamless_refund($1::int, $2::text, $3::int[], $4::text[], $5::bigint[], $6::text[], $7::text[], $8::text[], $9::timestamptz[])';

/** A statement with positional parameters: autocommit (prepared on PostgreSQL), or a savepoint in the caller's transaction. */
async function statement(db: DbOrTx, name: string, text: string, values: unknown[]): Promise<Row[]> {
  if (!(db instanceof PgTransaction)) return runStatement(db, name, text, values);
  const parts = text.split(/\$(\d+)/);
  // sql.param keeps an array one parameter (drizzle would spread a bare array into a list).
  const query = sql.join(parts.map((p, i) => (i % 2 ? sql`${sql.param(values[Number(p) - 1])}` : sql.raw(p))));
  return db.transaction(async (t) => rowsOf(await t.execute(query)));
}

/** Calls answered by the set-based path (settled or replayed there) and calls it left to seamless_batch (tests). */
export const seamlessSettleStats = { setBased: 0, fallbacks: 0 };

/** One merchant's and vendor's calls to seamless_settle / seamless_refund (sql/seamless-settle.sql). */
async function settleGroup(db: DbOrTx, op: 'credit' | 'rollback', calls: SeamlessCall[], retry = true): Promise<Row[]> {
  const { merchantId, vendorCode } = calls[0];
  const at = calls.map((c) => (c.at ? c.at.toISOString() : null));
  const common = [merchantId, vendorCode, calls.map((c) => c.memberId), calls.map((c) => c.txId)];
  try {
    return op === 'credit'
      ? await statement(db, 'seamless_settle', SETTLE_TEXT, [
          ...common,
          calls.map((c) => c.roundId),
          calls.map((c) => c.amount),
          calls.map((c) => c.gameCode ?? null),
          calls.map((c) => houseSlot(c.memberId)),
          calls.map((c) => c.gameType ?? null),
          calls.map((c) => (c.detail === undefined ? null : JSON.stringify(c.detail))),
          at,
        ])
      : await statement(db, 'seamless_refund', REFUND_TEXT, [
          ...common,
          calls.map((c) => c.amount),
          calls.map((c) => c.gameCode ?? null),
          calls.map((c) => houseSlot(c.memberId)),
          calls.map((c) => c.gameType ?? null),
          at,
        ]);
  } catch (e) {
    // A first-time key raced with another member's call (the same txId): nothing was written; the retry sees it.
    if (retry && isUniqueViolation(e)) return settleGroup(db, op, calls, false);
    throw e;
  }
}

/**
 * Settlement in bulk (issue 17: a lottery draw's wins, a voided draw's refunds): many credits (or rollbacks of
 * debits) answered exactly as seamlessMany answers them, but written set-based: per merchant and vendor, one
 * statement (seamless_settle / seamless_refund) locks the chunk's member wallets and house slots in ledger order
 * and writes all its journals, postings, vendor rows, rounds and bet.settled events with a few multi-row
 * statements, in one commit. Idempotent by txId like every seamless call (a replay answers duplicate with its first
 * balance). The calls it does not settle itself (anything but a plain first credit/rollback or a replay: conflicts,
 * refusals, trial accounts, a missing wallet) go afterwards through seamless_batch (seamlessMany's path), so the
 * rules have one implementation. A chunk is atomic: interrupted, it wrote nothing and runs again whole.
 */
export async function seamlessSettleMany(db: DbOrTx, op: 'credit' | 'rollback', calls: SeamlessCall[]): Promise<SeamlessResult[]> {
  const out: SeamlessResult[] = new Array(calls.length);
  const groups = new Map<string, number[]>();
  const rest: number[] = [];
  calls.forEach((c, i) => {
    // An invalid call is seamless_batch's to refuse (tx_conflict).
    if (!validCall(c)) {
      rest.push(i);
      return;
    }
    const key = `${c.merchantId}|${c.vendorCode}`;
    const g = groups.get(key);
    if (g) g.push(i);
    else groups.set(key, [i]);
  });
  for (const idx of groups.values()) {
    const rows = await settleGroup(
      db,
      op,
      idx.map((i) => calls[i]),
    );
    rows.forEach((row, j) => {
      if (row.r_code === 'fallback') rest.push(idx[j]);
      else out[idx[j]] = result(row);
    });
    seamlessSettleStats.setBased += idx.length;
  }
  if (rest.length) {
    seamlessSettleStats.fallbacks += rest.length;
    seamlessSettleStats.setBased -= rest.length - rest.filter((i) => !validCall(calls[i])).length;
    rest.sort((a, b) => a - b);
    const answers = await run(
      db,
      rest.map((i) => [op, calls[i]] as [Op, SeamlessCall]),
    );
    answers.forEach((r, j) => (out[rest[j]] = r));
  }
  return out;
}
