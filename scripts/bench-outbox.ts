// `npm run bench:outbox` (issue 21): how fast the outbox hands bet.settled events to their subscribers (agents,
// loyalty, points, missions, promotions), on PostgreSQL, with the demo brand's data (VIP levels, points rates,
// missions, an agent tree). Every settled round writes one such event in the wallet's batch (bench:wallet), so
// delivery must keep up with the bets or its backlog grows. Prints the time each subscriber took; the last line is
//   outbox_events_per_s <events delivered per second by one process>
// Env: BENCH_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres), an admin
// URL (a throwaway database is created and dropped); BENCH_EVENTS (default 3000); BENCH_MEMBERS (default 200);
// BENCH_HISTORY (default 200000): delivered events already in the table, as a server that has run a while has them
// (bench:wallet writes ~1,400 a second; the purge keeps 30 days); BENCH_BATCH: events per transaction instead of the
// runner's; BENCH_RATE (default 1400; 0: off): then, bets arriving at that rate for BENCH_RATE_SECONDS (default 20)
// from another connection while delivery runs as the server's timer does (the next pass at once after a full one,
// else a poll later), and the backlog each second. Each member's first bet is delivered before the clock starts (the agent tree's node and the member's
// first active day are made once per member, not per bet).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { formatTable } from '../generator/lib/table';
import { buildApp } from '../server/app';
import { loadConfig, withOverrides } from '../server/config';
import { openDatabase } from '../server/db/client';
import { emit } from '../server/jobs/events';
import { createMember } from '../server/test/login';
import { backendsCpuSeconds } from './proc-cpu';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EVENTS = Number(process.env.BENCH_EVENTS ?? 3000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const HISTORY = Number(process.env.BENCH_HISTORY ?? 200_000);
const BATCH = process.env.BENCH_BATCH ? Number(process.env.BENCH_BATCH) : undefined;
const RATE = Number(process.env.BENCH_RATE ?? 1400);
const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 20);

async function admin(query: string): Promise<void> {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

const name = `bench_outbox_${Date.now().toString(36)}`;
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
await admin(`CREATE DATABASE ${name}`);
try {
  const database = await openDatabase({ databaseUrl: url.toString() });
  const config = withOverrides(loadConfig({}), { seedDemo: true, jobs: { enabled: false } });
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const tenant = app.tenants.get(config.defaultTenant)!;
    // Members under a small agent tree (three levels), so the agents' team totals have ancestors to add to.
    const top = await createMember(app, tenant.manifest.id, { isAgent: 1 });
    const mid = await createMember(app, tenant.manifest.id, { isAgent: 1, uplineId: top.id });
    const members: Awaited<ReturnType<typeof createMember>>[] = [];
    for (let i = 0; i < MEMBERS; i++) members.push(await createMember(app, tenant.manifest.id, { uplineId: i % 2 ? mid.id : top.id }));
    await app.jobs.deliverOutbox(); // the registrations
    while ((await app.jobs.deliverOutbox()).delivered) {
      /* until none is left */
    }
    type Sub = { event: string; name: string; handle: (...a: unknown[]) => Promise<void>; handleMany?: (...a: unknown[]) => Promise<void> };
    const subscribers = (app.jobs as unknown as { subscribers: Sub[] }).subscribers.filter((s) => s.event === 'bet.settled');
    const spent = new Map<string, number>();
    const timed = (sub: Sub, fn: (...a: unknown[]) => Promise<void>) => async (...a: unknown[]) => {
      const t0 = performance.now();
      try {
        await fn(...a);
      } finally {
        spent.set(sub.name, (spent.get(sub.name) ?? 0) + performance.now() - t0);
      }
    };
    // Set-based subscribers (handleMany) are timed per batch; their one-event form calls handleMany too.
    for (const sub of subscribers) {
      if (sub.handleMany) sub.handleMany = timed(sub, sub.handleMany);
      else sub.handle = timed(sub, sub.handle);
    }
    const now = new Date();
    const bets = (tag: string, n: number) =>
      app.database.db.transaction(async (tx) => {
        for (let i = 0; i < n; i++) {
          const m = members[i % members.length];
          const payload = { merchantId: m.merchantId, memberId: m.id, vendorCode: 'HOUSE', gameCode: 'slot', roundId: `${tag}${i}`, stake: 100, win: i % 3 ? 0 : 250, settledAt: now.toISOString() };
          await emit(tx, 'bet.settled', payload, `bench-${tag}${i}`);
        }
      });
    // Unmeasured: each member's first bet, then the delivered history.
    await bets('w', members.length);
    while ((await app.jobs.deliverOutbox(BATCH)).delivered) {
      /* until none is left */
    }
    if (HISTORY) {
      await app.database.db.execute(sql`insert into outbox_events (event, key, payload, created_at, delivered_at, attempts)
        select 'bet.settled', 'history-' || g, jsonb_build_object('stake', 100), now() - interval '1 day', now() - interval '1 day', 1 from generate_series(1, ${HISTORY}) g`);
    }
    for (const k of spent.keys()) spent.delete(k);
    await bets('b', EVENTS);
    // As autovacuum would have by then: the planner knows the history and the backlog.
    await app.database.db.execute(sql`vacuum analyze outbox_events`);
    const probe = new pg.Client({ connectionString: url.toString() });
    await probe.connect();
    const pg0 = await backendsCpuSeconds(probe);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    let delivered = 0;
    for (;;) {
      const r = await app.jobs.deliverOutbox(BATCH);
      delivered += r.delivered;
      if (!r.delivered) break;
    }
    const seconds = (performance.now() - t0) / 1000;
    const nodeCpu = process.cpuUsage(cpu0);
    const pgCpu = (await backendsCpuSeconds(probe)) - pg0;
    await probe.end();
    // Not vacuous: every bet reached the agents' member days (each bet stakes 100) and nothing is left.
    const [check] = ((await app.database.db.execute(sql`select (select coalesce(sum(stake), 0)::bigint::text from agent_member_days) as stake,
      (select count(*)::int from outbox_events where delivered_at is null) as left`)) as unknown as { rows: { stake: string; left: number }[] }).rows;
    if (check.left !== 0 || Number(check.stake) !== 100 * (EVENTS + members.length)) throw new Error(`delivery incomplete: ${JSON.stringify(check)}`);
    const rows = subscribers.map((s) => [s.name, ((spent.get(s.name) ?? 0) / delivered).toFixed(2)]);
    console.log(formatTable(['subscriber of bet.settled', 'ms per event'], rows));
    console.log(`\n${delivered} events in ${seconds.toFixed(1)} s (${HISTORY} delivered before them in the table)`);
    const perEvent = (s: number) => ((s * 1000) / delivered).toFixed(3);
    console.log(`CPU ms per event: this process ${perEvent((nodeCpu.user + nodeCpu.system) / 1e6)}, its PostgreSQL backends ${perEvent(pgCpu)}`);
    const perSecond = Math.round(delivered / seconds);
    if (RATE) {
      // Sustained: RATE bets a second arrive (a statement every 50 ms on its own connection) while this process
      // delivers as the server's timer does; the backlog is read each second.
      const writer = new pg.Client({ connectionString: url.toString() });
      await writer.connect();
      const ids = `{${members.map((m) => m.id).join(',')}}`;
      const merchantId = members[0].merchantId;
      let stop = false;
      let emitted = 0;
      const emitting = (async () => {
        const t1 = performance.now();
        for (let tick = 1; performance.now() - t1 < RATE_SECONDS * 1000; tick++) {
          const n = Math.round((RATE * tick) / 20) - emitted;
          await writer.query(
            `insert into outbox_events (event, key, payload) select 'bet.settled', 'rate-' || g,
               jsonb_build_object('merchantId', $1::int, 'memberId', (($2::int[])[1 + g % array_length($2::int[], 1)]), 'vendorCode', 'HOUSE', 'gameCode', 'slot',
                 'roundId', 'rate-' || g, 'stake', 100, 'win', case when g % 3 = 0 then 250 else 0 end, 'settledAt', $3::text)
             from generate_series($4::int, $5::int) g`,
            [merchantId, ids, now.toISOString(), emitted + 1, emitted + n],
          );
          emitted += n;
          const wait = t1 + tick * 50 - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        }
      })();
      const samples: number[] = [];
      const sampling = (async () => {
        while (!stop) {
          await new Promise((r) => setTimeout(r, 1000));
          samples.push(Number((await writer.query('select count(*) as n from outbox_events where delivered_at is null')).rows[0].n));
        }
      })();
      const full = 10 * (BATCH ?? app.config.jobs.outboxBatch);
      let sustained = 0;
      const t2 = performance.now();
      let emittingDone = false;
      void emitting.then(() => (emittingDone = true));
      for (;;) {
        const r = await app.jobs.deliverOutbox(BATCH);
        sustained += r.delivered;
        if (emittingDone && !r.delivered) break;
        if (r.delivered < full) await new Promise((res) => setTimeout(res, app.config.jobs.outboxPollSeconds * 1000));
      }
      const drained = (performance.now() - t2) / 1000;
      stop = true;
      await sampling;
      await writer.end();
      console.log(`\nsustained: ${emitted} bets at ${RATE}/s for ${RATE_SECONDS} s, ${sustained} delivered, all of them ${(drained - RATE_SECONDS).toFixed(1)} s after the last bet; backlog each second: ${samples.join(' ')} (max ${Math.max(...samples)})`);
    }
    console.log(`outbox_events_per_s ${perSecond}`);
  } finally {
    await app.close();
    await database.close();
  }
} finally {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
