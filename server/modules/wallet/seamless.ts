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
// are serialised and the checks below cannot race. A call is 5 round trips: BEGIN, lock, look-up, one
// statement writing journal + postings + balances + the vendor tx + the round, COMMIT.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../member/tables';
import { ensureSystemAccounts, houseOf, InsufficientFundsError, lockMemberAccount, MissingSystemAccountError, postJournal, reverseJournal, type LockedAccount } from './ledger';
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

/** Thrown inside the transaction to roll it back; turned into { ok: false } outside. */
class Refusal extends Error {
  constructor(
    readonly code: FailCode,
    readonly balance: number,
  ) {
    super(code);
  }
}

const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;

/**
 * The wallet's (kind, vendor_code) as SQL, from the merchant's isSingle setting (spec §3), read in the same
 * statement as the account so a call costs no extra round trip. Mirrors walletSettings() in settings.ts.
 */
function walletKeySql(merchantId: number, vendorCode: string): { kind: SQL; vendor: SQL } {
  const single = sql`coalesce((select (value->>'isSingle')::boolean from merchant_settings where merchant_id = ${merchantId} and key = ${WALLET_SETTINGS_KEY}), ${DEFAULT_WALLET_SETTINGS.isSingle})`;
  return { kind: sql`case when ${single} then 'main' else 'vendor' end`, vendor: sql`case when ${single} then '' else ${vendorCode} end` };
}

/** Locks (creating if needed) the wallet the vendor plays on; null when the member is not in this merchant. */
async function lockWallet(merchantId: number, memberId: number, vendorCode: string, tx: DbOrTx): Promise<LockedAccount | null> {
  const w = walletKeySql(merchantId, vendorCode);
  const [row] = rowsOf(
    await tx.execute(sql`select id, balance, ${w.kind} as kind, ${w.vendor} as vendor from wallet_accounts
      where merchant_id = ${merchantId} and member_id = ${memberId} and kind = ${w.kind} and vendor_code = ${w.vendor} for update`),
  );
  if (row) return { id: Number(row.id), balance: Number(row.balance) };
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)));
  if (!member) return null;
  const [key] = rowsOf(await tx.execute(sql`select ${w.kind} as kind, ${w.vendor} as vendor`));
  return lockMemberAccount(merchantId, memberId, key.kind as 'main' | 'vendor', String(key.vendor), tx);
}

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

/** PostgreSQL unique_violation: two first-time calls raced on the same key; the retry sees the winner. */
export function isUniqueViolation(e: unknown): boolean {
  for (let x = e as { code?: string; cause?: unknown } | undefined, i = 0; x && i < 4; x = x.cause as typeof x, i++) {
    if (x.code === '23505') return true;
  }
  return false;
}

interface TxRow {
  keySpace: 'tx' | 'rollback';
  kind: string;
  memberId: number;
  roundId: string;
  amount: number;
  balanceAfter: number;
  journalId: number | null;
}
interface RoundRow {
  debits: number;
  rolledBack: number;
  credits: number;
}
interface Seen {
  tx?: TxRow;
  rollback?: TxRow;
  round?: RoundRow;
}

async function run(
  db: DbOrTx,
  call: SeamlessCall,
  body: (tx: DbOrTx, wallet: LockedAccount, seen: Seen) => Promise<SeamlessResult>,
  retry = true,
): Promise<SeamlessResult> {
  try {
    return await db.transaction(async (tx) => {
      const wallet = await lockWallet(call.merchantId, call.memberId, call.vendorCode, tx);
      if (!wallet) throw new Refusal('member_not_found', 0);
      if (!validCall(call)) throw new Refusal('tx_conflict', wallet.balance);
      return body(tx, wallet, await lookUp(call, tx));
    });
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, code: e.code, balance: e.balance };
    if (e instanceof InsufficientFundsError) return { ok: false, code: 'insufficient_funds', balance: e.balance };
    if (retry && isUniqueViolation(e)) return run(db, call, body, false);
    if (retry && e instanceof MissingSystemAccountError) {
      await ensureSystemAccounts(call.merchantId, db);
      return run(db, call, body, false);
    }
    throw e;
  }
}

/** Both key spaces of this txId and the round (for a rollback: the round of the debit it names), in one query. */
async function lookUp(call: SeamlessCall, tx: DbOrTx): Promise<Seen> {
  const rows = rowsOf(
    await tx.execute(sql`select key_space, kind, member_id, round_id, amount, balance_after, journal_id, null::int as debits, null::int as rolled_back, null::int as credits
      from seamless_txs where merchant_id = ${call.merchantId} and vendor_code = ${call.vendorCode} and tx_id = ${call.txId}
      union all
      select 'round', null, null, null, null, null, null, debits, rolled_back, credits from seamless_rounds
      where merchant_id = ${call.merchantId} and vendor_code = ${call.vendorCode} and member_id = ${call.memberId}
        and round_id = coalesce((select round_id from seamless_txs where merchant_id = ${call.merchantId} and vendor_code = ${call.vendorCode}
                                 and key_space = 'tx' and tx_id = ${call.txId} and kind = 'debit'), ${call.roundId})`),
  );
  const seen: Seen = {};
  for (const r of rows) {
    if (r.key_space === 'round') seen.round = { debits: Number(r.debits), rolledBack: Number(r.rolled_back), credits: Number(r.credits) };
    else {
      const t: TxRow = {
        keySpace: r.key_space as TxRow['keySpace'],
        kind: String(r.kind),
        memberId: Number(r.member_id),
        roundId: String(r.round_id),
        amount: Number(r.amount),
        balanceAfter: Number(r.balance_after),
        journalId: r.journal_id === null ? null : Number(r.journal_id),
      };
      if (t.keySpace === 'tx') seen.tx = t;
      else seen.rollback = t;
    }
  }
  return seen;
}

/**
 * The vendor tx row (its unique key is the idempotency key) and the round counter, as CTEs: written in the
 * journal's statement when there is one (`j.id`), else on their own.
 */
function recordSql(
  call: SeamlessCall,
  rec: { keySpace: 'tx' | 'rollback'; kind: string; status: string; balanceAfter: number; roundId: string; amount: number; field: 'debits' | 'rolled_back' | 'credits' | null },
  withJournal: boolean,
): SQL[] {
  const journal = withJournal ? sql`(select id from j)` : sql`null::bigint`;
  const field = sql.raw(rec.field ?? 'debits');
  const parts = [
    sql`t as (insert into seamless_txs (merchant_id, vendor_code, key_space, tx_id, kind, member_id, round_id, amount, status, journal_id, balance_after, game_code)
      values (${call.merchantId}, ${call.vendorCode}, ${rec.keySpace}, ${call.txId}, ${rec.kind}, ${call.memberId}, ${rec.roundId}, ${rec.amount}::bigint, ${rec.status}, ${journal}, ${rec.balanceAfter}::bigint, ${call.gameCode ?? null}) returning 1)`,
    sql`r as (insert into seamless_rounds (merchant_id, vendor_code, member_id, round_id, ${field}) values (${call.merchantId}, ${call.vendorCode}, ${call.memberId}, ${rec.roundId}, 1)
      on conflict (merchant_id, vendor_code, member_id, round_id) do update set ${field} = seamless_rounds.${field} + 1, updated_at = now() returning 1)`,
  ];
  return rec.field ? parts : parts.slice(0, 1);
}

async function recordOnly(call: SeamlessCall, rec: Parameters<typeof recordSql>[1], tx: DbOrTx): Promise<void> {
  await tx.execute(sql`with ${sql.join(recordSql(call, rec, false), sql`, `)} select 1`);
}

/** The balance the vendor shows: the main wallet (single) or the vendor sub-wallet; 0 for an unknown member. */
export async function seamlessBalance(db: DbOrTx, merchantId: number, memberId: number, vendorCode: string): Promise<number> {
  const w = walletKeySql(merchantId, vendorCode);
  const [row] = rowsOf(await db.execute(sql`select balance from wallet_accounts where merchant_id = ${merchantId} and member_id = ${memberId} and kind = ${w.kind} and vendor_code = ${w.vendor}`));
  return row ? Number(row.balance) : 0;
}

const sameTx = (row: TxRow, call: SeamlessCall, kind: string) => row.kind === kind && row.memberId === call.memberId && row.roundId === call.roundId && row.amount === call.amount;

/** Bet: member wallet -> house. */
export function seamlessDebit(db: DbOrTx, call: SeamlessCall): Promise<SeamlessResult> {
  return run(db, call, async (tx, wallet, seen) => {
    if (seen.tx) {
      if (!sameTx(seen.tx, call, 'debit')) throw new Refusal('tx_conflict', wallet.balance);
      return { ok: true, balance: seen.tx.balanceAfter, duplicate: true };
    }
    if (seen.rollback) throw new Refusal('round_rolled_back', wallet.balance);
    if (seen.round && seen.round.credits > 0) throw new Refusal('round_closed', wallet.balance);
    if (call.amount > wallet.balance) throw new Refusal('insufficient_funds', wallet.balance);
    const balance = wallet.balance - call.amount;
    const rec = { keySpace: 'tx' as const, kind: 'debit', status: 'done', balanceAfter: balance, roundId: call.roundId, amount: call.amount, field: 'debits' as const };
    if (call.amount === 0) await recordOnly(call, rec, tx);
    else {
      await postJournal(
        {
          merchantId: call.merchantId,
          kind: 'bet',
          memberId: call.memberId,
          requestKey: `seamless:${call.vendorCode}:${call.txId}`,
          memo: { vendorCode: call.vendorCode, roundId: call.roundId, gameCode: call.gameCode ?? null },
          postings: [
            { account: { id: wallet.id, isMember: true }, amount: -call.amount },
            { account: houseOf(call.memberId), amount: call.amount },
          ],
        },
        tx,
        new Map([[wallet.id, wallet.balance]]),
        recordSql(call, rec, true),
      );
    }
    return { ok: true, balance, duplicate: false };
  });
}

/** Win: house -> member wallet. Amount 0 closes a losing round. */
export function seamlessCredit(db: DbOrTx, call: SeamlessCall): Promise<SeamlessResult> {
  return run(db, call, async (tx, wallet, seen) => {
    if (seen.tx) {
      if (!sameTx(seen.tx, call, 'credit')) throw new Refusal('tx_conflict', wallet.balance);
      return { ok: true, balance: seen.tx.balanceAfter, duplicate: true };
    }
    if (!seen.round || seen.round.debits === 0) throw new Refusal('round_not_found', wallet.balance);
    if (seen.round.rolledBack >= seen.round.debits) throw new Refusal('round_rolled_back', wallet.balance);
    const balance = wallet.balance + call.amount;
    const rec = { keySpace: 'tx' as const, kind: 'credit', status: 'done', balanceAfter: balance, roundId: call.roundId, amount: call.amount, field: 'credits' as const };
    if (call.amount === 0) await recordOnly(call, rec, tx);
    else {
      await postJournal(
        {
          merchantId: call.merchantId,
          kind: 'win',
          memberId: call.memberId,
          requestKey: `seamless:${call.vendorCode}:${call.txId}`,
          memo: { vendorCode: call.vendorCode, roundId: call.roundId, gameCode: call.gameCode ?? null },
          postings: [
            { account: houseOf(call.memberId), amount: -call.amount },
            { account: { id: wallet.id, isMember: true }, amount: call.amount },
          ],
        },
        tx,
        new Map([[wallet.id, wallet.balance]]),
        recordSql(call, rec, true),
      );
    }
    return { ok: true, balance, duplicate: false };
  });
}

/**
 * Cancels the debit whose txId is call.txId: a reversal journal puts the money back into the account it came
 * from. call.amount may be 0 or the debit's amount; call.roundId is informational (the debit's round is used).
 */
export function seamlessRollback(db: DbOrTx, call: SeamlessCall): Promise<SeamlessResult> {
  return run(db, call, async (tx, wallet, seen) => {
    if (seen.rollback) {
      if (seen.rollback.memberId !== call.memberId) throw new Refusal('tx_conflict', wallet.balance);
      return { ok: true, balance: seen.rollback.balanceAfter, duplicate: true };
    }
    const debit = seen.tx;
    if (!debit) {
      // Unknown debit (it may still be in flight): record the rollback so that debit is refused later.
      await recordOnly(call, { keySpace: 'rollback', kind: 'rollback', status: 'orphan', balanceAfter: wallet.balance, roundId: call.roundId, amount: 0, field: null }, tx);
      return { ok: true, balance: wallet.balance, duplicate: false };
    }
    if (debit.kind !== 'debit' || debit.memberId !== call.memberId || (call.amount !== 0 && call.amount !== debit.amount)) {
      throw new Refusal('tx_conflict', wallet.balance);
    }
    if (seen.round && seen.round.credits > 0) throw new Refusal('round_closed', wallet.balance);
    const rec = { keySpace: 'rollback' as const, kind: 'rollback', status: 'done', balanceAfter: wallet.balance, roundId: debit.roundId, amount: debit.amount, field: 'rolled_back' as const };
    if (debit.journalId === null) {
      await recordOnly(call, rec, tx);
      return { ok: true, balance: wallet.balance, duplicate: false };
    }
    const locked = new Map([[wallet.id, wallet.balance]]);
    // The balance after the reversal is known before it is written (the wallet is locked): debit.amount back,
    // unless the debit came from another wallet (isSingle changed since), which stays as it is here.
    const posted = await reverseJournal(
      call.merchantId,
      debit.journalId,
      'rollback',
      { memberId: call.memberId, requestKey: `seamless-rollback:${call.vendorCode}:${call.txId}`, memo: { vendorCode: call.vendorCode, roundId: debit.roundId } },
      tx,
      locked,
      recordSql(call, { ...rec, balanceAfter: wallet.balance + (await debitAccount(debit.journalId, wallet.id, tx)) }, true),
    );
    return { ok: true, balance: posted.balances.get(wallet.id) ?? wallet.balance, duplicate: false };
  });
}

/** What reversing `journalId` adds to `walletId` (the debit's amount when it came from this wallet, else 0). */
async function debitAccount(journalId: number, walletId: number, tx: DbOrTx): Promise<number> {
  const [row] = rowsOf(await tx.execute(sql`select coalesce(-sum(amount), 0) as back from wallet_postings where journal_id = ${journalId} and account_id = ${walletId}`));
  return Number(row.back);
}

