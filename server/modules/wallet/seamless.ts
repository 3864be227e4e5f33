// Seamless wallet for game vendors (issue 4 item 6). In-process API used by the games module and by the
// signed vendor callbacks in seamless-routes.ts. Do not change these signatures: the games branch calls them.
//
// Rules (industry practice for seamless wallets):
// - idempotent on (merchant, vendor, txId): a replay returns the first answer with duplicate: true;
//   the same txId with different content (member, round, amount, kind) answers tx_conflict;
// - a credit needs a debit in its round (round_not_found), and not every debit rolled back (round_rolled_back);
// - a rollback (txId = the debit's txId) of a debit never seen is recorded, so a late debit is refused;
// - no rollback after a credit in that round (round_closed); a debit after a credit is round_closed too;
// - insufficient funds answers with the real balance; failed calls write nothing.
// Wallet: the member's main wallet when the merchant wallet is single (spec §3 isSingle), else the vendor
// sub-wallet. Every call first locks that member account (SELECT ... FOR UPDATE), so all calls of one member
// are serialised and the checks below cannot race.
//
// One round trip per call: the rules and writes run in the database function seamless_call (migration
// 0007_seamless_call.sql), in autocommit (a savepoint when the caller passes its own transaction). The first
// version ran them here over BEGIN, lock, look-up, write, COMMIT: five round trips, and on two shared cores
// the socket writes to PostgreSQL alone took a third of the server's time (README, benchmark).
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
}
export type SeamlessResult =
  | { ok: true; balance: number; duplicate: boolean }
  | {
      ok: false;
      code: 'insufficient_funds' | 'round_not_found' | 'round_rolled_back' | 'round_closed' | 'tx_conflict' | 'member_not_found';
      balance: number;
    };

type FailCode = Extract<SeamlessResult, { ok: false }>['code'];

const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

/**
 * The wallet's (kind, vendor_code) as SQL, from the merchant's isSingle setting (spec §3). Mirrors
 * walletSettings() in settings.ts and the start of seamless_call (which reads the same key, 'wallet').
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

/** seamless_call raises this when the brand's house slot does not exist yet. */
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
    c.vendorCode.length <= 64
  );
}

type Op = 'debit' | 'credit' | 'rollback';

const CALL_TEXT = 'select r_code, r_balance, r_duplicate from seamless_call($1, $2::int, $3::int, $4, $5, $6, $7::bigint, $8::text, $9, $10, $11)';

/** On PostgreSQL outside a transaction: a named prepared statement, parsed and planned once per connection. */
async function runPrepared(pool: pg.Pool, values: unknown[]): Promise<Record<string, unknown>[]> {
  return (await pool.query({ name: 'seamless_call', text: CALL_TEXT, values })).rows;
}

async function call(db: DbOrTx, op: Op, c: SeamlessCall, retry = true): Promise<SeamlessResult> {
  const valid = validCall(c);
  const values = [op, c.merchantId, c.memberId, String(c.vendorCode), String(c.txId), String(c.roundId), valid ? c.amount : 0, c.gameCode ?? null, valid, DEFAULT_WALLET_SETTINGS.isSingle, houseSlot(c.memberId)];
  try {
    let rows: Record<string, unknown>[];
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof pg.Pool && !(db instanceof PgTransaction)) rows = await runPrepared(client, values);
    else {
      const [o, merchant, member, vendor, tx, round, amount, game, ok, single, slot] = values;
      const statement = sql`select r_code, r_balance, r_duplicate from seamless_call(${o}, ${merchant}::int, ${member}::int, ${vendor}, ${tx}, ${round},
        ${amount}::bigint, ${game}::text, ${ok}, ${single}, ${slot})`;
      // In the caller's transaction, a savepoint: a failed call (and its retry) must not abort the caller's work.
      rows = rowsOf(db instanceof PgTransaction ? await db.transaction((t) => t.execute(statement)) : await db.execute(statement));
    }
    const [row] = rows;
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
