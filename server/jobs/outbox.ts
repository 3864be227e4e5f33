// Outbox delivery (STYLE.md cross-module events): undelivered events are locked a batch at a time (FOR UPDATE SKIP
// LOCKED; on PostgreSQL one process delivers at a time, below); for each run of events of one kind, every subscriber
// applies the batch in one savepoint, and each event is marked delivered once all have. A subscriber that throws
// rolls back its own effect only (the batch is split down to the failing events); the event is offered again after
// a backoff. At least once delivery, exactly once effect per (event, subscriber): an event's delivered_at commits
// with its subscribers' effects; an event offered again has an outbox_applied row per subscriber that applied it.
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { intArray } from '../db/arrays';
import type { Db, Tx } from '../db/client';
import type { DomainEvents, EventName } from './events';
import { outboxApplied, outboxEvents } from './tables';

export interface OutboxEvent<E extends EventName = EventName> {
  id: number;
  event: E;
  key: string;
  payload: DomainEvents[E];
  attempts: number;
}

export interface Subscriber<E extends EventName = EventName> {
  event: E;
  /** Stable name: the applied record is keyed on it (renaming a subscriber re-applies old events). */
  name: string;
  /** Runs in the delivery transaction; write through `tx` so the effect commits with the applied record. */
  handle(payload: DomainEvents[E], tx: Tx, event: OutboxEvent<E>): Promise<void>;
  /**
   * Set-based form (issue 21): all the events of a run this subscriber has not applied yet, in id order, in one call,
   * so it reads its settings once and writes with a few statements per batch instead of a few per event. Same
   * contract as `handle`: all or nothing (one savepoint), and the effect of the events must be that of handling them
   * one by one in order.
   */
  handleMany?(events: OutboxEvent<E>[], tx: Tx): Promise<void>;
}

export interface DeliveryResult {
  delivered: number;
  failed: number;
}

const MAX_BACKOFF_SECONDS = 300;
/** Events locked and delivered per transaction when the caller names no batch (the runner names OUTBOX_BATCH's, or one on PGlite). */
export const OUTBOX_BATCH = 500;

/** Runs of consecutive events of one kind, in id order (an event is never handled before an earlier one of another kind). */
function runsOf(rows: OutboxEvent[]): OutboxEvent[][] {
  const runs: OutboxEvent[][] = [];
  for (const r of rows) {
    const last = runs[runs.length - 1];
    if (last && last[0].event === r.event) last.push(r);
    else runs.push([r]);
  }
  return runs;
}

/**
 * One subscriber on some events, in a savepoint: all or nothing. An event offered before (`attempts` > 0) may have been
 * applied by this subscriber on an earlier try whose other subscribers failed: its applied row is claimed in the same
 * savepoint, and an event already recorded is skipped. A fresh event cannot have been applied (below): no read.
 * Returns the events this call applied.
 */
async function apply(tx: Tx, sub: Subscriber, events: OutboxEvent[]): Promise<OutboxEvent[]> {
  return tx.transaction(async (sp) => {
    const retried = events.filter((e) => e.attempts > 0);
    let todo = events;
    if (retried.length) {
      const applied = await sp
        .insert(outboxApplied)
        .values(retried.map((e) => ({ eventId: e.id, subscriber: sub.name })))
        .onConflictDoNothing()
        .returning({ eventId: outboxApplied.eventId });
      const fresh = new Set(applied.map((a) => a.eventId));
      todo = events.filter((e) => e.attempts === 0 || fresh.has(e.id));
    }
    if (!todo.length) return todo;
    if (sub.handleMany) await sub.handleMany(todo, sp);
    else for (const e of todo) await sub.handle(e.payload, sp, e);
    return todo;
  });
}

/** Delivers due events (up to `limit`) and returns how many were completed and how many failed this pass. */
export async function deliverOutbox(
  db: Db,
  subscribers: Subscriber[],
  opts: {
    retrySeconds: number;
    limit?: number;
    batch?: number;
    /** PostgreSQL with several processes: one delivers at a time (below). */
    exclusive?: boolean;
    /** The process is stopping: the pass ends after the batch under way. */
    stop?: () => boolean;
    log?: (msg: string, err?: unknown) => void;
  },
): Promise<DeliveryResult> {
  const result: DeliveryResult = { delivered: 0, failed: 0 };
  const skip = new Set<number>();
  let left = opts.limit ?? 100;
  while (left > 0 && !opts.stop?.()) {
    const outcome = await db.transaction(async (tx) => {
      // One process delivers at a time: batches of many members' events on two nodes at once locked the same rows
      // (an agent's team totals, say) in opposite orders and deadlocked (server/cluster.test.ts). Another process
      // holding the lock: this pass ends, the next poll tries again.
      if (opts.exclusive) {
        const got = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('outbox.delivery')) as ok`)) as unknown as { rows: { ok: boolean }[] };
        if (!got.rows[0]?.ok) return null;
      }
      // The columns delivery uses only, and id lists as one array parameter: per event, parsing three timestamps and
      // building a query parameter per id cost more of the delivering process's CPU than the subscribers (issue 21,
      // bench:outbox; the same in the update below).
      const rows = (await tx
        .select({ id: outboxEvents.id, event: outboxEvents.event, key: outboxEvents.key, payload: outboxEvents.payload, attempts: outboxEvents.attempts })
        .from(outboxEvents)
        .where(and(isNull(outboxEvents.deliveredAt), lte(outboxEvents.nextAttemptAt, sql`now()`), skip.size ? sql`not (${outboxEvents.id} = any(${intArray([...skip])}::bigint[]))` : undefined))
        .orderBy(asc(outboxEvents.id))
        .limit(Math.min(opts.batch ?? OUTBOX_BATCH, left))
        .for('update', { skipLocked: true })) as (OutboxEvent & { attempts: number })[];
      if (!rows.length) return null;
      const failures = new Map<number, unknown>();
      const failed = (sub: Subscriber, e: OutboxEvent, err: unknown) => {
        if (!failures.has(e.id)) failures.set(e.id, err);
        opts.log?.(`outbox: subscriber ${sub.name} failed on ${e.event} #${e.id}`, err);
      };
      // Fresh events (attempts 0) this transaction applied, per subscriber: recorded below only if the event is
      // offered again (another subscriber failed on it). An event delivered in full needs no applied rows: its
      // delivered_at commits with the effects, and a delivered event is never offered again.
      const appliedFresh: { sub: Subscriber; events: OutboxEvent[] }[] = [];
      const applyAndNote = async (sub: Subscriber, events: OutboxEvent[]) => {
        const applied = await apply(tx, sub, events);
        appliedFresh.push({ sub, events: applied.filter((e) => e.attempts === 0) });
      };
      // A run that fails kept nothing for this subscriber: its halves are tried, in order, down to the failing
      // events, so the others are kept (one bad event among 500 costs ~2 × 9 savepoints, not 500).
      const applyOrSplit = async (sub: Subscriber, run: OutboxEvent[]): Promise<void> => {
        try {
          await applyAndNote(sub, run);
        } catch (err) {
          if (run.length === 1) return failed(sub, run[0], err);
          const half = Math.ceil(run.length / 2);
          await applyOrSplit(sub, run.slice(0, half));
          await applyOrSplit(sub, run.slice(half));
        }
      };
      for (const run of runsOf(rows)) {
        for (const sub of subscribers.filter((s) => s.event === run[0].event)) await applyOrSplit(sub, run);
      }
      const again = appliedFresh.flatMap(({ sub, events }) => events.filter((e) => failures.has(e.id)).map((e) => ({ eventId: e.id, subscriber: sub.name })));
      if (again.length) await tx.insert(outboxApplied).values(again);
      const done = rows.filter((r) => !failures.has(r.id)).map((r) => r.id);
      if (done.length) {
        await tx
          .update(outboxEvents)
          .set({ deliveredAt: sql`now()`, attempts: sql`${outboxEvents.attempts} + 1`, lastError: null })
          .where(sql`${outboxEvents.id} = any(${intArray(done)}::bigint[])`);
      }
      for (const r of rows.filter((r) => failures.has(r.id))) {
        const failure = failures.get(r.id);
        const delay = Math.min(MAX_BACKOFF_SECONDS, opts.retrySeconds * 2 ** r.attempts);
        await tx
          .update(outboxEvents)
          .set({
            attempts: r.attempts + 1,
            nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
            lastError: String((failure as Error)?.message ?? failure).slice(0, 2000),
          })
          .where(eq(outboxEvents.id, r.id));
      }
      return { count: rows.length, done: done.length, failed: [...failures.keys()] };
    });
    if (!outcome) break;
    left -= outcome.count;
    result.delivered += outcome.done;
    result.failed += outcome.failed.length;
    // A failed event is not offered again in this pass, even with a zero backoff: the next pass offers it.
    for (const id of outcome.failed) skip.add(id);
  }
  return result;
}
