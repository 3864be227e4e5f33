// Issue 18 items 5 and 7: the loyalty module's outbox subscribers and its withdraw check. The outbox applies each
// event once per subscriber (server/jobs/README.md), and an upgrade bonus is paid once per (member, level).
import type { FastifyInstance } from 'fastify';
import { onWithdrawCheck } from '../wallet';
import { recordReferralActivity, recordReferralBets } from './referral';
import { accrueRebates } from './rebate';
import { payBirthdayBonuses, recordActivities, recordActivity, reviewVipLevels, vipWithdrawCheck } from './vip';

export function defineLoyaltyJobs(app: FastifyInstance): void {
  // Birthday bonuses of today's market day: hourly, so a server down at midnight still pays them the same day.
  app.jobs.define({ name: 'loyalty.birthday-bonus', everySeconds: 3600, run: async ({ db, now }) => payBirthdayBonuses(db, now) });
  // The monthly VIP review: hourly, so the first runs of a market month review everyone even after a stop.
  app.jobs.define({ name: 'loyalty.vip-review', everySeconds: 3600, run: async ({ db, now }) => reviewVipLevels(db, now) });
  app.jobs.subscribe('deposit.paid', 'loyalty.vip-deposit', async (p, tx) => {
    await recordActivity(tx, { merchantId: p.merchantId, memberId: p.memberId, deposits: p.amount, at: new Date(p.paidAt) });
  });
  // The rebate accrual first: a delivery then locks the accrual row before the wallet (an upgrade bonus), the same
  // order as a rebate claim, so the two never wait on each other in a cycle.
  app.jobs.subscribeMany('bet.settled', 'loyalty.rebate', async (events, tx) => {
    await accrueRebates(tx, events.map((e) => e.payload));
  });
  app.jobs.subscribeMany('bet.settled', 'loyalty.vip-bet', async (events, tx) => {
    await recordActivities(tx, events.map(({ payload: p }) => ({ merchantId: p.merchantId, memberId: p.memberId, validBets: p.stake, at: new Date(p.settledAt) })));
  });
  // Issue 18 item 6: a referred friend's first deposit and valid bets; the referrer's bonus once the rule is met.
  app.jobs.subscribe('deposit.paid', 'loyalty.referral-deposit', async (p, tx) => {
    await recordReferralActivity(tx, { merchantId: p.merchantId, memberId: p.memberId, deposit: p.amount });
  });
  app.jobs.subscribeMany('bet.settled', 'loyalty.referral-bet', async (events, tx) => {
    await recordReferralBets(tx, events.map((e) => e.payload));
  });
  // A Set in the wallet: registering the same function from several apps (tests) keeps one.
  onWithdrawCheck(vipWithdrawCheck);
}
