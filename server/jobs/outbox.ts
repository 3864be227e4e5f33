// Outbox delivery (STYLE.md cross-module events): each undelivered event is locked (FOR UPDATE SKIP LOCKED, so
// several processes share the work without handing one event to two of them), every subscriber that has not
// applied it yet runs in a savepoint together with its outbox_applied row, and the event is marked delivered once
// all have. A subscriber that throws rolls back its own effect only; the event is offered again after a backoff.
// At least once delivery, exactly once effect per (event, subscriber).
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
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
}

export interface DeliveryResult {
  delivered: number;
  failed: number;
}

const MAX_BACKOFF_SECONDS = 300;

/** Delivers due events (up to `limit`) and returns how many were completed and how many failed this pass. */
export async function deliverOutbox(db: Db, subscribers: Subscriber[], opts: { retrySeconds: number; limit?: number; log?: (msg: string, err?: unknown) => void }): Promise<DeliveryResult> {
  const result: DeliveryResult = { delivered: 0, failed: 0 };
  const skip = new Set<number>();
  for (let i = 0; i < (opts.limit ?? 100); i++) {
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(outboxEvents)
        .where(and(isNull(outboxEvents.deliveredAt), lte(outboxEvents.nextAttemptAt, sql`now()`), skip.size ? sql`${outboxEvents.id} not in (${sql.join([...skip].map((id) => sql`${id}`), sql`, `)})` : undefined))
        .orderBy(asc(outboxEvents.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      const event = row as OutboxEvent;
      let failure: unknown = null;
      for (const sub of subscribers.filter((s) => s.event === row.event)) {
        try {
          await tx.transaction(async (sp) => {
            const applied = await sp.insert(outboxApplied).values({ eventId: row.id, subscriber: sub.name }).onConflictDoNothing().returning();
            if (applied.length) await sub.handle(event.payload, sp, event);
          });
        } catch (err) {
          failure = err;
          opts.log?.(`outbox: subscriber ${sub.name} failed on ${row.event} #${row.id}`, err);
        }
      }
      if (failure === null) {
        await tx.update(outboxEvents).set({ deliveredAt: sql`now()`, attempts: row.attempts + 1, lastError: null }).where(eq(outboxEvents.id, row.id));
        return { id: row.id, ok: true };
      }
      const delay = Math.min(MAX_BACKOFF_SECONDS, opts.retrySeconds * 2 ** row.attempts);
      await tx
        .update(outboxEvents)
        .set({
          attempts: row.attempts + 1,
          nextAttemptAt: sql`now() + make_interval(secs => ${delay})`,
          lastError: String((failure as Error)?.message ?? failure).slice(0, 2000),
        })
        .where(eq(outboxEvents.id, row.id));
      return { id: row.id, ok: false };
    });
    if (!outcome) break;
    if (outcome.ok) result.delivered++;
    else {
      result.failed++;
      // Not again in this pass, even with a zero backoff: the next pass offers it.
      skip.add(outcome.id);
    }
  }
  return result;
}
