// Operator manual adjustment with a reason (issue 4 item 7): the member's main wallet against the house
// ('adjustment') or the bonus account ('bonus' and 'bonus_deduction', shown in bonusDetails). Idempotent on the
// operator's request id; the audit row (who, what, when) is written in the same transaction as the journal.
// Sign rule (issue 24 item 16): an adjustment is signed (a correction may take money back); a bonus only gives,
// and taking a bonus back must be said: kind 'bonus_deduction', with a negative amount.
// Four eyes (issue 19 item 2): an adjustment larger (absolute) than the brand's adjustmentApprovalThreshold is kept
// as a pending request (wallet_adjustment_requests) until a DIFFERENT finance operator approves it (the journal is
// written then, by the same code) or rejects it with a reason (nothing moves).
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/client';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { getMemberByUsername } from '../accounts';
import { insertAudit } from '../tenancy';
import type { Actor } from './deposits';
import { InsufficientBalanceError, RequestIdReusedError, WalletStateError } from './errors';
import { ensureMemberAccount, houseSlot, InsufficientFundsError, postJournal, systemAccount } from './ledger';
import { once } from './requests';
import { walletSettings } from './settings';
import { walletAdjustmentRequests, walletRequests } from './tables';

export interface AdjustmentInput {
  requestId: string;
  username: string;
  /** Signed minor units: + credits the member, - debits (never below zero). */
  amount: number;
  reason: string;
  kind: AdjustmentKind;
}

export const ADJUSTMENT_KINDS = ['adjustment', 'bonus', 'bonus_deduction'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

/** The sign each kind allows: an amount of the wrong sign is a 400, whatever route or script sent it. */
export function assertAdjustmentSign(kind: AdjustmentKind, amount: number): void {
  const ok = kind === 'bonus' ? amount > 0 : kind === 'bonus_deduction' ? amount < 0 : amount !== 0;
  if (!ok) throw new BadRequestError('err_adjustment_sign', { kind, amount }, 'adjustment_sign');
}

/** The journal and its audit row of one adjustment, in the caller's transaction. */
async function postAdjustment(tx: Tx, merchantId: number, memberId: number, who: Actor, input: AdjustmentInput, requestKey: string, audit: Record<string, unknown> = {}) {
  const bonus = input.kind !== 'adjustment';
  const main = await ensureMemberAccount(merchantId, memberId, 'main', '', tx);
  const counter = bonus ? await systemAccount(merchantId, 'bonus', tx) : await systemAccount(merchantId, 'house', tx, houseSlot(memberId));
  let posted;
  try {
    posted = await postJournal(
      {
        merchantId,
        // A deduction is a negative bonus journal: bonusDetails shows the bonus and its deduction together.
        kind: bonus ? 'bonus' : 'adjustment',
        memberId,
        requestKey,
        memo: { reason: input.reason, by: who.actor, ...(input.kind === 'bonus_deduction' ? { deduction: true } : {}) },
        postings: [
          { account: counter, amount: -input.amount },
          { account: { id: main, isMember: true }, amount: input.amount },
        ],
      },
      tx,
    );
  } catch (e) {
    if (e instanceof InsufficientFundsError) throw new InsufficientBalanceError(e.balance);
    throw e;
  }
  const balance = posted.balances.get(main)!;
  await insertAudit(
    merchantId,
    {
      actor: who.actor,
      ip: who.ip,
      action: `wallet.${input.kind}`,
      detail: { memberId, username: input.username, amount: input.amount, reason: input.reason, journalId: posted.journalId, requestId: input.requestId, before: { balance: balance - input.amount }, after: { balance }, ...audit },
    },
    tx,
  );
  return { journalId: posted.journalId, memberId, amount: input.amount, balance };
}

/** Applies an adjustment at once (no threshold): scripts, tests and the approval of a pending request. */
export async function adjustBalance(db: Db, merchantId: number, who: Actor, input: AdjustmentInput) {
  assertAdjustmentSign(input.kind, input.amount);
  const member = await getMemberByUsername(merchantId, input.username, db);
  if (!member) throw new NotFoundError('err_member_not_found');
  const { requestId, ...params } = input;
  return once(db, { merchantId, scope: 'operator', requestId, operation: 'adjust', params }, async (tx, requestKey) => {
    const response = await postAdjustment(tx, merchantId, member.id, who, input, requestKey);
    return { response, journalId: response.journalId };
  });
}

export type AdjustmentRequestRow = typeof walletAdjustmentRequests.$inferSelect;

export function adjustmentRequestView(r: AdjustmentRequestRow) {
  return {
    id: r.id,
    memberId: r.memberId,
    username: r.username,
    requestId: r.requestId,
    kind: r.kind as AdjustmentKind,
    amount: r.amount,
    reason: r.reason,
    status: r.status as 'pending' | 'approved' | 'rejected',
    requestedBy: r.requestedBy,
    decidedBy: r.decidedBy,
    decisionReason: r.decisionReason,
    journalId: r.journalId,
    balanceAfter: r.balanceAfter,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}
export type AdjustmentRequestView = ReturnType<typeof adjustmentRequestView>;

export type AdjustmentOutcome =
  | ({ status: 'applied' } & Awaited<ReturnType<typeof adjustBalance>>)
  | { status: 'pending'; memberId: number; amount: number; adjustmentRequest: AdjustmentRequestView };

const sameAsk = (r: AdjustmentRequestRow, input: AdjustmentInput) => r.username === input.username && r.amount === input.amount && r.kind === input.kind && r.reason === input.reason;

async function requestByKey(db: Db | Tx, merchantId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(walletAdjustmentRequests)
    .where(and(eq(walletAdjustmentRequests.merchantId, merchantId), eq(walletAdjustmentRequests.requestId, requestId)));
  return row;
}

/**
 * The operator route's adjustment: at or below the brand's threshold it is applied at once (adjustBalance); above
 * it, a pending request. A replay of the request id answers as the first time did (the pending request, or the
 * applied adjustment), whatever the threshold is now.
 */
export async function requestAdjustment(db: Db, merchantId: number, who: Actor, input: AdjustmentInput): Promise<AdjustmentOutcome> {
  assertAdjustmentSign(input.kind, input.amount);
  const member = await getMemberByUsername(merchantId, input.username, db);
  if (!member) throw new NotFoundError('err_member_not_found');
  const prior = await requestByKey(db, merchantId, input.requestId);
  if (prior) {
    if (!sameAsk(prior, input)) throw new RequestIdReusedError();
    return { status: 'pending', memberId: prior.memberId, amount: prior.amount, adjustmentRequest: adjustmentRequestView(prior) };
  }
  const [applied] = await db
    .select({ requestId: walletRequests.requestId })
    .from(walletRequests)
    .where(and(eq(walletRequests.merchantId, merchantId), eq(walletRequests.scope, 'operator'), eq(walletRequests.requestId, input.requestId)));
  const { adjustmentApprovalThreshold } = await walletSettings(merchantId, db);
  if (applied || Math.abs(input.amount) <= adjustmentApprovalThreshold) return { status: 'applied', ...(await adjustBalance(db, merchantId, who, input)) };
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(walletAdjustmentRequests)
        .values({ merchantId, memberId: member.id, username: input.username, requestId: input.requestId, kind: input.kind, amount: input.amount, reason: input.reason, requestedBy: who.actor })
        .returning();
      await insertAudit(
        merchantId,
        {
          actor: who.actor,
          ip: who.ip,
          action: 'wallet.adjustment.requested',
          detail: { adjustmentRequestId: row.id, memberId: member.id, username: input.username, kind: input.kind, amount: input.amount, reason: input.reason, threshold: adjustmentApprovalThreshold, requestId: input.requestId, after: { status: 'pending' } },
        },
        tx,
      );
      return { status: 'pending' as const, memberId: member.id, amount: input.amount, adjustmentRequest: adjustmentRequestView(row) };
    });
  } catch (e) {
    // The same request sent twice at once: the second answers the first's row.
    if (!isUniqueViolation(e)) throw e;
    const row = await requestByKey(db, merchantId, input.requestId);
    if (!row || !sameAsk(row, input)) throw new RequestIdReusedError();
    return { status: 'pending', memberId: row.memberId, amount: row.amount, adjustmentRequest: adjustmentRequestView(row) };
  }
}

export async function listAdjustmentRequests(db: Db, merchantId: number, status: string | undefined, limit: number) {
  const rows = await db
    .select()
    .from(walletAdjustmentRequests)
    .where(and(eq(walletAdjustmentRequests.merchantId, merchantId), status ? eq(walletAdjustmentRequests.status, status) : undefined))
    .orderBy(desc(walletAdjustmentRequests.id))
    .limit(limit);
  return rows.map(adjustmentRequestView);
}

/**
 * Approve (the money moves, once) or reject (nothing moves) a pending request. The row is locked first, so two
 * approvals at once take turns and the second finds it approved: it answers the same request (duplicate) and
 * writes nothing. The requester may not decide their own request (403 err_adjustment_own_request), and the bootstrap
 * OPERATOR_TOKEN may not approve one (403 err_adjustment_bootstrap): it is no accountable second person.
 */
export async function decideAdjustment(db: Db, merchantId: number, id: number, decision: 'approve' | 'reject', reason: string | null, who: Actor) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(walletAdjustmentRequests)
      .where(and(eq(walletAdjustmentRequests.merchantId, merchantId), eq(walletAdjustmentRequests.id, id)))
      .for('update');
    if (!row) throw new NotFoundError('err_adjustment_request_not_found');
    if (row.requestedBy === who.actor) throw new ForbiddenError('err_adjustment_own_request', 'adjustment_own_request');
    // The bootstrap token names itself (X-Operator-Name): whoever holds it could ask as one name and approve as another.
    if (who.bootstrap && decision === 'approve') throw new ForbiddenError('err_adjustment_bootstrap', 'adjustment_bootstrap');
    const wanted = decision === 'approve' ? 'approved' : 'rejected';
    if (row.status === wanted) return { ...adjustmentRequestView(row), duplicate: true };
    if (row.status !== 'pending') throw new WalletStateError('adjustment_decided', 'err_adjustment_decided', { status: row.status });
    const now = new Date();
    let done: AdjustmentRequestRow;
    if (decision === 'approve') {
      const input: AdjustmentInput = { requestId: row.requestId, username: row.username, amount: row.amount, reason: row.reason, kind: row.kind as AdjustmentKind };
      // The journal's request key names the request row, so the ledger traces the money to it.
      const posted = await postAdjustment(tx, merchantId, row.memberId, who, input, `adjustment-request:${row.id}`, { adjustmentRequestId: row.id, requestedBy: row.requestedBy });
      [done] = await tx
        .update(walletAdjustmentRequests)
        .set({ status: 'approved', decidedBy: who.actor, decidedAt: now, journalId: posted.journalId, balanceAfter: posted.balance })
        .where(and(eq(walletAdjustmentRequests.merchantId, merchantId), eq(walletAdjustmentRequests.id, row.id)))
        .returning();
    } else {
      [done] = await tx
        .update(walletAdjustmentRequests)
        .set({ status: 'rejected', decidedBy: who.actor, decidedAt: now, decisionReason: reason })
        .where(and(eq(walletAdjustmentRequests.merchantId, merchantId), eq(walletAdjustmentRequests.id, row.id)))
        .returning();
    }
    await insertAudit(
      merchantId,
      {
        actor: who.actor,
        ip: who.ip,
        action: `wallet.adjustment.${decision}`,
        detail: { adjustmentRequestId: row.id, memberId: row.memberId, username: row.username, amount: row.amount, requestedBy: row.requestedBy, reason: reason ?? undefined, journalId: done.journalId, before: { status: 'pending' }, after: { status: done.status, balance: done.balanceAfter } },
      },
      tx,
    );
    return { ...adjustmentRequestView(done), duplicate: false };
  });
}
