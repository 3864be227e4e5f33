// Withdrawals (issue 4 item 5) and the withdrawal receipt of spec §4:
//   request: payment password, per-tenant min/max and daily amount/count limits; funds move main -> pending;
//   operator approve: pending -> payment clearing (paid out); reject: pending -> main (returned);
//   receipt (spec §4 "Withdrawal receipt"): after payout the member confirms received (amount), not received
//   (with proof image) or all received; "no confirmation within a configurable number of minutes counts as
//   received" -> 'auto_received', evaluated on every read (effectiveReceipt) and persisted by sweepReceipts.
import { runWithdrawChecks } from './guards';
import { and, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import { marketDayStart } from '../../../schema/api/market-day';
import type { Db, DbOrTx } from '../../db/client';
import { UPLOAD_MAX_BYTES } from '../../../schema/api/wallet-schemas';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { decodeImageDataUrl } from '../../lib/image-upload';
import { insertAudit } from '../tenancy';
import type { Actor } from './deposits';
import { InsufficientBalanceError, WalletRuleError, WalletStateError } from './errors';
import { ensureMemberAccount, InsufficientFundsError, lockAccountsById, postJournal, systemAccount } from './ledger';
import { emit } from '../../jobs/events';
import { maskNumber, withdrawalAccount } from './bank-accounts';
import { once } from './requests';
import { walletSettings, type WalletSettings } from './settings';
import { withdrawals } from './tables';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type ReceiptAnswer = 'received' | 'not_received' | 'all_received';
export type ReceiptStatus = 'awaiting' | ReceiptAnswer | 'auto_received';

/** The receipt state a reader sees now: the member's answer, or auto_received once the window has passed. */
export function effectiveReceipt(w: WithdrawalRow, settings: Pick<WalletSettings, 'receiptConfirmMinutes'>, now: Date) {
  if (w.status !== 'paid') return { receiptStatus: null, receiptDeadline: null };
  const deadline = new Date(w.decidedAt!.getTime() + settings.receiptConfirmMinutes * 60_000);
  const timedOut = now.getTime() >= deadline.getTime();
  const status = (w.receiptStatus as ReceiptStatus | null) ?? (timedOut ? 'auto_received' : 'awaiting');
  return { receiptStatus: status, receiptDeadline: deadline.toISOString() };
}

export function withdrawalView(w: WithdrawalRow, settings: WalletSettings, now: Date) {
  const receipt = effectiveReceipt(w, settings, now);
  const received = receipt.receiptStatus === 'all_received' || receipt.receiptStatus === 'auto_received' ? w.amount : (w.receivedAmount ?? null);
  return {
    id: w.id,
    amount: w.amount,
    status: w.status,
    bankAccountId: w.bankAccountId,
    bankName: w.bankName,
    accountName: w.accountName,
    accountNumber: maskNumber(w.accountNumber),
    reason: w.reason,
    createdAt: w.createdAt.toISOString(),
    decidedAt: w.decidedAt?.toISOString() ?? null,
    receiptStatus: receipt.receiptStatus,
    receiptDeadline: receipt.receiptDeadline,
    /** spec §3 withdrawal confirmation: received amount, remaining amount, proof image. */
    receivedAmount: received,
    remainingAmount: received === null ? null : w.amount - received,
    hasProofImage: !!w.proofImage,
  };
}

export interface WithdrawInput {
  requestId: string;
  amount: number;
  /** One of the member's saved accounts (bank-accounts.ts): a withdrawal goes nowhere else. */
  bankAccountId: number;
}

/** Daily limits reset at the market's midnight (UTC+8, schema/api/market-day.ts). */
const marketDayOf = (now: Date) => new Date(marketDayStart(now.getTime()));

/** Non-rejected withdrawals of the member in the market's day of `now`: their number and sum (the daily limits). */
export async function withdrawnToday(db: DbOrTx, merchantId: number, memberId: number, now: Date): Promise<{ n: number; sum: number }> {
  const dayStart = marketDayOf(now);
  const [today] = await db
    .select({ n: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${withdrawals.amount}), 0)::bigint` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.merchantId, merchantId),
        eq(withdrawals.memberId, memberId),
        ne(withdrawals.status, 'rejected'),
        gte(withdrawals.createdAt, dayStart),
        lt(withdrawals.createdAt, new Date(dayStart.getTime() + 86_400_000)),
      ),
    );
  return { n: today.n, sum: Number(today.sum) };
}

/** The payment password is checked by the caller first (routes), outside the transaction. */
export async function requestWithdrawal(db: Db, merchantId: number, memberId: number, input: WithdrawInput, now: Date) {
  const settings = await walletSettings(merchantId, db);
  if (input.amount < settings.withdrawMin || input.amount > settings.withdrawMax) {
    throw new WalletRuleError('amount_out_of_limits', 'err_withdraw_amount_limits', { minAmount: settings.withdrawMin, maxAmount: settings.withdrawMax });
  }
  const { requestId, ...params } = input;
  return once(db, { merchantId, scope: `member:${memberId}`, requestId, operation: 'withdraw', params }, async (tx, requestKey) => {
    // Inside the request's transaction: a replay answers the first withdrawal even if the account is gone since.
    const account = await withdrawalAccount(tx, merchantId, memberId, input.bankAccountId);
    const main = await ensureMemberAccount(merchantId, memberId, 'main', '', tx);
    const locked = await lockAccountsById(merchantId, [main], tx);
    // Daily limits are counted under the wallet lock, so two concurrent requests cannot both squeeze in.
    const today = await withdrawnToday(tx, merchantId, memberId, now);
    const usedSum = today.sum;
    // Issue 20: identity checks before payouts (wallet/guards.ts; the compliance module's KYC threshold), for a
    // withdrawal the balance covers (one it does not is refused as insufficient funds below).
    if ((locked.get(main) ?? 0) >= input.amount) await runWithdrawChecks({ merchantId, memberId, amount: input.amount, now }, tx);
    if (today.n + 1 > settings.withdrawDailyCount || usedSum + input.amount > settings.withdrawDailyMax) {
      throw new WalletRuleError('daily_limit', 'err_withdraw_daily_limit', {
        dailyCount: settings.withdrawDailyCount,
        dailyMax: settings.withdrawDailyMax,
        remaining: Math.max(0, settings.withdrawDailyMax - usedSum),
      });
    }
    const pending = await systemAccount(merchantId, 'pending_withdrawal', tx);
    let posted;
    try {
      posted = await postJournal(
        {
          merchantId,
          kind: 'withdrawal',
          memberId,
          requestKey,
          memo: { bankName: account.bankName, bankAccountId: account.id },
          postings: [
            { account: { id: main, isMember: true }, amount: -input.amount },
            { account: pending, amount: input.amount },
          ],
        },
        tx,
        locked,
      );
    } catch (e) {
      if (e instanceof InsufficientFundsError) throw new InsufficientBalanceError(e.balance);
      throw e;
    }
    const [row] = await tx
      .insert(withdrawals)
      .values({
        merchantId,
        memberId,
        amount: input.amount,
        status: 'pending',
        bankAccountId: account.id,
        bankName: account.bankName,
        accountName: account.accountName,
        accountNumber: account.accountNumber,
        requestJournalId: posted.journalId,
        createdAt: now,
      })
      .returning();
    return { response: withdrawalView(row, settings, now), journalId: posted.journalId };
  });
}

export async function listWithdrawals(db: DbOrTx, merchantId: number, filter: { memberId?: number; status?: string }, limit: number, now: Date) {
  const settings = await walletSettings(merchantId, db);
  const rows = await db
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.merchantId, merchantId),
        filter.memberId !== undefined ? eq(withdrawals.memberId, filter.memberId) : undefined,
        // The operator's list query also allows 'failed' (shared with deposits): it matches no withdrawal.
        filter.status ? sql`${withdrawals.status} = ${filter.status}` : undefined,
      ),
    )
    .orderBy(desc(withdrawals.id))
    .limit(limit);
  return rows.map((w) => ({ ...withdrawalView(w, settings, now), memberId: w.memberId }));
}

async function lockWithdrawal(merchantId: number, id: number, tx: DbOrTx) {
  const [w] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.merchantId, merchantId)))
    .for('update');
  if (!w) throw new NotFoundError('err_withdrawal_not_found');
  return w;
}

/** Operator decision. The same decision again returns the row (idempotent); the other answers 409. */
export async function decideWithdrawal(db: Db, merchantId: number, id: number, decision: 'approve' | 'reject', reason: string | null, who: Actor, now: Date) {
  const settings = await walletSettings(merchantId, db);
  const target = decision === 'approve' ? 'paid' : 'rejected';
  return db.transaction(async (tx) => {
    const w = await lockWithdrawal(merchantId, id, tx);
    if (w.status !== 'pending') {
      if (w.status === target) return { ...withdrawalView(w, settings, now), duplicate: true };
      throw new WalletStateError('withdrawal_decided', 'err_withdrawal_decided', { status: w.status });
    }
    const pending = await systemAccount(merchantId, 'pending_withdrawal', tx);
    const other =
      decision === 'approve'
        ? await systemAccount(merchantId, 'payment_clearing', tx)
        : { id: await ensureMemberAccount(merchantId, w.memberId, 'main', '', tx), isMember: true };
    const posted = await postJournal(
      {
        merchantId,
        kind: decision === 'approve' ? 'withdrawal_paid' : 'withdrawal_returned',
        memberId: w.memberId,
        requestKey: `withdrawal:${w.id}:decision`,
        reversesJournalId: decision === 'reject' ? w.requestJournalId : null,
        memo: { withdrawalId: w.id, reason },
        postings: [
          { account: pending, amount: -w.amount },
          { account: other, amount: w.amount },
        ],
      },
      tx,
    );
    const [updated] = await tx
      .update(withdrawals)
      .set({ status: target, decisionJournalId: posted.journalId, decidedBy: who.actor, decidedAt: now, reason })
      .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.id, w.id)))
      .returning();
    if (decision === 'approve') await emit(tx, 'withdrawal.paid', { merchantId, memberId: w.memberId, withdrawalId: w.id, amount: w.amount, journalId: posted.journalId, paidAt: now.toISOString() }, w.id);
    await insertAudit(
      merchantId,
      { actor: who.actor, ip: who.ip, action: `wallet.withdrawal.${decision}`, detail: { withdrawalId: w.id, memberId: w.memberId, amount: w.amount, reason, journalId: posted.journalId } },
      tx,
    );
    return { ...withdrawalView(updated, settings, now), duplicate: false };
  });
}


/** spec §4 withdrawal receipt: the member's answer, accepted while the confirmation window is open. */
export async function answerReceipt(
  db: Db,
  merchantId: number,
  memberId: number,
  id: number,
  answer: { status: ReceiptAnswer; receivedAmount?: number; proofImage?: string },
  now: Date,
) {
  const settings = await walletSettings(merchantId, db);
  return db.transaction(async (tx) => {
    const w = await lockWithdrawal(merchantId, id, tx);
    if (w.memberId !== memberId) throw new NotFoundError('err_withdrawal_not_found');
    const current = effectiveReceipt(w, settings, now).receiptStatus;
    if (w.status !== 'paid') throw new WalletStateError('receipt_not_open', 'err_receipt_not_open');
    if (current === 'auto_received' || current === 'all_received') throw new WalletStateError('receipt_closed', 'err_receipt_closed', { receiptStatus: current });
    let receivedAmount: number | null = null;
    let proofImage: string | null = null;
    if (answer.status === 'received') {
      if (answer.receivedAmount === undefined || answer.receivedAmount < 1 || answer.receivedAmount > w.amount) {
        throw new BadRequestError('err_received_amount', { max: w.amount }, 'bad_received_amount');
      }
      receivedAmount = answer.receivedAmount;
    } else if (answer.status === 'all_received') {
      receivedAmount = w.amount;
    } else {
      // spec §9 uploads: PNG or JPG (by its bytes), at most 5 MB.
      const img = answer.proofImage ?? '';
      if (!decodeImageDataUrl(img, UPLOAD_MAX_BYTES).ok) throw new BadRequestError('err_proof_image', undefined, 'bad_proof_image');
      proofImage = img;
    }
    const status = answer.status === 'received' && receivedAmount === w.amount ? 'all_received' : answer.status;
    const [updated] = await tx
      .update(withdrawals)
      .set({ receiptStatus: status, receivedAmount, proofImage, receiptAt: now })
      .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.id, w.id)))
      .returning();
    return withdrawalView(updated, settings, now);
  });
}

/** Persists auto_received for every payout whose window has passed unanswered; returns how many. */
export async function sweepReceipts(db: DbOrTx, merchantId: number, now: Date): Promise<number> {
  const settings = await walletSettings(merchantId, db);
  const cutoff = new Date(now.getTime() - settings.receiptConfirmMinutes * 60_000);
  const rows = await db
    .update(withdrawals)
    .set({ receiptStatus: 'auto_received', receivedAmount: withdrawals.amount, receiptAt: now })
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.status, 'paid'), isNull(withdrawals.receiptStatus), lt(withdrawals.decidedAt, cutoff)))
    .returning({ id: withdrawals.id });
  return rows.length;
}
