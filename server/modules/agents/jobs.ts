// Issue 16 item 4: the settlement jobs and the outbox subscribers that keep the agents module's tree and volumes.
// Jobs call this module's functions (server/jobs/README.md "Adding a job"); each is safe to run twice: a settled
// (contract, period) is never paid again (settlement.ts).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { completedPeriods, type PeriodUnit } from './periods';
import { merchantsWithContracts, periodUnitsInUse, settlePeriod, SETTLE_GRACE_MS, type SettleResult } from './settlement';
import type { ContractKind } from './tables';
import { applyUplineChange } from './move';
import { addBets, addFunds, addNode } from './tree';

/** How many ended periods each run looks back over (a run missed while the server was down is caught up). */
const LOOKBACK: Record<PeriodUnit, number> = { '5M': 12, HR: 6, D: 3, W: 2, H: 2, M: 2 };

/** Settles the ended periods of the kinds' contracts as of `now`, for every brand that has any. */
export async function settleDue(db: Db, kinds: ContractKind[], now: Date): Promise<SettleResult[]> {
  const out: SettleResult[] = [];
  const asOf = new Date(now.getTime() - SETTLE_GRACE_MS);
  for (const kind of kinds) {
    for (const merchantId of await merchantsWithContracts(kind, db)) {
      for (const unit of (await periodUnitsInUse(merchantId, kind, db)) as PeriodUnit[]) {
        // Oldest first, so a catch-up pays in order.
        for (const p of completedPeriods(unit, asOf, LOOKBACK[unit] ?? 2).reverse()) out.push(await settlePeriod(db, merchantId, kind, p, now));
      }
    }
  }
  return out;
}

const summary = (r: SettleResult[]) => ({ periods: r.length, paid: r.reduce((s, x) => s + x.paid, 0), amount: r.reduce((s, x) => s + x.paidAmount, 0), held: r.filter((x) => x.held).length });

export function defineAgentJobs(app: FastifyInstance): void {
  // spec §9: real-time wages every 5 minutes.
  app.jobs.define({ name: 'agents.settle-realtime', everySeconds: 300, run: async ({ db, now }) => summary(await settleDue(db, ['realtime'], now)) });
  // spec §4: hourly and daily wages and dividends on the previous period, paid in the next (checked every 10 minutes).
  app.jobs.define({ name: 'agents.settle-periods', everySeconds: 600, run: async ({ db, now }) => summary(await settleDue(db, ['hourly', 'daily', 'dividend'], now)) });

  app.jobs.subscribe('member.registered', 'agents.tree', async (p, tx) => {
    await addNode({ merchantId: p.merchantId, memberId: p.memberId, username: p.username, uplineId: p.uplineId, joinedAt: new Date(p.registeredAt) }, tx);
  });
  app.jobs.subscribeMany('bet.settled', 'agents.volume', async (events, tx) => {
    await addBets(events.map(({ payload: p }) => ({ merchantId: p.merchantId, memberId: p.memberId, stake: p.stake, win: p.win, at: new Date(p.settledAt) })), tx);
  });
  // Transaction Details: a deposit's order number is its reference (what the member sees in its records; events
  // written before the payload carried it: the deposit id); a withdrawal's is its id.
  app.jobs.subscribe('deposit.paid', 'agents.deposits', async (p, tx) => {
    await addFunds({ merchantId: p.merchantId, memberId: p.memberId, type: 'deposit', orderId: p.depositId, orderNo: p.reference ?? String(p.depositId), amount: p.amount, at: new Date(p.paidAt) }, tx);
  });
  app.jobs.subscribe('withdrawal.paid', 'agents.withdrawals', async (p, tx) => {
    await addFunds({ merchantId: p.merchantId, memberId: p.memberId, type: 'withdrawal', orderId: p.withdrawalId, orderNo: String(p.withdrawalId), amount: p.amount, at: new Date(p.paidAt) }, tx);
  });
  // An operator moved a member under another agent (accounts): its subtree is re-linked, the old upline's contracts end.
  app.jobs.subscribe('member.upline_changed', 'agents.upline', async (p, tx) => {
    await applyUplineChange(p.merchantId, p.memberId, new Date(p.changedAt), tx);
  });
}
