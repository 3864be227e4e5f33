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
// sub-wallet. Every call locks that member account first, so all calls of one member are serialised.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../member/tables';
import { InsufficientFundsError, lockMemberAccount, postJournal, reverseJournal, systemAccount, type LockedAccount } from './ledger';
import { seamlessRounds, seamlessTxs, walletAccounts } from './tables';
import { walletSettings } from './settings';

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

async function memberExists(merchantId: number, memberId: number, db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)));
  return !!row;
}

async function walletOf(merchantId: number, vendorCode: string, db: DbOrTx): Promise<{ kind: 'main' | 'vendor'; vendorCode: string }> {
  const s = await walletSettings(merchantId, db);
  return s.isSingle ? { kind: 'main', vendorCode: '' } : { kind: 'vendor', vendorCode };
}

/** Locks (creating if needed) the wallet the vendor plays on; null when the member is not in this merchant. */
async function lockWallet(merchantId: number, memberId: number, vendorCode: string, tx: DbOrTx): Promise<LockedAccount | null> {
  const w = await walletOf(merchantId, vendorCode, tx);
  const [row] = await tx
    .select({ id: walletAccounts.id, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(
      and(
        eq(walletAccounts.merchantId, merchantId),
        eq(walletAccounts.memberId, memberId),
        eq(walletAccounts.kind, w.kind),
        eq(walletAccounts.vendorCode, w.vendorCode),
      ),
    )
    .for('update');
  if (row) return row;
  if (!(await memberExists(merchantId, memberId, tx))) return null;
  return lockMemberAccount(merchantId, memberId, w.kind, w.vendorCode, tx);
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

async function run(db: DbOrTx, call: SeamlessCall, body: (tx: DbOrTx, wallet: LockedAccount) => Promise<SeamlessResult>, retry = true): Promise<SeamlessResult> {
  try {
    return await db.transaction(async (tx) => {
      const wallet = await lockWallet(call.merchantId, call.memberId, call.vendorCode, tx);
      if (!wallet) throw new Refusal('member_not_found', 0);
      if (!validCall(call)) throw new Refusal('tx_conflict', wallet.balance);
      return body(tx, wallet);
    });
  } catch (e) {
    if (e instanceof Refusal) return { ok: false, code: e.code, balance: e.balance };
    if (e instanceof InsufficientFundsError) return { ok: false, code: 'insufficient_funds', balance: e.balance };
    if (retry && isUniqueViolation(e)) return run(db, call, body, false);
    throw e;
  }
}

async function findTx(call: SeamlessCall, keySpace: 'tx' | 'rollback', tx: DbOrTx) {
  const [row] = await tx
    .select()
    .from(seamlessTxs)
    .where(
      and(
        eq(seamlessTxs.merchantId, call.merchantId),
        eq(seamlessTxs.vendorCode, call.vendorCode),
        eq(seamlessTxs.keySpace, keySpace),
        eq(seamlessTxs.txId, call.txId),
      ),
    );
  return row;
}

async function findRound(merchantId: number, vendorCode: string, memberId: number, roundId: string, tx: DbOrTx) {
  const [row] = await tx
    .select()
    .from(seamlessRounds)
    .where(
      and(
        eq(seamlessRounds.merchantId, merchantId),
        eq(seamlessRounds.vendorCode, vendorCode),
        eq(seamlessRounds.memberId, memberId),
        eq(seamlessRounds.roundId, roundId),
      ),
    );
  return row;
}

function sameTx(row: typeof seamlessTxs.$inferSelect, call: SeamlessCall, kind: string): boolean {
  return row.kind === kind && row.memberId === call.memberId && row.roundId === call.roundId && row.amount === call.amount;
}

async function recordTx(
  call: SeamlessCall,
  keySpace: 'tx' | 'rollback',
  kind: string,
  status: string,
  journalId: number | null,
  balanceAfter: number,
  tx: DbOrTx,
  overrides: { roundId?: string; amount?: number } = {},
): Promise<void> {
  // The unique key (merchant, vendor, key_space, tx_id) is the idempotency key, written with the journal.
  await tx.insert(seamlessTxs).values({
    merchantId: call.merchantId,
    vendorCode: call.vendorCode,
    keySpace,
    txId: call.txId,
    kind,
    memberId: call.memberId,
    roundId: overrides.roundId ?? call.roundId,
    amount: overrides.amount ?? call.amount,
    status,
    journalId,
    balanceAfter,
    gameCode: call.gameCode ?? null,
  });
}

async function bumpRound(call: SeamlessCall, field: 'debits' | 'rolledBack' | 'credits', roundId: string, tx: DbOrTx): Promise<void> {
  const col = { debits: seamlessRounds.debits, rolledBack: seamlessRounds.rolledBack, credits: seamlessRounds.credits }[field];
  await tx
    .insert(seamlessRounds)
    .values({ merchantId: call.merchantId, vendorCode: call.vendorCode, memberId: call.memberId, roundId, [field]: 1 })
    .onConflictDoUpdate({
      target: [seamlessRounds.merchantId, seamlessRounds.vendorCode, seamlessRounds.memberId, seamlessRounds.roundId],
      set: { [field]: sql`${col} + 1`, updatedAt: new Date() },
    });
}

/** The balance the vendor shows: the main wallet (single) or the vendor sub-wallet; 0 for an unknown member. */
export async function seamlessBalance(db: DbOrTx, merchantId: number, memberId: number, vendorCode: string): Promise<number> {
  const w = await walletOf(merchantId, vendorCode, db);
  const [row] = await db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(
      and(
        eq(walletAccounts.merchantId, merchantId),
        eq(walletAccounts.memberId, memberId),
        eq(walletAccounts.kind, w.kind),
        eq(walletAccounts.vendorCode, w.vendorCode),
      ),
    );
  return row?.balance ?? 0;
}

/** Bet: member wallet -> house. */
export function seamlessDebit(db: DbOrTx, call: SeamlessCall): Promise<SeamlessResult> {
  return run(db, call, async (tx, wallet) => {
    const prior = await findTx(call, 'tx', tx);
    if (prior) {
      if (!sameTx(prior, call, 'debit')) throw new Refusal('tx_conflict', wallet.balance);
      return { ok: true, balance: prior.balanceAfter, duplicate: true };
    }
    const rollback = await findTx(call, 'rollback', tx);
    if (rollback) throw new Refusal('round_rolled_back', wallet.balance);
    const round = await findRound(call.merchantId, call.vendorCode, call.memberId, call.roundId, tx);
    if (round && round.credits > 0) throw new Refusal('round_closed', wallet.balance);
    let balance = wallet.balance;
    let journalId: number | null = null;
    if (call.amount > 0) {
      const house = await systemAccount(call.merchantId, 'house', tx);
      const posted = await postJournal(
        {
          merchantId: call.merchantId,
          kind: 'bet',
          memberId: call.memberId,
          requestKey: `seamless:${call.vendorCode}:${call.txId}`,
          memo: { vendorCode: call.vendorCode, roundId: call.roundId, gameCode: call.gameCode ?? null },
          postings: [
            { account: { id: wallet.id, isMember: true }, amount: -call.amount },
            { account: house, amount: call.amount },
          ],
        },
        tx,
        new Map([[wallet.id, wallet.balance]]),
      );
      balance = posted.balances.get(wallet.id)!;
      journalId = posted.journalId;
    }
    await recordTx(call, 'tx', 'debit', 'done', journalId, balance, tx);
    await bumpRound(call, 'debits', call.roundId, tx);
    return { ok: true, balance, duplicate: false };
  });
}

/** Win: house -> member wallet. Amount 0 closes a losing round. */
export function seamlessCredit(db: DbOrTx, call: SeamlessCall): Promise<SeamlessResult> {
  return run(db, call, async (tx, wallet) => {
    const prior = await findTx(call, 'tx', tx);
    if (prior) {
      if (!sameTx(prior, call, 'credit')) throw new Refusal('tx_conflict', wallet.balance);
      return { ok: true, balance: prior.balanceAfter, duplicate: true };
    }
    const round = await findRound(call.merchantId, call.vendorCode, call.memberId, call.roundId, tx);
    if (!round || round.debits === 0) throw new Refusal('round_not_found', wallet.balance);
    if (round.rolledBack >= round.debits) throw new Refusal('round_rolled_back', wallet.balance);
    let balance = wallet.balance;
    let journalId: number | null = null;
    if (call.amount > 0) {
      const house = await systemAccount(call.merchantId, 'house', tx);
      const posted = await postJournal(
        {
          merchantId: call.merchantId,
          kind: 'win',
          memberId: call.memberId,
          requestKey: `seamless:${call.vendorCode}:${call.txId}`,
          memo: { vendorCode: call.vendorCode, roundId: call.roundId, gameCode: call.gameCode ?? null },
          postings: [
            { account: house, amount: -call.amount },
            { account: { id: wallet.id, isMember: true }, amount: call.amount },
          ],
        },
        tx,
        new Map([[wallet.id, wallet.balance]]),
      );
      balance = posted.balances.get(wallet.id)!;
      journalId = posted.journalId;
    }
    await recordTx(call, 'tx', 'credit', 'done', journalId, balance, tx);
    await bumpRound(call, 'credits', call.roundId, tx);
    return { ok: true, balance, duplicate: false };
  });
}

/**
 * Cancels the debit whose txId is call.txId: money back from the house to the wallet it came from.
 * call.amount may be 0 or the debit's amount; call.roundId is informational (the debit's round is used).
 */
export function seamlessRollback(db: DbOrTx, call: SeamlessCall): Promise<SeamlessResult> {
  return run(db, call, async (tx, wallet) => {
    const prior = await findTx(call, 'rollback', tx);
    if (prior) {
      if (prior.memberId !== call.memberId) throw new Refusal('tx_conflict', wallet.balance);
      return { ok: true, balance: prior.balanceAfter, duplicate: true };
    }
    const debit = await findTx(call, 'tx', tx);
    if (!debit) {
      // Unknown debit (it may still be in flight): record the rollback so that debit is refused later.
      await recordTx(call, 'rollback', 'rollback', 'orphan', null, wallet.balance, tx);
      return { ok: true, balance: wallet.balance, duplicate: false };
    }
    if (debit.kind !== 'debit' || debit.memberId !== call.memberId || (call.amount !== 0 && call.amount !== debit.amount)) {
      throw new Refusal('tx_conflict', wallet.balance);
    }
    const round = await findRound(call.merchantId, call.vendorCode, call.memberId, debit.roundId, tx);
    if (round && round.credits > 0) throw new Refusal('round_closed', wallet.balance);
    let balance = wallet.balance;
    let journalId: number | null = null;
    if (debit.journalId !== null) {
      // A reversal journal of the debit: the money goes back to the account it came from.
      const posted = await reverseJournal(
        call.merchantId,
        debit.journalId,
        'rollback',
        { memberId: call.memberId, requestKey: `seamless-rollback:${call.vendorCode}:${call.txId}`, memo: { vendorCode: call.vendorCode, roundId: debit.roundId } },
        tx,
        new Map([[wallet.id, wallet.balance]]),
      );
      balance = posted.balances.get(wallet.id) ?? wallet.balance;
      journalId = posted.journalId;
    }
    await recordTx(call, 'rollback', 'rollback', 'done', journalId, balance, tx, { roundId: debit.roundId, amount: debit.amount });
    await bumpRound(call, 'rolledBack', debit.roundId, tx);
    return { ok: true, balance, duplicate: false };
  });
}
