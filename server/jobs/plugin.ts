// The job runner as a Fastify plugin: app.jobs for every module (define jobs and outbox subscribers while the
// app is built), started when the app is ready and stopped when it closes (no timer outlives app.close()).
import fp from 'fastify-plugin';
import { and, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import { JobRunner } from './runner';
import { jobRuns, outboxApplied, outboxEvents } from './tables';

/** How long finished job runs and delivered outbox events are kept (for operators looking back), in days. */
export const JOB_HISTORY_DAYS = 30;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export default fp(
  async (app) => {
    const runner = new JobRunner(app.database, app.config.jobs, app.log, app.clock);
    app.decorate('jobs', runner);
    // The runner's own records: finished runs of past periods and delivered events older than JOB_HISTORY_DAYS go,
    // daily. Runs of queued jobs without a period stay: they are what keeps a singleton from running twice.
    runner.define({
      name: 'jobs.history.purge',
      everySeconds: 86_400,
      run: async ({ db, now }) => {
        const before = new Date(now.getTime() - JOB_HISTORY_DAYS * 86_400_000);
        const runs = await db.delete(jobRuns).where(and(inArray(jobRuns.state, ['done', 'failed']), ne(jobRuns.periodKey, ''), lt(jobRuns.finishedAt, before))).returning({ id: jobRuns.id });
        const old = db.select({ id: outboxEvents.id }).from(outboxEvents).where(lt(outboxEvents.deliveredAt, before));
        await db.delete(outboxApplied).where(inArray(outboxApplied.eventId, old));
        const events = await db.delete(outboxEvents).where(and(isNotNull(outboxEvents.deliveredAt), lt(outboxEvents.deliveredAt, before))).returning({ id: outboxEvents.id });
        return { runs: runs.length, events: events.length };
      },
    });
    app.addHook('onReady', async () => {
      await runner.start();
      app.log.info(`jobs: ${runner.driver} (${runner.names().length} jobs)`);
    });
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs' },
);
