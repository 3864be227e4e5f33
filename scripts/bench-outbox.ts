// `npm run bench:outbox` (issue 21): how fast the outbox hands bet.settled events to their subscribers (agents,
// loyalty, points, missions, promotions), on PostgreSQL, with the demo brand's data (VIP levels, points rates,
// missions, an agent tree). Every settled round writes one such event in the wallet's batch (bench:wallet), so
// delivery must keep up with the bets or its backlog grows. Prints the time each subscriber took; the last line is
//   outbox_events_per_s <events delivered per second by one process>
// Env: BENCH_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres), an admin
// URL (a throwaway database is created and dropped); BENCH_EVENTS (default 3000); BENCH_MEMBERS (default 200).
import pg from 'pg';
import { formatTable } from '../generator/lib/table';
import { buildApp } from '../server/app';
import { loadConfig, withOverrides } from '../server/config';
import { openDatabase } from '../server/db/client';
import { emit } from '../server/jobs/events';
import { createMember } from '../server/test/login';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EVENTS = Number(process.env.BENCH_EVENTS ?? 3000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);

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
    await app.database.db.transaction(async (tx) => {
      for (let i = 0; i < EVENTS; i++) {
        const m = members[i % members.length];
        const payload = { merchantId: m.merchantId, memberId: m.id, vendorCode: 'HOUSE', gameCode: 'slot', roundId: `b${i}`, stake: 100, win: i % 3 ? 0 : 250, settledAt: now.toISOString() };
        await emit(tx, 'bet.settled', payload, `bench-${i}`);
      }
    });
    const t0 = performance.now();
    let delivered = 0;
    for (;;) {
      const r = await app.jobs.deliverOutbox();
      delivered += r.delivered;
      if (!r.delivered) break;
    }
    const seconds = (performance.now() - t0) / 1000;
    const rows = subscribers.map((s) => [s.name, ((spent.get(s.name) ?? 0) / delivered).toFixed(2)]);
    console.log(formatTable(['subscriber of bet.settled', 'ms per event'], rows));
    console.log(`\n${delivered} events in ${seconds.toFixed(1)} s`);
    console.log(`outbox_events_per_s ${Math.round(delivered / seconds)}`);
  } finally {
    await app.close();
    await database.close();
  }
} finally {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
