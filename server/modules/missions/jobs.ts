// Issue 18 item 3: the missions module's outbox subscribers and its job. The outbox applies each event once per
// subscriber (server/jobs/README.md), so a re-delivered event adds no progress; a reward is earned once per (mission,
// member, period) and paid once (rewards.ts). A bonus reward's wagering and withdraw hold are the promotions module's.
import type { FastifyInstance } from 'fastify';
import { recordBets, recordDeposit, recordLogin } from './progress';
import { expireRewards } from './rewards';

export function defineMissionJobs(app: FastifyInstance): void {
  app.jobs.define({ name: 'missions.expire-rewards', everySeconds: 60, run: async ({ db, now }) => expireRewards(db, now) });
  app.jobs.subscribeMany('bet.settled', 'missions.bets', async (events, tx) => {
    await recordBets(tx, events.map((e) => e.payload));
  });
  app.jobs.subscribe('deposit.paid', 'missions.deposits', async (p, tx) => {
    await recordDeposit(tx, p);
  });
  app.jobs.subscribe('member.logged_in', 'missions.logins', async (p, tx) => {
    await recordLogin(tx, p);
  });
}
