// Issue 18 item 3: the missions module's outbox subscribers, its job and its withdraw check. The outbox applies each
// event once per subscriber (server/jobs/README.md), so a re-delivered event adds no progress; a reward is earned
// once per (mission, member, period) and paid once (rewards.ts).
import type { FastifyInstance } from 'fastify';
import { onTransferOutCheck, onWithdrawCheck } from '../wallet';
import { recordBet, recordDeposit, recordLogin } from './progress';
import { addWager, expireRewards, missionWageringCheck } from './rewards';

export function defineMissionJobs(app: FastifyInstance): void {
  app.jobs.define({ name: 'missions.expire-rewards', everySeconds: 60, run: async ({ db, now }) => expireRewards(db, now) });
  // Wagering first: a bet settled after a claim counts toward that bonus, not toward a reward it completes now.
  app.jobs.subscribe('bet.settled', 'missions.wagering', async (p, tx) => {
    await addWager(tx, p);
  });
  app.jobs.subscribe('bet.settled', 'missions.bets', async (p, tx) => {
    await recordBet(tx, p);
  });
  app.jobs.subscribe('deposit.paid', 'missions.deposits', async (p, tx) => {
    await recordDeposit(tx, p);
  });
  app.jobs.subscribe('member.logged_in', 'missions.logins', async (p, tx) => {
    await recordLogin(tx, p);
  });
  // A Set in the wallet: registering the same function from several apps (tests) keeps one.
  onWithdrawCheck(missionWageringCheck);
  onTransferOutCheck(missionWageringCheck);
}
