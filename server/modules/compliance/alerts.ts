// Issue 20 item 5: rules that flag accounts for the operator's review, each alert decided once with its outcome.
// - large_deposit: a deposit above ALERT_RULES.largeDeposit (subscriber of deposit.paid);
// - quick_cashout: a withdrawal paid within a day of deposits at least half its amount, with stakes below half
//   of those deposits (little play: the money went in and out; subscriber of withdrawal.paid);
// - shared_ip: ALERT_RULES.sharedIpMembers or more members logged in from one IP address in a day (job);
// - loss_spike: a member's loss over the last day above ALERT_RULES.lossSpikeMin and above
//   ALERT_RULES.lossSpikeFactor x their daily average over the 7 days before (job).
// Subscribers and jobs are idempotent: one alert per (brand, rule, key), a repeat does nothing.
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, NotFoundError } from '../../lib/errors';
import { sharedLoginAddresses, usernamesByIds } from '../accounts';
import { insertAudit } from '../tenancy';
import { lossesByMember, memberActivitySince } from '../wallet';
import { complianceAlerts } from './tables';

export const ALERT_RULES = { largeDeposit: 1_000_000, sharedIpMembers: 3, lossSpikeMin: 500_000, lossSpikeFactor: 5 };
export const ALERT_OUTCOMES = ['no_action', 'contacted', 'limited', 'closed_account', 'reported'] as const;
const DAY = 86_400_000;

export async function raiseAlert(db: DbOrTx, a: { merchantId: number; memberId: number | null; rule: string; key: string; detail: Record<string, unknown>; now: Date }): Promise<void> {
  await db
    .insert(complianceAlerts)
    .values({ merchantId: a.merchantId, memberId: a.memberId, rule: a.rule, dedupeKey: a.key, detail: a.detail, createdAt: a.now })
    .onConflictDoNothing({ target: [complianceAlerts.merchantId, complianceAlerts.rule, complianceAlerts.dedupeKey] });
}

export async function onDepositPaid(db: DbOrTx, p: { merchantId: number; memberId: number; depositId: number; amount: number; paidAt: string }) {
  if (p.amount <= ALERT_RULES.largeDeposit) return;
  await raiseAlert(db, { merchantId: p.merchantId, memberId: p.memberId, rule: 'large_deposit', key: `deposit:${p.depositId}`, detail: { depositId: p.depositId, amount: p.amount }, now: new Date(p.paidAt) });
}

export async function onWithdrawalPaid(db: DbOrTx, p: { merchantId: number; memberId: number; withdrawalId: number; amount: number; paidAt: string }) {
  const a = await memberActivitySince(db, p.merchantId, p.memberId, new Date(new Date(p.paidAt).getTime() - DAY));
  if (a.deposited * 2 < p.amount || a.staked * 2 >= a.deposited) return;
  await raiseAlert(db, {
    merchantId: p.merchantId,
    memberId: p.memberId,
    rule: 'quick_cashout',
    key: `withdrawal:${p.withdrawalId}`,
    detail: { withdrawalId: p.withdrawalId, amount: p.amount, deposited24h: a.deposited, staked24h: a.staked },
    now: new Date(p.paidAt),
  });
}

/** The periodic rules (shared IP, loss spike) for one brand at `now`; answers how many alerts it raised at most. */
export async function scanBrand(db: DbOrTx, merchantId: number, now: Date): Promise<number> {
  let n = 0;
  const day = now.toISOString().slice(0, 10);
  for (const s of await sharedLoginAddresses(merchantId, new Date(now.getTime() - DAY), ALERT_RULES.sharedIpMembers, db)) {
    await raiseAlert(db, { merchantId, memberId: null, rule: 'shared_ip', key: `${s.ip}:${day}`, detail: { ip: s.ip, memberIds: s.memberIds }, now });
    n++;
  }
  const last = await lossesByMember(db, merchantId, new Date(now.getTime() - DAY), now);
  const before = await lossesByMember(db, merchantId, new Date(now.getTime() - 8 * DAY), new Date(now.getTime() - DAY));
  for (const [memberId, loss] of last) {
    const average = Math.max(0, before.get(memberId) ?? 0) / 7;
    if (loss < ALERT_RULES.lossSpikeMin || loss <= average * ALERT_RULES.lossSpikeFactor) continue;
    await raiseAlert(db, { merchantId, memberId, rule: 'loss_spike', key: `${memberId}:${day}`, detail: { loss24h: loss, dailyAverage7d: Math.round(average) }, now });
    n++;
  }
  return n;
}

export async function listAlerts(db: DbOrTx, merchantId: number, status: 'open' | 'closed' | undefined, limit: number) {
  const rows = await db
    .select()
    .from(complianceAlerts)
    .where(and(eq(complianceAlerts.merchantId, merchantId), status ? eq(complianceAlerts.status, status) : undefined))
    .orderBy(desc(complianceAlerts.id))
    .limit(limit);
  const names = await usernamesByIds(merchantId, rows.flatMap((r) => (r.memberId ? [r.memberId] : [])), db);
  return rows.map((r) => ({
    id: r.id,
    rule: r.rule,
    memberId: r.memberId,
    username: r.memberId ? (names.get(r.memberId) ?? null) : null,
    detail: r.detail as Record<string, unknown>,
    status: r.status,
    outcome: r.outcome,
    note: r.note,
    decidedBy: r.decidedBy,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function decideAlert(db: Db, merchantId: number, id: number, input: { outcome: (typeof ALERT_OUTCOMES)[number]; note?: string }, who: { actor: string; ip: string | null }, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(complianceAlerts).where(and(eq(complianceAlerts.merchantId, merchantId), eq(complianceAlerts.id, id))).for('update');
    if (!row) throw new NotFoundError('err_alert_not_found');
    if (row.status !== 'open') throw new AppError(409, 'alert_decided', 'err_alert_decided', { outcome: row.outcome });
    await tx.update(complianceAlerts).set({ status: 'closed', outcome: input.outcome, note: input.note ?? null, decidedBy: who.actor, decidedAt: now }).where(and(eq(complianceAlerts.merchantId, merchantId), eq(complianceAlerts.id, id)));
    await insertAudit(merchantId, { actor: who.actor, ip: who.ip, action: 'compliance.alert.decide', detail: { alertId: id, rule: row.rule, memberId: row.memberId, outcome: input.outcome } }, tx);
    return { id, status: 'closed' as const, outcome: input.outcome };
  });
}
