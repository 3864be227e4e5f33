// The job runner: one run per (job, subject, period), retries, queued sends, and (PostgreSQL) two app instances
// on one database running a scheduled job once per period (issue 14 item 6 proof).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, withOverrides } from '../config';
import { openDatabase, type Database } from '../db/client';
import { backends, createTestApp, createTestDatabase, type TestApp } from '../test/harness';
import { periodOf } from './runner';
import { jobRuns } from './tables';
import { TestClock } from '../lib/clock';

const runsOf = (db: Database['db'], job: string) => db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(jobRuns.id);

describe.each(backends)('job runner (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('a scheduled job runs once per period, and again in the next one', async () => {
    const seen: string[] = [];
    t.app.jobs.define({ name: 'test.every-minute', everySeconds: 60, run: async ({ periodKey }) => void seen.push(periodKey) });
    const at = new Date('2026-11-25T10:00:30Z');
    expect(await t.app.jobs.runNow('test.every-minute', { now: at })).toBe('done');
    expect(await t.app.jobs.runNow('test.every-minute', { now: new Date('2026-11-25T10:00:59Z') })).toBe('skipped');
    expect(await t.app.jobs.runNow('test.every-minute', { now: new Date('2026-11-25T10:01:00Z') })).toBe('done');
    expect(seen).toEqual(['2026-11-25T10:00:00.000Z', '2026-11-25T10:01:00.000Z']);
    const runs = await runsOf(t.database.db, 'test.every-minute');
    expect(runs.map((r) => [r.periodKey, r.state, r.attempts])).toEqual([
      ['2026-11-25T10:00:00.000Z', 'done', 1],
      ['2026-11-25T10:01:00.000Z', 'done', 1],
    ]);
  });

  it('a failed run is recorded with its error and retried in the same period until its limit', async () => {
    let calls = 0;
    t.app.jobs.define({
      name: 'test.flaky',
      everySeconds: 60,
      retryLimit: 1,
      run: async () => {
        calls++;
        if (calls === 1) throw new Error('gateway timeout');
        return { ok: true };
      },
    });
    const now = new Date('2026-11-25T11:00:00Z');
    await expect(t.app.jobs.runNow('test.flaky', { now })).rejects.toThrow('gateway timeout');
    expect((await runsOf(t.database.db, 'test.flaky'))[0]).toMatchObject({ state: 'failed', attempts: 1, error: 'gateway timeout' });
    expect(await t.app.jobs.runNow('test.flaky', { now })).toBe('done');
    expect((await runsOf(t.database.db, 'test.flaky'))[0]).toMatchObject({ state: 'done', attempts: 2, error: null, result: { ok: true } });
    expect(await t.app.jobs.runNow('test.flaky', { now })).toBe('skipped');
    expect(calls).toBe(2);
  });

  it('a queued job with a singleton key runs once however often it is sent', async () => {
    const got: unknown[] = [];
    t.app.jobs.define({ name: 'test.queued', run: async ({ data, subject }) => void got.push([subject, data]) });
    await t.app.jobs.send('test.queued', { memberId: 7 }, { singletonKey: 'member:7' });
    await t.app.jobs.send('test.queued', { memberId: 7 }, { singletonKey: 'member:7' });
    await t.app.jobs.send('test.queued', { memberId: 8 }, { singletonKey: 'member:8' });
    expect(await t.app.jobs.drain()).toBe(3);
    expect(got).toEqual([
      ['member:7', { memberId: 7 }],
      ['member:8', { memberId: 8 }],
    ]);
  });
});

describe('job runner in process (pglite, timers)', () => {
  it('starts with the app, runs each period once on its timer, and stops with app.close()', async () => {
    const database = await openDatabase({});
    const clock = new TestClock('2026-11-25T12:00:10Z');
    const config = withOverrides(loadConfig({}), { seedDemo: false, jobs: { enabled: true, pollSeconds: 0.5, outboxPollSeconds: 0.05 } });
    const app = await buildApp({ config, database, clock });
    const seen: string[] = [];
    app.jobs.define({ name: 'test.timer', everySeconds: 60, run: async ({ periodKey }) => void seen.push(periodKey) });
    await app.ready();
    expect(app.jobs.driver).toBe('in-process');
    await until(() => seen.length === 1);
    clock.set('2026-11-25T12:01:10Z');
    await until(() => seen.length === 2);
    await new Promise((r) => setTimeout(r, 1200));
    expect(seen).toEqual(['2026-11-25T12:00:00.000Z', '2026-11-25T12:01:00.000Z']);
    await app.close();
    await database.close();
  }, 60_000);
});

describe.runIf(backends.includes('postgres'))('job runner on PostgreSQL with two app instances (pg-boss)', () => {
  const apps: FastifyInstance[] = [];
  const databases: Database[] = [];
  const clock = new TestClock('2026-11-25T13:00:05Z');
  const runs: { instance: number; periodKey: string }[] = [];

  beforeAll(async () => {
    const first = await createTestDatabase('postgres');
    databases.push(first, await openDatabase({ databaseUrl: first.url }));
    for (const [instance, database] of databases.entries()) {
      const config = withOverrides(loadConfig({}), { seedDemo: false, jobs: { enabled: true, pollSeconds: 0.5, outboxPollSeconds: 0.2 } });
      const app = await buildApp({ config, database, clock });
      app.jobs.define({ name: 'test.shared', everySeconds: 60, run: async ({ periodKey }) => void runs.push({ instance, periodKey }) });
      await app.ready();
      apps.push(app);
    }
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await databases[1]?.close();
    await databases[0]?.close();
  });

  it('runs a scheduled job once per period, whichever instance takes it', async () => {
    expect(apps.map((a) => a.jobs.driver)).toEqual(['pg-boss', 'pg-boss']);
    await until(() => runs.length === 1);
    clock.set('2026-11-25T13:01:05Z');
    await until(() => runs.length === 2);
    // Both instances ticked several times in each period by now; still one run each.
    await new Promise((r) => setTimeout(r, 2000));
    expect(runs.map((r) => r.periodKey)).toEqual([periodOf(new Date('2026-11-25T13:00:05Z'), 60), periodOf(clock.now(), 60)]);
    const rows = await databases[0].db.select().from(jobRuns).where(and(eq(jobRuns.job, 'test.shared'), eq(jobRuns.state, 'done')));
    expect(rows).toHaveLength(2);
  }, 60_000);
});

async function until(cond: () => boolean, ms = 25_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
