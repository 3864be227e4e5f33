// Graceful shutdown (issue 21 item 4). On SIGTERM (or SIGINT) a node:
// 1. answers 503 on /ready, so a balancer that polls it stops sending (SHUTDOWN_DRAIN_SECONDS, 0 by default);
// 2. stops accepting: the listener closes, idle keep-alive connections are closed, a new request on a busy one gets
//    503 with Connection: close (Fastify's return503OnClosing), which a client or nginx retries on another node;
// 3. answers every request it accepted (a seamless debit waiting for its batch is committed and answered), stops
//    the job runner (a job under way finishes; pg-boss gets no new ones) and the change listener, closes Redis and
//    the database; then exits 0.
// Past SHUTDOWN_TIMEOUT_SECONDS it exits 1 anyway: what is still open is cut as by a crash, which the ledger's
// request ids make safe to retry.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

export function installGracefulShutdown(app: FastifyInstance, database: Database, exit: (code: number) => void = (c) => process.exit(c)): void {
  const { shutdownTimeoutSeconds, shutdownDrainSeconds } = app.config.ops;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining');
    const timer = setTimeout(() => {
      app.log.error({ seconds: shutdownTimeoutSeconds }, 'shutdown took too long: exiting with requests still open');
      exit(1);
    }, shutdownTimeoutSeconds * 1000);
    timer.unref();
    app.draining = true;
    if (shutdownDrainSeconds > 0) await new Promise((r) => setTimeout(r, shutdownDrainSeconds * 1000));
    try {
      await app.close();
      await database.close();
      app.log.info({ signal }, 'shut down');
      clearTimeout(timer);
      exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
}
