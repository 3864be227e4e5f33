// Issue 18 item 4: the points module's outbox subscribers. The outbox applies each event once per subscriber
// (server/jobs/README.md), and the points journal's unique (member, reference) keeps one row per bet or deposit.
import type { FastifyInstance } from 'fastify';
import { earnOnBet, earnOnDeposit } from './earning';

export function definePointsJobs(app: FastifyInstance): void {
  app.jobs.subscribe('bet.settled', 'points.bet', async (p, tx) => {
    await earnOnBet(tx, p);
  });
  app.jobs.subscribe('deposit.paid', 'points.deposit', async (p, tx) => {
    await earnOnDeposit(tx, p);
  });
}
