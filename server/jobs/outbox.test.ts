// The outbox (issue 14 item 6 proof): an event exists only if its transaction commits; a subscriber that fails is
// offered the event again and its effect is applied once; a re-delivery after a crash applies nothing twice.
// Issue 21: a batch applies each event once per subscriber, in order; a failing event in a batch holds back only
// itself (the others are kept, once); an event delivered in full needs no applied rows; two deliverers at once
// (PostgreSQL) apply each event once.
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { backends, createTestApp, type TestApp } from '../test/harness';
import { emit } from './events';
import { deliverOutbox, type OutboxEvent, type Subscriber } from './outbox';
import { outboxApplied, outboxEvents } from './tables';

const deposit = (depositId: number) => ({ merchantId: 1, memberId: 2, depositId, amount: 5000, channelId: 3, journalId: 4, paidAt: '2026-11-25T10:00:00.000Z' });

describe.each(backends)('outbox (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { jobs: { enabled: false, outboxRetrySeconds: 0 } });
    await t.database.db.execute(sql`create table test_effects (subscriber text not null, event_id bigint not null, seq serial)`);
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

    // An event offered again after a failure has an applied row for every subscriber that applied it: offered once
    // more (its delivered_at cleared by hand), it is applied by nobody. (An event delivered in full on its first try
    // has none: its subscribers' effects and its delivered_at commit together, and a delivered event is never offered.)
    await t.database.db.update(outboxEvents).set({ deliveredAt: null }).where(eq(outboxEvents.id, row.id));
    expect(await t.app.jobs.deliverOutbox()).toEqual({ delivered: 1, failed: 0 });
    expect([await count('test.flaky'), await count('test.steady'), calls]).toEqual([1, 1, 2]);
    const applied = await t.database.db.select().from(outboxApplied).where(eq(outboxApplied.eventId, row.id));
    // (The modules' own subscribers to withdrawal.paid, agents' and compliance's, applied it too: not this test's.)
    expect(applied.map((a) => a.subscriber).filter((s) => s.startsWith('test.')).sort()).toEqual(['test.flaky', 'test.steady']);
    expect(await t.app.jobs.deliverOutbox()).toEqual({ delivered: 0, failed: 0 });
  });
  const login = (i: number) => ({ merchantId: 1, memberId: 1000 + i, sessionId: i, loggedInAt: `2026-11-25T10:00:${String(i % 60).padStart(2, '0')}.000Z` });
  const ids = async (tag: string) =>
    (await t.database.db.select({ id: outboxEvents.id }).from(outboxEvents).where(and(eq(outboxEvents.event, 'member.logged_in'), like(outboxEvents.key, `${tag}-%`))).orderBy(outboxEvents.id)).map((r) => r.id);
  const effectRows = async (subscriber: string) => {
    const r = (await t.database.db.execute(sql`select event_id from test_effects where subscriber = ${subscriber} order by seq`)) as unknown as { rows?: { event_id: unknown }[] } | { event_id: unknown }[];
    return (Array.isArray(r) ? r : (r.rows ?? [])).map((x) => Number(x.event_id));
  };

  it('a batch applies each event once per subscriber in order; a failing event holds back only itself', async () => {
    // Set-based (handleMany) and one-by-one subscribers of one event, in one batch of 30 with one bad event.
    let bad = -1;
    let refuse = true;
    let calls = 0;
    t.app.jobs.subscribeMany('member.logged_in', 'test.many', async (events, tx) => {
      calls++;
      if (refuse && events.some((e) => e.id === bad)) throw new Error(`refused #${bad}`);
      for (const e of events) await tx.execute(sql`insert into test_effects (subscriber, event_id) values ('test.many', ${e.id})`);
    });
    t.app.jobs.subscribe('member.logged_in', 'test.one', async (_payload, tx, event) => {
      await tx.execute(sql`insert into test_effects (subscriber, event_id) values ('test.one', ${event.id})`);
    });
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 30; i++) await emit(tx, 'member.logged_in', login(i), `batch-${i}`);
    });
    const events = await ids('batch');
    bad = events[11];

    expect(await t.app.jobs.deliverOutbox(30)).toEqual({ delivered: 29, failed: 1 });
    // The batch, then halves down to the bad event: 30 → 15 → 8 → 4 → 2 → 1, each with its other half (11 calls).
    expect(calls).toBeLessThanOrEqual(11);
    // test.many kept all but the bad one, in id order; test.one applied all 30, in order.
    expect(await effectRows('test.many')).toEqual(events.filter((id) => id !== bad));
    expect(await effectRows('test.one')).toEqual(events);
    // Applied rows only for the event offered again, for the subscribers that did apply it (the module's own
    // subscribers of member.logged_in among them); the 29 delivered in full have none: their delivered_at is the record.
    const applied = await t.database.db.select().from(outboxApplied).where(inArray(outboxApplied.eventId, events));
    expect(applied.map((a) => a.eventId).every((id) => id === bad)).toBe(true);
    expect(applied.map((a) => a.subscriber)).toContain('test.one');
    expect(applied.map((a) => a.subscriber)).not.toContain('test.many');
    const [row] = await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.id, bad));
    expect(row).toMatchObject({ attempts: 1, deliveredAt: null, lastError: `refused #${bad}` });

    // Offered again: applied by test.many only, once.
    refuse = false;
    expect(await t.app.jobs.deliverOutbox(30)).toEqual({ delivered: 1, failed: 0 });
    expect((await effectRows('test.many')).sort((a, b) => a - b)).toEqual(events);
    expect(await effectRows('test.one')).toEqual(events);
    expect(await t.app.jobs.deliverOutbox(30)).toEqual({ delivered: 0, failed: 0 });
  });

  it('two deliverers at once apply each event once (PostgreSQL: processes share the events)', async () => {
    if (backend !== 'postgres') return; // PGlite: one connection, one deliverer.
    const url = t.database.url!;
    const others = await Promise.all([openDatabase({ databaseUrl: url }), openDatabase({ databaseUrl: url })]);
    try {
      const share: number[] = [0, 0];
      const sub = (i: number): Subscriber => ({
        event: 'member.logged_in',
        name: 'test.shared',
        handle: () => Promise.reject(new Error('set-based only')),
        handleMany: async (events: OutboxEvent[], tx) => {
          share[i] += events.length;
          for (const e of events) await tx.execute(sql`insert into test_effects (subscriber, event_id) values ('test.shared', ${e.id})`);
          await tx.execute(sql`select pg_sleep(0.02)`); // some work, so the two overlap
        },
      });
      // Without the one-at-a-time lock (SKIP LOCKED shares the events) and with it (the runner's on PostgreSQL).
      for (const exclusive of [false, true]) {
        share.fill(0);
        const tag = `shared${exclusive}`;
        await t.database.db.transaction(async (tx) => {
          for (let i = 0; i < 400; i++) await emit(tx, 'member.logged_in', login(i), `${tag}-${i}`);
        });
        const events = await ids(tag);
        const left = async () => (await t.database.db.select({ id: outboxEvents.id }).from(outboxEvents).where(and(inArray(outboxEvents.id, events), sql`${outboxEvents.deliveredAt} is null`))).length;
        const deliverer = async (i: number) => {
          while ((await left()) > 0) await deliverOutbox(others[i].db, [sub(i)], { retrySeconds: 0, limit: 50, batch: 10, exclusive });
        };
        await Promise.all([deliverer(0), deliverer(1)]);
        const applied = (await effectRows('test.shared')).filter((id) => events.includes(id));
        expect(applied.length, `exclusive ${exclusive}`).toBe(400);
        expect(new Set(applied).size).toBe(400);
        expect(share[0] + share[1]).toBe(400);
        expect(share.every((n) => n > 0), `both delivered some: ${share}`).toBe(true);
      }
    } finally {
      await Promise.all(others.map((d) => d.close()));
    }
  });
});
