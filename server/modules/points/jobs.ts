// Issue 18 item 4: the points module's outbox subscribers. The outbox applies each event once per subscriber
// (server/jobs/README.md), and the points journal's unique (member, reference) keeps one row per bet or deposit.
import type { FastifyInstance } from 'fastify';
import { earnOnBets, earnOnDeposit } from './earning';

export function definePointsJobs(app: FastifyInstance): void {
  app.jobs.subscribeMany('bet.settled', 'points.bet', async (events, tx) => {
    await earnOnBets(tx, events.map((e) => e.payload));
  });
  app.jobs.subscribe('deposit.paid', 'points.deposit', async (p, tx) => {
    await earnOnDeposit(tx, p);
  });
}
