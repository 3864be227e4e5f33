// Issue 20 (player protection): checks other modules register on the wallet's money paths, so the rules are
// enforced where money moves (deposits, every seamless debit: vendor API and house games alike, withdrawals)
// without the wallet importing their module (issue 14 item 1: the dependency runs one way). Like
// accounts' access revokers: a Set, so one function registered by several apps (tests) runs once.
//
// A deposit or withdrawal check throws an AppError (4xx, an i18n key). A bet check answers a refusal code,
// which the seamless answer carries like the wallet's own (the vendor sees `code`, the player's game page its
// message key). Reads happen before the bet's batch, outside its lock; one member's debits are checked and taken one
// after the other in a process (seamless.ts oneAtATime), so bets arriving together cannot pass a limit together.
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deposits, seamlessRounds, seamlessTxs, walletBetGuards, withdrawals } from './tables';

export interface MoneyMove {
  merchantId: number;
  memberId: number;
  amount: number;
  now: Date;
}

export type BetRefusal = 'loss_limit_exceeded' | 'wager_limit_exceeded' | 'session_limit_exceeded' | 'player_excluded';
export type DepositCheck = (move: MoneyMove, db: DbOrTx) => Promise<void>;
export type WithdrawCheck = (move: MoneyMove, db: DbOrTx) => Promise<void>;
export type BetCheck = (move: MoneyMove, db: DbOrTx) => Promise<BetRefusal | null>;
/** Issue 18: money leaving a member to another member (transfer to the upline or a downline), like a withdrawal. */
export type TransferOutCheck = (move: Omit<MoneyMove, 'now'>, db: DbOrTx) => Promise<void>;

const depositChecks = new Set<DepositCheck>();
const withdrawChecks = new Set<WithdrawCheck>();
const betChecks = new Set<BetCheck>();
const transferOutChecks = new Set<TransferOutCheck>();

export const onDepositCheck = (c: DepositCheck) => void depositChecks.add(c);
export const onWithdrawCheck = (c: WithdrawCheck) => void withdrawChecks.add(c);
export const onBetCheck = (c: BetCheck) => void betChecks.add(c);
export const onTransferOutCheck = (c: TransferOutCheck) => void transferOutChecks.add(c);

export async function runTransferOutChecks(move: Omit<MoneyMove, 'now'>, db: DbOrTx): Promise<void> {
  for (const c of transferOutChecks) await c(move, db);
}

export async function runDepositChecks(move: MoneyMove, db: DbOrTx): Promise<void> {
  for (const c of depositChecks) await c(move, db);
}
export async function runWithdrawChecks(move: MoneyMove, db: DbOrTx): Promise<void> {
  for (const c of withdrawChecks) await c(move, db);
}
export async function runBetChecks(move: MoneyMove, db: DbOrTx): Promise<BetRefusal | null> {
  for (const c of betChecks) {
    const refused = await c(move, db);
    if (refused) return refused;
  }
  return null;
}
export const hasBetChecks = () => betChecks.size > 0;

/**
 * A module with a bet check gives a member something to check (a limit, an exclusion): from now on that member's
 * seamless debits run the bet checks before they are taken (wallet_bet_guards; seamless.ts). Call it in the
 * transaction that writes the limit or exclusion. Idempotent.
 */
export async function requireBetChecks(db: DbOrTx, merchantId: number, memberId: number): Promise<void> {
  await db.insert(walletBetGuards).values({ merchantId, memberId }).onConflictDoNothing();
}

/** A debit already taken (a vendor's retry): it is answered as a replay by the batch, never refused by a limit. */
export async function debitSeen(db: DbOrTx, merchantId: number, vendorCode: string, txId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: seamlessTxs.id })
    .from(seamlessTxs)
    .where(
      and(
        eq(seamlessTxs.merchantId, merchantId),
        eq(seamlessTxs.vendorCode, vendorCode),
        eq(seamlessTxs.keySpace, 'tx'),
        eq(seamlessTxs.txId, txId),
        // Only where seamless_batch looks a debit up (sql/seamless-batch.sql seamless_months; migration 0055): a debit
        // it would take as new is not spared the checks.
        sql`${seamlessTxs.month} = any(seamless_months(now()))`,
        eq(seamlessTxs.kind, 'debit'),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * A member's money since `since` (the ledger's records, for the limits): deposits asked for (pending or paid: a
 * pending one counts, else many could be opened under one limit), stakes not rolled back and wins of their rounds.
 */
export async function memberActivitySince(db: DbOrTx, merchantId: number, memberId: number, since: Date): Promise<{ deposited: number; staked: number; won: number }> {
  const [d] = await db
    .select({ sum: sql<string>`coalesce(sum(${deposits.amount}), 0)` })
    .from(deposits)
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.memberId, memberId), inArray(deposits.status, ['pending', 'paid']), gte(deposits.createdAt, since)));
  const [r] = await db
    .select({ staked: sql<string>`coalesce(sum(${seamlessRounds.stake}), 0)`, won: sql<string>`coalesce(sum(${seamlessRounds.win}), 0)` })
    .from(seamlessRounds)
    .where(
      and(
        eq(seamlessRounds.merchantId, merchantId),
        eq(seamlessRounds.memberId, memberId),
        sql`${seamlessRounds.gameType} is not null`,
        gte(seamlessRounds.createdAt, since),
        ne(seamlessRounds.status, 'rolled_back'),
      ),
    );
  return { deposited: Number(d.sum), staked: Number(r.staked), won: Number(r.won) };
}

/** Withdrawals asked for since `since` (pending or paid; rejected ones returned the money): the KYC threshold's period. */
export async function memberWithdrawnSince(db: DbOrTx, merchantId: number, memberId: number, since: Date): Promise<number> {
  const [w] = await db
    .select({ sum: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.memberId, memberId), ne(withdrawals.status, 'rejected'), gte(withdrawals.createdAt, since)));
  return Number(w.sum);
}

/** Net loss (stakes minus wins, rounds not rolled back) per member of a brand between two instants (alert rules). */
export async function lossesByMember(db: DbOrTx, merchantId: number, from: Date, to: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ memberId: seamlessRounds.memberId, loss: sql<string>`sum(${seamlessRounds.stake} - ${seamlessRounds.win})` })
    .from(seamlessRounds)
    .where(
      and(
        eq(seamlessRounds.merchantId, merchantId),
        sql`${seamlessRounds.gameType} is not null`,
        gte(seamlessRounds.createdAt, from),
        sql`${seamlessRounds.createdAt} <= ${to.toISOString()}::timestamptz`,
        ne(seamlessRounds.status, 'rolled_back'),
      ),
    )
    .groupBy(seamlessRounds.memberId);
  return new Map(rows.map((r) => [r.memberId, Number(r.loss)]));
}
