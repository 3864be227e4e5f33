// The job runner (issue 14 item 6; server/jobs/README.md): named jobs, scheduled every N seconds or queued with
// send(), one run per (job, subject, period) recorded in job_runs, retries with backoff, and the outbox's delivery.
// One API, two drivers: pg-boss on PostgreSQL (several processes share the queues and never run a period twice)
// and timers in this process on PGlite (one process owns the database). The job_runs unique key is the last guard
// on both: a run that finds its (job, subject, period) done or running elsewhere does nothing.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import type { Database, Db } from '../db/client';
import type { JobsConfig } from './config';
import { deliverOutbox, type DeliveryResult, type Subscriber } from './outbox';
import type { DomainEvents, EventName } from './events';
import { jobRuns } from './tables';
import type { Clock } from '../lib/clock';

export interface JobContext<D = unknown> {
  db: Db;
  /** The runner's clock at the start of the run (a scheduled job's period contains it). */
  now: Date;
  subject: string;
  periodKey: string;
  data: D;
  /** 1 on the first try. */
  attempt: number;
}

export interface JobDefinition<D = any> {
  /** Letters, digits, '.', '-', '_' (pg-boss queue names). */
  name: string;
  /** Scheduled: runs once per slot of this many seconds (UTC epoch-aligned). Omitted: queued only (send()). */
  everySeconds?: number;
  /** Further tries after a failure (default 3), delayed retryDelaySeconds × 2^(try-1) (default 1). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  run(ctx: JobContext<D>): Promise<unknown>;
}

export interface SendOptions {
  /** The subject: runs of one job with the same key and period happen once. Default: a fresh id (always runs). */
  singletonKey?: string;
  /** The period the key is unique within (default '': once ever). */
  period?: string;
}

export type RunOutcome = 'done' | 'skipped';

interface Payload {
  subject: string;
  periodKey: string;
  data: unknown;
}

type Log = { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };

/** The slot of `now` for a job every `seconds`, as the ISO time it starts. */
export function periodOf(now: Date, seconds: number): string {
  const ms = seconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms).toISOString();
}

/**
 * Outbox passes (issue 21). PostgreSQL: OUTBOX_BATCH events a transaction (default 500: the set-based subscribers write
 * a batch with a few statements each, so a big batch costs little more than a small one; bench:outbox 765 events/s in
 * batches of 20, 1,981 of 100, ~5,000-8,000 of 500), ten batches a pass, and the next pass at once while a backlog
 * lasts. PGlite (one connection, shared with the bets): one event a transaction, 100 a pass, a pass each
 * OUTBOX_POLL_SECONDS.
 */
const PASS_BATCHES = 10;
const PGLITE_PASS = { limit: 100, batch: 1 };

/** pg-boss fails a job whose handler runs longer than this (and retries it): the longest a run may take. */
const MAX_RUN_SECONDS = 900;

/** What a job run reports to the metrics (server/plugins/metrics.ts). */
export interface RunObservation {
  job: string;
  outcome: 'done' | 'failed' | 'skipped';
  seconds: number;
}

export class JobRunner {
  private readonly jobs = new Map<string, JobDefinition>();
  private readonly subscribers: Subscriber[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly lastSlot = new Map<string, string>();
  /** Sends made while the runner is off (JOBS=off): run by drain(). */
  private readonly pending: { def: JobDefinition; payload: Payload }[] = [];
  private boss: PgBoss | null = null;
  private started = false;
  private stopping = false;
  private delivering: Promise<DeliveryResult> | null = null;
  /** Called after every run with its outcome and duration (metrics). */
  observe: ((o: RunObservation) => void) | null = null;

  constructor(
    private readonly database: Database,
    readonly config: JobsConfig,
    private readonly log: Log,
    /** The app's one clock (server/lib/clock.ts): scheduled periods and run records take their time from it. */
    private readonly clock: Clock,
  ) {}

  get driver(): 'pg-boss' | 'in-process' | 'off' {
    if (!this.config.enabled) return 'off';
    return this.database.kind === 'postgres' ? 'pg-boss' : 'in-process';
  }

  define<D>(def: JobDefinition<D>): void {
    if (this.jobs.has(def.name)) throw new Error(`job ${def.name} is defined twice`);
    if (!/^[\w.-]+$/.test(def.name)) throw new Error(`job name ${def.name}: letters, digits, '.', '-', '_' only`);
    if (this.started) throw new Error(`job ${def.name}: define jobs before the app is ready`);
    this.jobs.set(def.name, def);
  }

  /** Adds an outbox subscriber (server/jobs/README.md "Adding a subscriber"). */
  subscribe<E extends EventName>(event: E, name: string, handle: Subscriber<E>['handle']): void {
    if (this.subscribers.some((s) => s.event === event && s.name === name)) throw new Error(`subscriber ${name} of ${event} is defined twice`);
    this.subscribers.push({ event, name, handle } as unknown as Subscriber);
  }

  /**
   * Adds a set-based outbox subscriber (outbox.ts `handleMany`): it gets every fresh event of a delivery batch at
   * once; a batch that fails is retried event by event, each as a batch of one.
   */
  subscribeMany<E extends EventName>(event: E, name: string, handleMany: NonNullable<Subscriber<E>['handleMany']>): void {
    if (this.subscribers.some((s) => s.event === event && s.name === name)) throw new Error(`subscriber ${name} of ${event} is defined twice`);
    const handle: Subscriber<E>['handle'] = (_payload, tx, e) => handleMany([e], tx);
    this.subscribers.push({ event, name, handle, handleMany } as unknown as Subscriber);
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }

  async start(): Promise<void> {
    if (this.started || !this.config.enabled) return;
    this.started = true;
    this.stopping = false;
    if (this.driver === 'pg-boss') await this.startBoss();
    this.every(this.config.pollSeconds, () => this.tick());
    // A pass that took all it may (a backlog) is followed by the next at once, not a poll later (issue 21: 500 events
    // a pass and a second's pause capped delivery at a few hundred a second under ~1,400 bets a second).
    this.every(this.config.outboxPollSeconds, async () => {
      const r = await this.deliverOutbox();
      return this.database.kind === 'postgres' && r.delivered + r.failed >= PASS_BATCHES * this.config.outboxBatch;
    });
    // The first period of every scheduled job starts now, not one poll later.
    this.track(this.tick());
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    // Passes under way finish first (they may still be sending to pg-boss), then pg-boss's workers.
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
    if (this.boss) await this.boss.stop({ graceful: true, timeout: 10_000 });
    this.boss = null;
    this.started = false;
  }

  /** Queues a job. Runs once per (name, singletonKey, period); returns the subject it runs under. */
  async send(name: string, data: unknown = {}, opts: SendOptions = {}): Promise<string> {
    const def = this.job(name);
    const payload: Payload = { subject: opts.singletonKey ?? randomUUID(), periodKey: opts.period ?? '', data };
    if (this.boss) await this.boss.send(name, payload as object, { singletonKey: `${payload.subject}|${payload.periodKey}` });
    else if (this.started) this.track(this.attempt(def, payload, 1));
    else this.pending.push({ def, payload });
    return payload.subject;
  }

  /**
   * Runs a job here and now (tests, operator tools), through the same record as a scheduled or queued run: a
   * scheduled job takes the period of `now` (default the runner's clock), so running it twice in one period
   * does nothing the second time. Errors are thrown to the caller (no retry).
   */
  async runNow(name: string, opts: { now?: Date; subject?: string; period?: string; data?: unknown } = {}): Promise<RunOutcome> {
    const def = this.job(name);
    const now = opts.now ?? this.clock.now();
    const periodKey = opts.period ?? (def.everySeconds ? periodOf(now, def.everySeconds) : '');
    const outcome = await this.execute(def, { subject: opts.subject ?? '', periodKey, data: opts.data ?? {} }, now);
    return outcome === 'busy' ? 'skipped' : outcome;
  }

  /** Runs the sends made while the runner is off (JOBS=off), and returns how many ran. */
  async drain(): Promise<number> {
    const batch = this.pending.splice(0);
    const errors: unknown[] = [];
    for (const { def, payload } of batch) await this.execute(def, payload, this.clock.now()).catch((e) => errors.push(e));
    if (errors.length) throw errors[0];
    return batch.length;
  }

  /**
   * One pass over the outbox (also what the outbox timer calls). Passes never overlap in one process. `batch`: events
   * per transaction instead of the backend's (a test comparing batches with single events).
   */
  async deliverOutbox(batch?: number): Promise<DeliveryResult> {
    if (!this.delivering) {
      this.delivering = deliverOutbox(this.database.db, this.subscribers, {
        retrySeconds: this.config.outboxRetrySeconds,
        ...(this.database.kind === 'postgres' ? { limit: PASS_BATCHES * this.config.outboxBatch, batch: this.config.outboxBatch, exclusive: true } : PGLITE_PASS),
        ...(batch ? { batch } : {}),
        stop: () => this.stopping,
        log: (msg, err) => this.log.error({ err }, msg),
      }).finally(() => (this.delivering = null));
    }
    return this.delivering;
  }

  /** Sends every scheduled job whose period began since the last check (what the poll timer calls). */
  async tick(now: Date = this.clock.now()): Promise<void> {
    for (const def of this.jobs.values()) {
      if (!def.everySeconds) continue;
      const periodKey = periodOf(now, def.everySeconds);
      if (this.lastSlot.get(def.name) === periodKey) continue;
      const payload: Payload = { subject: '', periodKey, data: {} };
      if (this.boss) {
        // One pg-boss job per period whichever instance sends first: the key names the period and
        // singletonSeconds makes pg-boss refuse a second job with that key in the slot (unique index job_i4).
        await this.boss.send(def.name, payload as object, { singletonKey: `|${periodKey}`, singletonSeconds: def.everySeconds });
        // Marked after the send succeeded: a failed send is tried again on the next poll.
        this.lastSlot.set(def.name, periodKey);
      } else {
        this.lastSlot.set(def.name, periodKey);
        if (this.started) this.track(this.attempt(def, payload, 1));
        else await this.execute(def, payload, now);
      }
    }
  }

  private job(name: string): JobDefinition {
    const def = this.jobs.get(name);
    if (!def) throw new Error(`unknown job ${name}`);
    return def;
  }

  /**
   * Claims the (job, subject, period) row, runs the handler, records the outcome. A claim is a lease: while the
   * handler runs, the row's heartbeat moves every third of JOBS_LEASE_SECONDS; a 'running' row whose heartbeat is
   * older than the lease was left by a process that died mid-job (issue 21 item 2), and the next try claims it.
   */
  private async execute(def: JobDefinition, payload: Payload, now: Date): Promise<RunOutcome | 'busy'> {
    const db = this.database.db;
    const limit = 1 + (def.retryLimit ?? 3);
    const started = performance.now();
    const lease = this.config.leaseSeconds;
    const [claim] = await db
      .insert(jobRuns)
      .values({ job: def.name, subject: payload.subject, periodKey: payload.periodKey, state: 'running', attempts: 1, startedAt: now, heartbeatAt: now })
      .onConflictDoUpdate({
        target: [jobRuns.job, jobRuns.subject, jobRuns.periodKey],
        set: { state: 'running', attempts: sql`${jobRuns.attempts} + 1`, startedAt: now, heartbeatAt: now, finishedAt: null, error: null },
        setWhere: sql`(${jobRuns.state} = 'failed' and ${jobRuns.attempts} < ${limit}) or (${jobRuns.state} = 'running' and coalesce(${jobRuns.heartbeatAt}, ${jobRuns.startedAt}) < ${new Date(now.getTime() - lease * 1000)})`,
      })
      .returning({ id: jobRuns.id, attempts: jobRuns.attempts });
    if (!claim) {
      this.observe?.({ job: def.name, outcome: 'skipped', seconds: (performance.now() - started) / 1000 });
      const [row] = await db
        .select({ state: jobRuns.state })
        .from(jobRuns)
        .where(sql`${jobRuns.job} = ${def.name} and ${jobRuns.subject} = ${payload.subject} and ${jobRuns.periodKey} = ${payload.periodKey}`);
      return row?.state === 'running' ? 'busy' : 'skipped';
    }
    // This run's row, as long as no other process took it over (a stalled process must not overwrite its successor).
    const mine = sql`${jobRuns.id} = ${claim.id} and ${jobRuns.attempts} = ${claim.attempts} and ${jobRuns.state} = 'running'`;
    const heartbeat = setInterval(() => {
      db.update(jobRuns)
        .set({ heartbeatAt: this.clock.now() })
        .where(mine)
        .catch((err: unknown) => this.log.error({ err, job: def.name }, 'jobs: heartbeat failed'));
    }, (lease * 1000) / 3);
    heartbeat.unref();
    try {
      const result = await def.run({ db, now, subject: payload.subject, periodKey: payload.periodKey, data: payload.data, attempt: claim.attempts });
      clearInterval(heartbeat);
      await db
        .update(jobRuns)
        .set({ state: 'done', finishedAt: this.clock.now(), result: (result ?? null) as object | null })
        .where(mine);
      this.observe?.({ job: def.name, outcome: 'done', seconds: (performance.now() - started) / 1000 });
      return 'done';
    } catch (err) {
      clearInterval(heartbeat);
      await db
        .update(jobRuns)
        .set({ state: 'failed', finishedAt: this.clock.now(), error: String((err as Error)?.message ?? err).slice(0, 2000) })
        .where(mine);
      this.observe?.({ job: def.name, outcome: 'failed', seconds: (performance.now() - started) / 1000 });
      throw err;
    }
  }

  /** In-process driver: one try, and a timer for the next one after a failure (backoff doubles). */
  private async attempt(def: JobDefinition, payload: Payload, attempt: number): Promise<void> {
    if (this.stopping) return;
    try {
      await this.execute(def, payload, this.clock.now());
    } catch (err) {
      this.log.error({ err, job: def.name, attempt }, `job ${def.name} failed`);
      if (attempt > (def.retryLimit ?? 3) || this.stopping) return;
      const delay = (def.retryDelaySeconds ?? 1) * 1000 * 2 ** (attempt - 1);
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.track(this.attempt(def, payload, attempt + 1));
      }, delay);
      timer.unref();
      this.timers.add(timer);
    }
  }

  private async startBoss(): Promise<void> {
    const url = this.database.url;
    if (!url) throw new Error('jobs: the pg-boss driver needs the PostgreSQL URL');
    // The monitor pass fails (and so retries) a job whose worker stopped beating: once per lease, not the default minute.
    const boss = new PgBoss({
      connectionString: url,
      schema: 'pgboss',
      max: 4,
      schedule: false,
      registerInstance: false,
      openTelemetry: { enabled: false },
      superviseIntervalSeconds: this.config.leaseSeconds,
      monitorIntervalSeconds: this.config.leaseSeconds,
    });
    boss.on('error', (err) => this.log.error({ err }, 'pg-boss error'));
    await boss.start();
    for (const def of this.jobs.values()) {
      if (!(await boss.getQueue(def.name))) {
        // Two processes starting together may both create it; the loser finds it made.
        await boss
          .createQueue(def.name, queueOptions(def, this.config.leaseSeconds))
          .catch(async (err) => {
            if (!(await boss.getQueue(def.name))) throw err;
          });
      } else {
        // Queues made before the lease existed (or with another one): their worker's heartbeat is what lets another
        // process retry a job whose process died.
        await boss.updateQueue(def.name, queueOptions(def, this.config.leaseSeconds));
      }
      await boss.work<Payload>(def.name, { pollingIntervalSeconds: this.config.pollSeconds }, async ([job]) => {
        // 'busy': the run is claimed by a process that beat within the lease. If that process died, pg-boss handed
        // its job here before the lease ran out: wait (beating to pg-boss meanwhile) until the run is finished or
        // its lease is over, and then take it.
        while ((await this.execute(def, job.data, this.clock.now())) === 'busy') {
          // Stopping: fail the job, so that pg-boss offers it again (to another process) rather than dropping it.
          if (this.stopping) throw new Error(`job ${def.name}: still running elsewhere when this process stopped`);
          await new Promise((r) => setTimeout(r, (this.config.leaseSeconds * 1000) / 6));
        }
      });
    }
    this.boss = boss;
  }

  /** Calls `fn` every `seconds` after the last call ended; at once when it returned true (more work is waiting). */
  private every(seconds: number, fn: () => Promise<unknown>): void {
    const loop = (again?: unknown) => {
      if (this.stopping) return;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        if (this.stopping) return;
        void this.track(fn().catch((err) => (this.log.error({ err }, 'jobs: background pass failed'), false))).then(loop);
      }, again === true ? 0 : seconds * 1000);
      timer.unref();
      this.timers.add(timer);
    };
    loop();
  }

  private track<T>(p: Promise<T>): Promise<T> {
    const tracked = p.catch(() => undefined) as Promise<unknown>;
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
    return p;
  }
}

/**
 * A queue's settings: retries with backoff; the worker beats every lease/2 (pg-boss's default refresh) and a job whose
 * worker missed a lease of beats is failed and retried by another process (issue 21 item 2).
 */
function queueOptions(def: JobDefinition, leaseSeconds: number) {
  return { retryLimit: def.retryLimit ?? 3, retryDelay: def.retryDelaySeconds ?? 1, retryBackoff: true, expireInSeconds: MAX_RUN_SECONDS, heartbeatSeconds: leaseSeconds };
}

export type { DomainEvents, EventName };
