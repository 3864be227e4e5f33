// The job runner as a Fastify plugin: app.jobs for every module (define jobs and outbox subscribers while the
// app is built), started when the app is ready and stopped when it closes (no timer outlives app.close()).
import fp from 'fastify-plugin';
import { JobRunner } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export default fp(
  async (app) => {
    const runner = new JobRunner(app.database, app.config.jobs, app.log, app.clock);
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => {
      await runner.start();
      app.log.info(`jobs: ${runner.driver} (${runner.names().length} jobs)`);
    });
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs' },
);
