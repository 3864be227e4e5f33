// Seamless wallet for game vendors (issue 4 item 6). In-process API used by the games module and by the
// signed vendor callbacks in seamless-routes.ts. Do not change these signatures: the games branch calls them.
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
// The rules are written once, in seamless_batch (migration 0015_seamless_batch_trust.sql, after 0012's
// arrays; first written as seamless_call in 0007); seamless_call is a batch of one.
import { sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from '../../db/client';
import { ensureSystemAccounts, houseSlot } from './ledger';
import { DEFAULT_WALLET_SETTINGS, WALLET_SETTINGS_KEY } from './settings';

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
}

/** The cap of a debit whose caller names none (tests and scripts; the routes and the games port always do). */
export const DEFAULT_MAX_MULTIPLIER = 1_000;
/** Largest cap accepted: far above any game, and staked x cap stays exact in the database. */
const MAX_MULTIPLIER_LIMIT = 1_000_000;
export type SeamlessResult =
  | { ok: true; balance: number; duplicate: boolean }
  | {
      ok: false;
      code: 'insufficient_funds' | 'round_not_found' | 'round_rolled_back' | 'round_closed' | 'tx_conflict' | 'member_not_found' | 'win_exceeds_limit' | 'trial_account';
      balance: number;
    };

type FailCode = Extract<SeamlessResult, { ok: false }>['code'];

const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

/**
 * The wallet's (kind, vendor_code) as SQL, from the merchant's isSingle setting (spec §3). Mirrors
 * walletSettings() in settings.ts and seamless_batch (which reads the same key, 'wallet').
 */
function walletKeySql(merchantId: number, vendorCode: string): { kind: SQL; vendor: SQL } {
  const single = sql`coalesce((select (value->>'isSingle')::boolean from merchant_settings where merchant_id = ${merchantId} and key = ${WALLET_SETTINGS_KEY}), ${DEFAULT_WALLET_SETTINGS.isSingle})`;
  return { kind: sql`case when ${single} then 'main' else 'vendor' end`, vendor: sql`case when ${single} then '' else ${vendorCode} end` };
}

/** PostgreSQL unique_violation: two first-time calls raced on the same key; the retry sees the winner. */
export function isUniqueViolation(e: unknown): boolean {
  return hasCode(e, '23505');
}

function hasCode(e: unknown, code: string): boolean {
  for (let x = e as { code?: string; cause?: unknown } | undefined, i = 0; x && i < 4; x = x.cause as typeof x, i++) {
    if (x.code === code) return true;
  }
  return false;
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
type CallValues = [Op, number, number, string, string, string, number, string | null, boolean, boolean, string, number];

const BATCH_TEXT =
  'select r_code, r_balance, r_duplicate from seamless_batch($1::text[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::bigint[], $8::text[], $9::boolean[], $10, $11::text[], $12::int[])';

/** The calls as seamless_batch's column arrays (the default wallet setting is one value for all). */
function batchValues(calls: CallValues[]): unknown[] {
  const col = (i: number) => calls.map((v) => v[i]);
  return [col(0), col(1), col(2), col(3), col(4), col(5), col(6), col(7), col(8), DEFAULT_WALLET_SETTINGS.isSingle, col(10), col(11)];
}

/** One statement on the database outside any transaction (autocommit): on PostgreSQL a named prepared statement. */
async function runStatement(db: DbOrTx, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return (await client.query({ name, text, values })).rows;
  // PGlite: the drizzle client's underlying PGlite instance takes the same positional parameters.
  const pglite = client as { query: (text: string, values: unknown[]) => Promise<{ rows: Row[] }> };
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
 * (README, "Measured again", night). So the simplest stays.
 * Several server processes each have their queue; their batches lock members then house slots in id order
 * (seamless_batch, migrations 0009, 0011 and 0012), so they cannot deadlock. If a batch fails (a race on a first-time
 * key, a missing house slot, anything unexpected), nothing of it was written: its calls are run one by one, each
 * with the usual retries, and get their own answers.
 */
class SeamlessBatcher {
  static readonly MAX_BATCH = 64;
  private readonly queue: { values: CallValues; resolve: (r: Row) => void; reject: (e: unknown) => void }[] = [];
  private busy = false;

  constructor(private readonly db: DbOrTx) {}

  submit(values: CallValues): Promise<Row> {
    return new Promise((resolve, reject) => {
      this.queue.push({ values, resolve, reject });
      if (!this.busy) void this.drain();
    });
  }

  private async drain() {
    this.busy = true;
    const queue = this.queue;
    while (queue.length) {
      const batch = queue.splice(0, SeamlessBatcher.MAX_BATCH);
      try {
        const rows = await this.run(batch.map((b) => b.values));
        if (batch.length > 1) {
          seamlessBatchStats.batches++;
          seamlessBatchStats.calls += batch.length;
        }
        batch.forEach((b, i) => b.resolve(rows[i]));
      } catch (e) {
        if (batch.length === 1) {
          batch[0].reject(e);
          continue;
        }
        seamlessBatchStats.fallbacks++;
        // One by one, in arrival order (calls of one member keep their order).
        for (const b of batch) await this.run([b.values]).then((rows) => b.resolve(rows[0]), b.reject);
      }
    }
    this.busy = false;
  }

  /** A lone call is a batch of one (seamless_call is that too, migration 0012): one prepared statement. */
  private run(calls: CallValues[]): Promise<Row[]> {
    return runStatement(this.db, 'seamless_batch', BATCH_TEXT, batchValues(calls));
  }
}

/** Counters of multi-call batches (tests check that group commit happens; fallbacks counted apart). */
export const seamlessBatchStats = { batches: 0, calls: 0, fallbacks: 0 };

const batchers = new WeakMap<object, SeamlessBatcher>();
function batcherFor(db: DbOrTx): SeamlessBatcher {
  let b = batchers.get(db);
  if (!b) batchers.set(db, (b = new SeamlessBatcher(db)));
  return b;
}

async function call(db: DbOrTx, op: Op, c: SeamlessCall, retry = true): Promise<SeamlessResult> {
  const valid = validCall(c);
  const cap = valid ? (c.maxMultiplier ?? DEFAULT_MAX_MULTIPLIER) : 0;
  const values: CallValues = [op, c.merchantId, c.memberId, String(c.vendorCode), String(c.txId), String(c.roundId), valid ? c.amount : 0, c.gameCode ?? null, valid, DEFAULT_WALLET_SETTINGS.isSingle, houseSlot(c.memberId), cap];
  try {
    let row: Row;
    if (db instanceof PgTransaction) {
      // In the caller's transaction, a savepoint: a failed call (and its retry) must not abort the caller's work.
      const [o, merchant, member, vendor, tx, round, amount, game, ok, single, slot, maxMultiplier] = values;
      const statement = sql`select r_code, r_balance, r_duplicate from seamless_call(${o}, ${merchant}::int, ${member}::int, ${vendor}, ${tx}, ${round},
        ${amount}::bigint, ${game}::text, ${ok}, ${single}, ${slot}, ${maxMultiplier}::int)`;
      [row] = rowsOf(await db.transaction((t) => t.execute(statement)));
    } else row = await batcherFor(db).submit(values);
    const balance = Number(row.r_balance);
    if (row.r_code === null) return { ok: true, balance, duplicate: row.r_duplicate === true };
    return { ok: false, code: row.r_code as FailCode, balance };
  } catch (e) {
    if (retry && isUniqueViolation(e)) return call(db, op, c, false);
    if (retry && hasCode(e, MISSING_SYSTEM_ACCOUNT)) {
      await ensureSystemAccounts(c.merchantId, db);
      return call(db, op, c, false);
    }
    throw e;
  }
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
