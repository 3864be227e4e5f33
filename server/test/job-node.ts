// One server process for server/jobs/nodes.test.ts (issue 21 item 2): the app on DATABASE_URL with the job runner on
// (pg-boss), plus the test's jobs and outbox subscriber, whose effects are rows in the test's tables (made by the
// test): `test.tick` every 2 s, `test.slow` (queued; its first try hangs, so the test can kill the process mid-job),
// and `test.count` and `test.many` (set-based), subscribers of member.registered. JOB_NODE_SEND_SLOW=1: this process queues test.slow once ready.
// Outbox batches of 20 (not 500): the 200 events take several transactions, so a kill lands between and within them.
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig, withOverrides } from '../config';
import { openDatabase } from '../db/client';

const config = withOverrides(loadConfig(), { seedDemo: false, jobs: { enabled: true, pollSeconds: 0.5, outboxPollSeconds: 0.1, outboxBatch: 20, leaseSeconds: 10 } });
const database = await openDatabase({ databaseUrl: config.databaseUrl });
const app = await buildApp({ config, database });
const pid = process.pid;

app.jobs.define({
  name: 'test.tick',
  everySeconds: 2,
  run: async ({ db, periodKey, attempt }) => {
    await db.execute(sql`insert into test_job_effects (job, period_key, attempt, pid, what) values ('test.tick', ${periodKey}, ${attempt}, ${pid}, 'done')`);
  },
});
app.jobs.define({
  name: 'test.slow',
  retryLimit: 3,
  retryDelaySeconds: 1,
  run: async ({ db, attempt, subject }) => {
    await db.execute(sql`insert into test_job_effects (job, period_key, attempt, pid, what) values ('test.slow', ${subject}, ${attempt}, ${pid}, 'started')`);
    // The first try never ends: its process is killed under it.
    if (attempt === 1) await new Promise((r) => setTimeout(r, 600_000));
    await db.execute(sql`insert into test_job_effects (job, period_key, attempt, pid, what) values ('test.slow', ${subject}, ${attempt}, ${pid}, 'done')`);
  },
});
app.jobs.subscribe('member.registered', 'test.count', async (payload, tx, event) => {
  await tx.execute(sql`insert into test_outbox_effects (event_id, pid) values (${event.id}, ${pid})`);
  await new Promise((r) => setTimeout(r, 10)); // some work, so a kill lands mid-delivery
});

// Set-based too (issue 21): the batch's events in one statement, applied once each whatever the kills.
app.jobs.subscribeMany('member.registered', 'test.many', async (events, tx) => {
  await tx.execute(sql`insert into test_outbox_effects (event_id, pid, sub) select unnest(${`{${events.map((e) => e.id).join(',')}}`}::bigint[]), ${pid}, 'many'`);
});

await app.ready();
if (process.env.JOB_NODE_SEND_SLOW === '1') await app.jobs.send('test.slow', {}, { singletonKey: 'slow-1' });
process.stdout.write(`ready ${pid}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
