// Issue 18: the promotions jobs and outbox subscribers. Jobs call this module's functions (server/jobs/README.md
// "Adding a job"); each is safe to run twice: a claim is paid once (its unique key and the ledger's request key),
// an expiry is guarded by the claim's state.
import type { FastifyInstance } from 'fastify';
import { onTransferOutCheck, onWithdrawCheck } from '../wallet';
import { addWagers, expireBonuses, forfeitOnExclusion, matchDeposit, payCashback, signupBonuses, wageringCheck } from './claims';

export function definePromotionJobs(app: FastifyInstance): void {
  app.jobs.define({ name: 'promotions.expire-bonuses', everySeconds: 60, run: async ({ db, now }) => ({ expired: await expireBonuses(db, now) }) });
  // Cashback on the ended market days / weeks (a run missed while the server was down is caught up: 3 periods back).
  app.jobs.define({ name: 'promotions.cashback', everySeconds: 600, run: async ({ db, now }) => payCashback(db, now) });

  app.jobs.subscribe('deposit.paid', 'promotions.deposit-match', async (p, tx) => {
    await matchDeposit(tx, p);
  });
  app.jobs.subscribe('member.registered', 'promotions.signup-bonus', async (p, tx) => {
    await signupBonuses(tx, p);
  });
  app.jobs.subscribeMany('bet.settled', 'promotions.wagering', async (events, tx) => {
    await addWagers(tx, events.map((e) => e.payload));
  });
  // Issue 20: a time-out or self-exclusion forfeits the member's pending bonuses.
  app.jobs.subscribe('member.excluded', 'promotions.exclusion-forfeit', async (p, tx) => {
    await forfeitOnExclusion(tx, p, app.clock.now());
  });
  // A Set in the wallet: registering the same function from several apps (tests) keeps one.
  onWithdrawCheck(wageringCheck);
  // Money sent to the upline or a downline leaves the member like a withdrawal.
  onTransferOutCheck(wageringCheck);
}
