// Deposits (issue 4 item 4): payment channels per tenant, a deposit per request id, credited exactly once.
// settleDeposit locks the deposit row (SELECT ... FOR UPDATE) and credits only a 'pending' deposit, in the same
// transaction as the journal and the audit row: a retried gateway notice or a double click finds it decided.
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { insertAudit } from '../tenancy';
import { WalletStateError } from './errors';
import { GATEWAYS } from './gateways';
import { ensureMemberAccount, postJournal, systemAccount } from './ledger';
import { emit } from '../../jobs/events';
import { once } from './requests';
import { deposits, paymentChannels } from './tables';

export interface Actor {
  actor: string;
  ip: string | null;
}

export type ChannelRow = typeof paymentChannels.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;

export function channelView(c: ChannelRow) {
  return {
    code: c.code,
    name: c.name,
    gateway: c.gateway,
    minAmount: c.minAmount,
    maxAmount: c.maxAmount,
    details: c.details as Record<string, unknown>,
    enabled: c.enabled === 1,
  };
}

export function depositView(d: DepositRow, channelCode?: string) {
  return {
    id: d.id,
    channelCode: channelCode ?? null,
    amount: d.amount,
    status: d.status,
    reference: d.gatewayRef,
    memberRef: d.memberRef,
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

export async function createDeposit(db: Db, merchantId: number, memberId: number, input: { requestId: string; channelCode: string; amount: number; memberRef?: string }) {
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
    const gateway = GATEWAYS[channel.gateway];
    if (!gateway) throw new NotFoundError('err_channel_not_found');
    const start = gateway.start({ amount: input.amount, channel: channelView(channel) });
    const [row] = await tx
      .insert(deposits)
      .values({ merchantId, memberId, channelId: channel.id, amount: input.amount, status: 'pending', gatewayRef: start.gatewayRef, memberRef: input.memberRef ?? null })
      .returning();
    return { response: { deposit: depositView(row, channel.code), instructions: start.instructions }, journalId: null };
  });
}

export async function memberDeposits(db: DbOrTx, merchantId: number, memberId: number, limit = 50) {
  const rows = await db
    .select({ d: deposits, code: paymentChannels.code })
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.memberId, memberId)))
    .orderBy(desc(deposits.id))
    .limit(limit);
  return rows.map((r) => depositView(r.d, r.code));
}

export async function operatorDeposits(db: DbOrTx, merchantId: number, status: string | undefined, limit: number) {
  const rows = await db
    .select({ d: deposits, code: paymentChannels.code })
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
    .where(and(eq(deposits.merchantId, merchantId), status ? eq(deposits.status, status) : undefined))
    .orderBy(desc(deposits.id))
    .limit(limit);
  return rows.map((r) => ({ ...depositView(r.d, r.code), memberId: r.d.memberId }));
}

/**
 * Marks a pending deposit paid (credits the member's main wallet from payment clearing) or failed.
 * Deciding the same way again returns the same deposit (a gateway retry); the other way answers 409.
 */
export async function settleDeposit(db: Db, merchantId: number, depositId: number, outcome: 'paid' | 'failed', who: Actor, now: Date) {
  return db.transaction(async (tx) => {
    const [d] = await tx
      .select()
      .from(deposits)
      .where(and(eq(deposits.id, depositId), eq(deposits.merchantId, merchantId)))
      .for('update');
    if (!d) throw new NotFoundError('err_deposit_not_found');
    if (d.status !== 'pending') {
      if (d.status === outcome) return { ...depositView(d), duplicate: true };
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
      await emit(tx, 'deposit.paid', { merchantId, memberId: d.memberId, depositId: d.id, amount: d.amount, channelId: d.channelId, journalId, paidAt: now.toISOString() }, d.id);
    }
    const [updated] = await tx
      .update(deposits)
      .set({ status: outcome, journalId, decidedBy: who.actor, decidedAt: now })
      .where(eq(deposits.id, d.id))
      .returning();
    await insertAudit(merchantId, { actor: who.actor, ip: who.ip, action: `wallet.deposit.${outcome}`, detail: { depositId: d.id, memberId: d.memberId, amount: d.amount, journalId } }, tx);
    return { ...depositView(updated), duplicate: false };
  });
}
