// Job runner settings (README lists the env names). The `jobs` section of server/config.ts; tests override it via config.jobs.
export interface JobsConfig {
  /**
   * JOBS=off: no timers and no pg-boss; jobs and outbox deliveries run only when called (runNow, drain,
   * deliverOutbox). The test harness uses this so a suite decides when background work happens.
   */
  enabled: boolean;
  /** How often scheduled jobs are checked for a new period, and pg-boss workers poll (JOBS_POLL_SECONDS, >= 0.5). */
  pollSeconds: number;
  /** How often the outbox is read for undelivered events (OUTBOX_POLL_SECONDS). */
  outboxPollSeconds: number;
  /** First delay before an outbox event whose subscriber failed is offered again; doubles per attempt, capped at 5 min. */
  outboxRetrySeconds: number;
  /**
   * OUTBOX_BATCH: events delivered per transaction on PostgreSQL (default 500; PGlite delivers one a transaction). The
   * set-based subscribers write a batch with a few statements each, so a batch costs little more than one event.
   */
  outboxBatch: number;
  /**
   * JOBS_LEASE_SECONDS (issue 21 item 2): a run's process proves it is alive every third of this; a run whose proof is
   * older (its process died mid-job) is handed to another process. At least 10 (pg-boss's heartbeat floor).
   */
  leaseSeconds: number;
}

export function loadJobsConfig(env: NodeJS.ProcessEnv): JobsConfig {
  const num = (v: string | undefined, d: number) => (v === undefined || v === '' || Number.isNaN(Number(v)) ? d : Number(v));
  return {
    enabled: env.JOBS !== 'off' && env.JOBS !== '0',
    pollSeconds: Math.max(0.5, num(env.JOBS_POLL_SECONDS, 5)),
    outboxPollSeconds: Math.max(0.05, num(env.OUTBOX_POLL_SECONDS, 1)),
    outboxRetrySeconds: num(env.OUTBOX_RETRY_SECONDS, 5),
    outboxBatch: Math.max(1, Math.floor(num(env.OUTBOX_BATCH, 500))),
    leaseSeconds: Math.max(10, num(env.JOBS_LEASE_SECONDS, 30)),
  };
}
