// Issue 21 item 2 proof: the job runner and the outbox on three server processes sharing one PostgreSQL database
// (server/test/job-node.ts, each with pg-boss): a job scheduled on the three runs once per period; every outbox event
// is applied once however the processes share them, even when the one delivering is killed mid-delivery (another
// takes over); a process killed with
// SIGKILL in the middle of a job leaves it to another, which runs it once its lease runs out.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { emit } from './events';

const root = resolve(import.meta.dirname, '../..');

interface Node {
  child: ChildProcess;
  pid: number;
  out: () => string;
}

function startNode(url: string, env: Record<string, string> = {}): Promise<Node> {
  return new Promise((done, fail) => {
    let out = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/job-node.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const timer = setTimeout(() => fail(new Error(`job node did not start: ${out}`)), 90_000);
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /ready (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        done({ child, pid: Number(m[1]), out: () => out });
      }
    });
    child.stderr!.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`job node exited (${code}): ${out}`));
    });
  });
}

/** The rows of a query (drizzle's execute result on node-postgres). */
async function rows<T>(db: Database['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const exited = (c: ChildProcess) => new Promise<void>((r) => (c.exitCode !== null || c.signalCode ? r() : c.once('exit', () => r())));

async function until<T>(what: string, seconds: number, check: () => Promise<T | undefined | false>): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('jobs and outbox on three processes (postgres)', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('each period once, each event once, and a job whose process died is finished by another', async () => {
    const pg = (await import('pg')).default;
    const admin = process.env.TEST_DATABASE_URL!;
    const name = `jobs_nodes_${Date.now().toString(36)}`;
    const a = new pg.Client({ connectionString: admin });
    await a.connect();
    await a.query(`CREATE DATABASE ${name}`);
    await a.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    });
    // Migrations and the test's tables before the processes start.
    const database: Database = await openDatabase({ databaseUrl: url.toString() });
    cleanups.push(() => database.close());
    const db = database.db;
    await db.execute(sql`create table test_job_effects (id serial primary key, job text, period_key text, attempt int, pid int, what text, at timestamptz default now())`);
    await db.execute(sql`create table test_outbox_effects (id serial primary key, event_id bigint, pid int, sub text not null default 'one')`);

    const nodes: Node[] = [];
    cleanups.push(() => nodes.forEach((n) => n.child.kill('SIGKILL')));
    nodes.push(...(await Promise.all([startNode(url.toString(), { JOB_NODE_SEND_SLOW: '1' }), startNode(url.toString()), startNode(url.toString())])));

    // The slow job starts on one of them: kill that process mid-job.
    const started = await until('test.slow to start', 30, async () => {
      const rowsOf = await rows<{ pid: number }>(database.db, sql`select pid from test_job_effects where job = 'test.slow' and what = 'started' and attempt = 1`);
      return rowsOf[0];
    });
    const victim = nodes.find((n) => n.pid === Number(started.pid))!;
    expect(victim).toBeDefined();
    const killedAt = Date.now();
    victim.child.kill('SIGKILL');
    await exited(victim.child);

    // Meanwhile 200 events go to the outbox; once a quarter are applied, kill another process mid-delivery.
    await db.transaction(async (tx) => {
      for (let i = 1; i <= 200; i++) await emit(tx, 'member.registered', { merchantId: 1, memberId: i, username: `m${i}`, uplineId: null, registeredAt: new Date().toISOString() }, `nodes-${i}`);
    });
    const live = nodes.filter((n) => n !== victim);
    await until('a quarter of the events applied', 30, async () => {
      const rowsOf = await rows<{ n: number }>(db, sql`select count(*)::int as n from test_outbox_effects where sub = 'one'`);
      return rowsOf[0].n >= 50;
    });
    // One process delivers at a time (outbox.ts, exclusive on PostgreSQL): kill the one that delivered last, mid-delivery.
    const [last] = await rows<{ pid: number }>(db, sql`select pid from test_outbox_effects where sub = 'one' order by id desc limit 1`);
    const deliverer = live.find((n) => n.pid === Number(last.pid)) ?? live[0];
    deliverer.child.kill('SIGKILL');
    await exited(deliverer.child);
    const bothKilledAt = new Date();
    // ... and restart it: it joins the others.
    const restarted = await startNode(url.toString());
    nodes.push(restarted);

    await until('every event delivered', 60, async () => {
      const rowsOf = await rows<{ n: number }>(db, sql`select count(*)::int as n from outbox_events where delivered_at is null`);
      return rowsOf[0].n === 0;
    });
    // Each subscriber, one by one and set-based (batches of 20 in these nodes), applied each event once.
    for (const sub of ['one', 'many']) {
      const effects = (await rows<{ total: number; events: number; pids: number }>(db, sql`select count(*)::int as total, count(distinct event_id)::int as events, count(distinct pid)::int as pids from test_outbox_effects where sub = ${sub}`))[0];
      expect(effects, sub).toMatchObject({ total: 200, events: 200 });
      expect(effects.pids, sub).toBeGreaterThanOrEqual(2);
    }

    // The slow job: finished once by another process, on its second try, after the dead one's lease ran out.
    const done = await until('test.slow finished by another process', 75, async () => {
      const rowsOf = await rows<{ pid: number; attempt: number; at: Date }>(db, sql`select pid, attempt, at from test_job_effects where job = 'test.slow' and what = 'done'`);
      return rowsOf.length ? rowsOf : undefined;
    });
    expect(done).toHaveLength(1);
    expect(Number(done[0].pid)).not.toBe(victim.pid);
    expect(done[0].attempt).toBe(2);
    const [run] = (await rows<{ state: string; attempts: number }>(db, sql`select state, attempts from job_runs where job = 'test.slow'`));
    expect(run).toMatchObject({ state: 'done', attempts: 2 });
    if (process.env.NODES_VERBOSE) console.log(`slow job taken over ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`);

    // The scheduled job: every 2 s slot since the start was claimed once, by whichever process took it. A slot whose
    // process was killed after the job's effect but before it recorded "done" runs again once its lease is over
    // (at least once: real jobs are idempotent), so a second effect is allowed only as a later try after a killed one.
    // A slot whose process was killed before the job's effect shows only the later try: at most one such slot per kill.
    const killed = [victim.pid, deliverer.pid];
    const periods = (await rows<{ period_key: string; firsts: number; retries: number; first_pid: number }>(db, sql`select period_key, count(*) filter (where attempt = 1)::int as firsts, count(*) filter (where attempt > 1)::int as retries, min(pid) filter (where attempt = 1) as first_pid from test_job_effects where job = 'test.tick' group by period_key order by period_key`));
    expect(periods.length).toBeGreaterThanOrEqual(5);
    let lostFirsts = 0;
    for (const p of periods) {
      if (p.firsts === 0) {
        lostFirsts++;
        expect(p.retries, p.period_key).toBe(1);
        continue;
      }
      expect(p.firsts, p.period_key).toBe(1);
      if (p.retries > 0) expect({ retries: p.retries, killed: killed.includes(Number(p.first_pid)) }, p.period_key).toEqual({ retries: 1, killed: true });
    }
    expect(lostFirsts).toBeLessThanOrEqual(killed.length);
    // The schedule outlives the processes killed: slots after both kills were taken by a process still alive. (Which
    // process takes a slot is up to their polling: one of them may take every slot, so no spread is asserted; the
    // earlier check that two pids took slots failed once in four full runs with every slot still run once.)
    const [after] = await rows<{ n: number }>(db, sql`select count(distinct period_key)::int as n from test_job_effects
      where job = 'test.tick' and at > ${bothKilledAt.toISOString()}::timestamptz and pid not in (${victim.pid}, ${deliverer.pid})`);
    expect(after.n).toBeGreaterThanOrEqual(2);

    for (const n of nodes.filter((x) => x.child.exitCode === null && !x.child.signalCode)) {
      n.child.kill('SIGTERM');
      await exited(n.child);
    }
  }, 180_000);
});
