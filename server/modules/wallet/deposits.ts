// Deposits (issue 4 item 4): payment channels per tenant, a deposit per request id, credited exactly once.
// settleDeposit locks the deposit row (SELECT ... FOR UPDATE) and credits only a 'pending' deposit, in the same
// transaction as the journal and the audit row: a retried gateway notice or a double click finds it decided.
import { and, desc, eq, sql } from 'drizzle-orm';
import { DEPOSIT_STATUSES, UPLOAD_MAX_BYTES } from '../../../schema/api/wallet-schemas';
import type { Db, DbOrTx } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { decodeImageDataUrl } from '../../lib/image-upload';
import { usernamesByIds } from '../accounts';
import { insertAudit } from '../tenancy';
import { WalletStateError } from './errors';
import { GATEWAYS } from './gateways';
import { runDepositChecks } from './guards';
import { ensureMemberAccount, lockAccountsById, postJournal, systemAccount } from './ledger';
import { emit } from '../../jobs/events';
import { once } from './requests';
import { depositReceipts, deposits, paymentChannels } from './tables';

export interface Actor {
  actor: string;
  ip: string | null;
  /** The bootstrap OPERATOR_TOKEN (system operators.ts): its name is the caller's say, so it is no second person. */
  bootstrap?: boolean;
}

export type ChannelRow = typeof paymentChannels.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;

export function channelView(c: ChannelRow) {
  return {
    code: c.code,
    name: c.name,
    gateway: c.gateway as 'demo' | 'bank',
    minAmount: c.minAmount,
    maxAmount: c.maxAmount,
    details: c.details as Record<string, string>,
    enabled: c.enabled === 1,
  };
}

export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export function depositView(d: DepositRow, channel?: Pick<ChannelRow, 'code' | 'name' | 'gateway'>, hasReceipt = false) {
  return {
    id: d.id,
    channelCode: channel?.code ?? null,
    channelName: channel?.name ?? null,
    gateway: channel?.gateway ?? null,
    amount: d.amount,
    status: d.status as DepositStatus,
    reference: d.gatewayRef,
    memberRef: d.memberRef,
    hasReceipt,
    decidedBy: d.decidedBy,
    decidedAt: d.decidedAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
  };
}

export async function listChannels(db: DbOrTx, merchantId: number, onlyEnabled: boolean) {
  const rows = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, merchantId), onlyEnabled ? eq(paymentChannels.enabled, 1) : undefined))
    .orderBy(paymentChannels.id);
  return rows.map(channelView);
}

export interface ChannelInput {
  code: string;
  name: string;
  gateway: 'demo' | 'bank';
  minAmount: number;
  maxAmount: number;
  details?: Record<string, unknown>;
  enabled?: boolean;
}

export async function upsertChannel(db: Db, merchantId: number, who: Actor, c: ChannelInput) {
  if (c.minAmount > c.maxAmount) throw new BadRequestError('err_amount_limits', { minAmount: c.minAmount, maxAmount: c.maxAmount }, 'bad_limits');
  const values = { merchantId, code: c.code, name: c.name, gateway: c.gateway, minAmount: c.minAmount, maxAmount: c.maxAmount, details: c.details ?? {}, enabled: c.enabled === false ? 0 : 1 };
  await db.transaction(async (tx) => {
    await tx
      .insert(paymentChannels)
      .values(values)
      .onConflictDoUpdate({ target: [paymentChannels.merchantId, paymentChannels.code], set: { name: values.name, gateway: values.gateway, minAmount: values.minAmount, maxAmount: values.maxAmount, details: values.details, enabled: values.enabled } });
    await insertAudit(merchantId, { actor: who.actor, ip: who.ip, action: 'wallet.channel.set', detail: { ...values } }, tx);
  });
}

export async function createDeposit(db: Db, merchantId: number, memberId: number, input: { requestId: string; channelCode: string; amount: number; memberRef?: string }, now: Date = new Date()) {
  const params = { channelCode: input.channelCode, amount: input.amount, memberRef: input.memberRef ?? null };
  return once(db, { merchantId, scope: `member:${memberId}`, requestId: input.requestId, operation: 'deposit', params }, async (tx) => {
    const [channel] = await tx
      .select()
      .from(paymentChannels)
      .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.code, input.channelCode), eq(paymentChannels.enabled, 1)));
    if (!channel) throw new NotFoundError('err_channel_not_found');
    if (input.amount < channel.minAmount || input.amount > channel.maxAmount) {
      throw new BadRequestError('err_deposit_amount_limits', { minAmount: channel.minAmount, maxAmount: channel.maxAmount }, 'amount_out_of_limits');
    }
    // A manual transfer is matched to the bank statement by the player's own reference.
    if (channel.gateway === 'bank' && !input.memberRef?.trim()) throw new BadRequestError('err_deposit_reference_required', undefined, 'reference_required');
    // Issue 20: the player's deposit limits (wallet/guards.ts), under the member's main wallet lock so two
    // deposits at once cannot both fit under the last of a limit.
    await lockAccountsById(merchantId, [await ensureMemberAccount(merchantId, memberId, 'main', '', tx)], tx);
    await runDepositChecks({ merchantId, memberId, amount: input.amount, now }, tx);
    const gateway = GATEWAYS[channel.gateway];
    if (!gateway) throw new NotFoundError('err_channel_not_found');
    const start = gateway.start({ amount: input.amount, channel: channelView(channel) });
    const [row] = await tx
      .insert(deposits)
      .values({ merchantId, memberId, channelId: channel.id, amount: input.amount, status: 'pending', gatewayRef: start.gatewayRef, memberRef: input.memberRef ?? null, createdAt: now })
      .returning();
    return { response: { deposit: depositView(row, channel), instructions: start.instructions }, journalId: null };
  });
}

const receiptExists = sql<boolean>`exists (select 1 from ${depositReceipts} where ${depositReceipts.merchantId} = ${deposits.merchantId} and ${depositReceipts.depositId} = ${deposits.id})`;
/** A deposit's channel: the same brand's (deposits_channel_fk). */
const channelJoin = and(eq(paymentChannels.merchantId, deposits.merchantId), eq(paymentChannels.id, deposits.channelId));

export async function memberDeposits(db: DbOrTx, merchantId: number, memberId: number, limit = 50) {
  const rows = await db
    .select({ d: deposits, code: paymentChannels.code, name: paymentChannels.name, gateway: paymentChannels.gateway, hasReceipt: receiptExists })
    .from(deposits)
    .innerJoin(paymentChannels, channelJoin)
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.memberId, memberId)))
    .orderBy(desc(deposits.id))
    .limit(limit);
  return rows.map((r) => depositView(r.d, r, r.hasReceipt === true));
}

/** The operator's list: who deposited, the player's reference and the receipt image's address (manual transfers). */
export async function operatorDeposits(db: DbOrTx, merchantId: number, status: string | undefined, limit: number) {
  const rows = await db
    .select({ d: deposits, code: paymentChannels.code, name: paymentChannels.name, gateway: paymentChannels.gateway, hasReceipt: receiptExists })
    .from(deposits)
    .innerJoin(paymentChannels, channelJoin)
    .where(and(eq(deposits.merchantId, merchantId), status ? eq(deposits.status, status) : undefined))
    .orderBy(desc(deposits.id))
    .limit(limit);
  const names = await usernamesByIds(merchantId, rows.map((r) => r.d.memberId), db);
  return rows.map((r) => ({
    ...depositView(r.d, r, r.hasReceipt === true),
    memberId: r.d.memberId,
    username: names.get(r.d.memberId) ?? null,
    receiptUrl: r.hasReceipt === true ? `/api/operator/wallet/deposits/${r.d.id}/receipt/image` : null,
  }));
}

async function channelOf(merchantId: number, channelId: number, db: DbOrTx) {
  const [c] = await db
    .select({ code: paymentChannels.code, name: paymentChannels.name, gateway: paymentChannels.gateway })
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.id, channelId)));
  return c;
}

/**
 * Marks a pending deposit paid (credits the member's main wallet from payment clearing), failed (the operator) or
 * cancelled (the player at the demo gateway's payment page). Deciding the same way again returns the same deposit
 * (a gateway retry, a double click); another way answers 409.
 */
export async function settleDeposit(db: Db, merchantId: number, depositId: number, outcome: 'paid' | 'failed' | 'cancelled', who: Actor, now: Date) {
  return db.transaction(async (tx) => {
    const [d] = await tx
      .select()
      .from(deposits)
      .where(and(eq(deposits.id, depositId), eq(deposits.merchantId, merchantId)))
      .for('update');
    if (!d) throw new NotFoundError('err_deposit_not_found');
    if (d.status !== 'pending') {
      const channel = await channelOf(merchantId, d.channelId, tx);
      if (d.status === outcome) return { ...depositView(d, channel), duplicate: true };
      throw new WalletStateError('deposit_decided', 'err_deposit_decided', { status: d.status });
    }
    let journalId: number | null = null;
    if (outcome === 'paid') {
      const main = await ensureMemberAccount(merchantId, d.memberId, 'main', '', tx);
      const clearing = await systemAccount(merchantId, 'payment_clearing', tx);
      const posted = await postJournal(
        {
          merchantId,
          kind: 'deposit',
          memberId: d.memberId,
          requestKey: `deposit:${d.id}`,
          memo: { depositId: d.id, reference: d.gatewayRef },
          postings: [
            { account: clearing, amount: -d.amount },
            { account: { id: main, isMember: true }, amount: d.amount },
          ],
        },
        tx,
      );
      journalId = posted.journalId;
      await emit(tx, 'deposit.paid', { merchantId, memberId: d.memberId, depositId: d.id, reference: d.gatewayRef, amount: d.amount, channelId: d.channelId, journalId, paidAt: now.toISOString() }, d.id);
    }
    const [updated] = await tx
      .update(deposits)
      .set({ status: outcome, journalId, decidedBy: who.actor, decidedAt: now })
      .where(and(eq(deposits.merchantId, merchantId), eq(deposits.id, d.id)))
      .returning();
    await insertAudit(merchantId, { actor: who.actor, ip: who.ip, action: `wallet.deposit.${outcome}`, detail: { depositId: d.id, memberId: d.memberId, amount: d.amount, journalId } }, tx);
    return { ...depositView(updated, await channelOf(merchantId, d.channelId, tx)), duplicate: false };
  });
}

/**
 * The demo gateway's callback (issue 15 item 4): the player pressed Pay or Cancel on the gateway's payment page.
 * Only the deposit's own member, only a demo-gateway deposit; Pay goes through settleDeposit, so it credits once
 * however often it arrives, and a deposit the operator already decided answers 409.
 */
export async function completeDemoPayment(db: Db, merchantId: number, memberId: number, depositId: number, outcome: 'paid' | 'cancelled', ip: string | null, now: Date) {
  const [row] = await db
    .select({ memberId: deposits.memberId, gateway: paymentChannels.gateway })
    .from(deposits)
    .innerJoin(paymentChannels, channelJoin)
    .where(and(eq(deposits.id, depositId), eq(deposits.merchantId, merchantId)));
  if (!row || row.memberId !== memberId || row.gateway !== 'demo') throw new NotFoundError('err_deposit_not_found');
  const settled = await settleDeposit(db, merchantId, depositId, outcome, { actor: 'gateway:demo', ip }, now);
  const [mine] = await memberDepositsById(db, merchantId, memberId, depositId);
  return { ...mine, duplicate: settled.duplicate };
}

async function memberDepositsById(db: DbOrTx, merchantId: number, memberId: number, depositId: number) {
  const rows = await db
    .select({ d: deposits, code: paymentChannels.code, name: paymentChannels.name, gateway: paymentChannels.gateway, hasReceipt: receiptExists })
    .from(deposits)
    .innerJoin(paymentChannels, channelJoin)
    .where(and(eq(deposits.id, depositId), eq(deposits.merchantId, merchantId), eq(deposits.memberId, memberId)));
  return rows.map((r) => depositView(r.d, r, r.hasReceipt === true));
}

/**
 * The receipt image of a manual bank transfer (spec §9 uploads: PNG or JPG by its bytes, at most 5 MB): the
 * member's own pending bank deposit only; a new upload replaces the old one until the operator decides.
 */
export async function attachDepositReceipt(db: Db, merchantId: number, memberId: number, depositId: number, image: string) {
  const decoded = decodeImageDataUrl(image, UPLOAD_MAX_BYTES);
  if (!decoded.ok) throw new BadRequestError(decoded.reason === 'size' ? 'err_receipt_image_size' : 'err_receipt_image_type', { maxBytes: UPLOAD_MAX_BYTES }, 'bad_receipt_image');
  return db.transaction(async (tx) => {
    const [d] = await tx
      .select({ d: deposits, gateway: paymentChannels.gateway })
      .from(deposits)
      .innerJoin(paymentChannels, channelJoin)
      .where(and(eq(deposits.id, depositId), eq(deposits.merchantId, merchantId), eq(deposits.memberId, memberId)))
      .for('update', { of: deposits });
    if (!d || d.gateway !== 'bank') throw new NotFoundError('err_deposit_not_found');
    if (d.d.status !== 'pending') throw new WalletStateError('deposit_decided', 'err_deposit_decided', { status: d.d.status });
    const values = { depositId, merchantId, mime: decoded.mime, size: decoded.data.length, data: decoded.data };
    await tx
      .insert(depositReceipts)
      .values(values)
      .onConflictDoUpdate({ target: [depositReceipts.merchantId, depositReceipts.depositId], set: { mime: values.mime, size: values.size, data: values.data, createdAt: sql`now()` } });
    const [view] = await memberDepositsById(tx, merchantId, memberId, depositId);
    return view;
  });
}

/** The receipt image: the member's own (memberId given) or any of the brand's (operator). */
export async function depositReceipt(db: DbOrTx, merchantId: number, depositId: number, memberId?: number) {
  const [row] = await db
    .select({ mime: depositReceipts.mime, data: depositReceipts.data })
    .from(depositReceipts)
    .innerJoin(deposits, and(eq(deposits.merchantId, depositReceipts.merchantId), eq(deposits.id, depositReceipts.depositId)))
    .where(and(eq(depositReceipts.merchantId, merchantId), eq(depositReceipts.depositId, depositId), eq(deposits.merchantId, merchantId), memberId === undefined ? undefined : eq(deposits.memberId, memberId)));
  if (!row) throw new NotFoundError('err_deposit_not_found');
  return row;
}
