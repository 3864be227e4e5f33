// The outbox (issue 14 item 6 proof): an event exists only if its transaction commits; a subscriber that fails is
// offered the event again and its effect is applied once; a re-delivery after a crash applies nothing twice.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test/harness';
import { emit } from './events';
import { outboxApplied, outboxEvents } from './tables';

const deposit = (depositId: number) => ({ merchantId: 1, memberId: 2, depositId, amount: 5000, channelId: 3, journalId: 4, paidAt: '2026-11-25T10:00:00.000Z' });

describe.each(backends)('outbox (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { jobs: { enabled: false, outboxRetrySeconds: 0 } });
    await t.database.db.execute(sql`create table test_effects (subscriber text not null, event_id bigint not null)`);
  });
  afterAll(() => t.close());

  const effects = async (subscriber: string) => (await t.database.db.execute(sql`select event_id from test_effects where subscriber = ${subscriber}`)) as unknown as { rows?: unknown[] } | unknown[];
  const count = async (subscriber: string) => {
    const r = await effects(subscriber);
    return (Array.isArray(r) ? r : (r.rows ?? [])).length;
  };

  it('an event is written only when the transaction that emits it commits; the same key twice is one event', async () => {
    const db = t.database.db;
    await expect(
      db.transaction(async (tx) => {
        await emit(tx, 'deposit.paid', deposit(100), 100);
        throw new Error('the deposit failed');
      }),
    ).rejects.toThrow('the deposit failed');
    await db.transaction(async (tx) => {
      await emit(tx, 'deposit.paid', deposit(101), 101);
      await emit(tx, 'deposit.paid', deposit(101), 101);
    });
    const rows = await db.select().from(outboxEvents).where(eq(outboxEvents.event, 'deposit.paid'));
    expect(rows.map((r) => r.key)).toEqual(['101']);
    // Nobody subscribes yet: delivered at once.
    expect(await t.app.jobs.deliverOutbox()).toEqual({ delivered: 1, failed: 0 });
  });

  it('a subscriber that throws the first time gets the event again and applies it once; the others once too', async () => {
    let calls = 0;
    t.app.jobs.subscribe('withdrawal.paid', 'test.flaky', async (payload, tx, event) => {
      calls++;
      await tx.execute(sql`insert into test_effects values ('test.flaky', ${event.id})`);
      if (calls === 1) throw new Error('loyalty service down');
    });
    t.app.jobs.subscribe('withdrawal.paid', 'test.steady', async (_payload, tx, event) => {
      await tx.execute(sql`insert into test_effects values ('test.steady', ${event.id})`);
    });
    await t.database.db.transaction((tx) => emit(tx, 'withdrawal.paid', { merchantId: 1, memberId: 2, withdrawalId: 9, amount: 2000, journalId: 5, paidAt: '2026-11-25T10:00:00.000Z' }, 9));

    expect(await t.app.jobs.deliverOutbox()).toEqual({ delivered: 0, failed: 1 });
    // The failed attempt's write was rolled back with it; the steady subscriber's stays.
    expect([await count('test.flaky'), await count('test.steady')]).toEqual([0, 1]);
    const [row] = await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.event, 'withdrawal.paid'));
    expect(row).toMatchObject({ attempts: 1, deliveredAt: null, lastError: 'loyalty service down' });

    expect(await t.app.jobs.deliverOutbox()).toEqual({ delivered: 1, failed: 0 });
    expect([await count('test.flaky'), await count('test.steady'), calls]).toEqual([1, 1, 2]);

    // A crash after the subscribers committed but before the event was marked: delivered again, applied by nobody.
    await t.database.db.update(outboxEvents).set({ deliveredAt: null }).where(eq(outboxEvents.id, row.id));
    expect(await t.app.jobs.deliverOutbox()).toEqual({ delivered: 1, failed: 0 });
    expect([await count('test.flaky'), await count('test.steady'), calls]).toEqual([1, 1, 2]);
    const applied = await t.database.db.select().from(outboxApplied).where(eq(outboxApplied.eventId, row.id));
    // (The modules' own subscribers to withdrawal.paid, agents' and compliance's, applied it too: not this test's.)
    expect(applied.map((a) => a.subscriber).filter((s) => s.startsWith('test.')).sort()).toEqual(['test.flaky', 'test.steady']);
    expect(await t.app.jobs.deliverOutbox()).toEqual({ delivered: 0, failed: 0 });
  });
});
