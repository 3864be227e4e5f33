// The job runner's and the outbox's tables (server/jobs/README.md). Server-level, not a module's: every module
// writes outbox rows through emit() and reads none of these directly.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * One row per (job, subject, period): the unique key is the idempotency guard on both backends. A scheduled
 * job's period is its slot ('2026-11-25T10:05:00.000Z' for every-5-minutes); a queued job's subject is its
 * singleton key and its period '' unless the sender names one.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    job: text('job').notNull(),
    subject: text('subject').notNull().default(''),
    periodKey: text('period_key').notNull().default(''),
    /** running | done | failed (failed may be retried while attempts < the job's limit). */
    state: text('state').notNull(),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** What the handler returned (a count, a summary), for operators reading the record. */
    result: jsonb('result'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /**
     * Moved by the running process every third of JOBS_LEASE_SECONDS (issue 21 item 2): a 'running' row whose
     * heartbeat is older than the lease belongs to a process that died, and another may claim it.
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('job_runs_once_idx').on(t.job, t.subject, t.periodKey), index('job_runs_started_idx').on(t.startedAt)],
);

/** Domain events written in the transaction that caused them (emit()); handed to subscribers by the runner. */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    /** The cause's own id (deposit id, round id...): emitting the same (event, key) twice keeps one row. */
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once every subscriber has applied it. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** Not offered again before this (backoff after a subscriber failed). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('outbox_events_key_idx').on(t.event, t.key),
    // The claim's index (outbox.ts): undelivered events in id order. On the primary key the claim read past every
    // delivered row of the 30 days kept (issue 21: 330 ms a claim with 1M delivered rows; this: 0.5 ms).
    index('outbox_events_due_idx').on(t.id).where(sql`${t.deliveredAt} is null`),
  ],
);

/** A subscriber's effect and this row commit together, so a re-delivered event is applied once per subscriber. */
export const outboxApplied = pgTable(
  'outbox_applied',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => outboxEvents.id),
    subscriber: text('subscriber').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.subscriber] })],
);
