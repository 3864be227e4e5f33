// `npm run bench:wallet` (issue 4 Benchmark): seamless debit+credit pairs through the HTTP API (signed vendor
// callbacks) at concurrency 1, 16 and 64, on PGlite and on PostgreSQL, each against a real server process,
// and pgbench (tpcb-like, 16 clients, 20 s in all) on the same PostgreSQL, in slices alternating with the
// 16-client PostgreSQL level. Prints a table; the last line is
//   ratio <pairs/s at 16 on PostgreSQL ÷ pgbench tps> p99_ms <p99 of a pair at 16 on PostgreSQL>
// Targets: ratio >= 0.5, p99 <= 50 ms.
// Env: BENCH_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres): an
// admin URL; throwaway databases are created and dropped. BENCH_SECONDS (default 8) measured per level,
// BENCH_WARM_SECONDS (default 2) unmeasured before each level, PGBENCH_SECONDS (default 20),
// BENCH_LEVELS (default 1,16,64), BENCH_BACKENDS (default pglite,postgres,postgres-3), BENCH_BYSTANDERS (default
// 100000: members with a wallet who do not play, so the tables have a real brand's size).
// postgres-3 (issue 21): the same load on three server processes behind one port (`npm run start:cluster -- --nodes 3`,
// node:cluster hands each client's connection to the next process) with REDIS_URL (default redis://127.0.0.1:6379),
// printed beside the single node. On this machine's two cores three nodes share the same CPU as one, so the figure
// shows the cost of coordination (pool per node, Redis), not the gain of more machines.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { Worker } from 'node:worker_threads';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { formatTable } from '../generator/lib/table';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { hashPassword, TEST_ARGON2 } from '../server/lib/crypto-password';
import { insertMember } from '../server/modules/accounts';
import { merchants } from '../server/modules/tenancy/tables';
import { adjustBalance } from '../server/modules/wallet/adjustments';
import { backendsCpuSeconds, cpuSeconds } from './proc-cpu';
import { loadManifests } from '../server/modules/tenancy/registry';
import { addVendor } from '../server/test/vendors';

const root = resolve(import.meta.dirname, '..');
const SECRET = 'bench-secret';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 2);
const PGBENCH_SECONDS = Number(process.env.PGBENCH_SECONDS ?? 20);
const LEVELS = (process.env.BENCH_LEVELS ?? '1,16,64').split(',').map(Number);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite,postgres,postgres-3').split(',');
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PLAYERS = Math.max(...LEVELS);
const BYSTANDERS = Number(process.env.BENCH_BYSTANDERS ?? 100_000);
const log = (s: string) => console.error(s);

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

function dbUrl(name: string): string {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates PLAYERS funded members of the default brand directly in the database; returns their ids. */
async function prepare(opts: { databaseUrl?: string; dataDir?: string }): Promise<number[]> {
  const database = await openDatabase(opts);
  const cfg = loadConfig({});
  const manifest = loadManifests(cfg.tenantsDir).find((m) => m.id === cfg.defaultTenant)!;
  await database.db.insert(merchants).values({ tenantId: manifest.id, merchantCode: manifest.merchantCode }).onConflictDoNothing();
  const [{ id: merchantId }] = await database.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.tenantId, manifest.id));
  // The vendor BENCH of this brand, with its own callback secret (issue 24 item 7: one secret per brand and vendor).
  await addVendor(database.db, merchantId, 'BENCH', { secret: SECRET, maxMultiplier: 1_000 });
  const passwordHash = await hashPassword('Bench@1234', TEST_ARGON2);
  const ids: number[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const m = await insertMember({ merchantId, username: `bench_${i}`, passwordHash, isAgent: 0, firstLogin: false }, database.db);
    await adjustBalance(database.db, merchantId, { actor: 'bench', ip: null }, { requestId: `bench-fund-${i}`, username: m.username, amount: 1_000_000_000, reason: 'bench funds', kind: 'adjustment' });
    ids.push(m.id);
  }
  // A brand with a real player base: BYSTANDERS more members, each with a wallet (balance 0, no postings), so
  // that a look-up the indexes do not serve shows up here as it would in production (it did: the batch's
  // member lock scanned every wallet, migration 0011).
  // Members first, analysed, then their wallets: in one statement the wallets' foreign-key checks on
  // (merchant_id, member_id) kept the plan made while members held the 16 players (a sequential scan), each check
  // reading the whole growing table (minutes at 100,000).
  await database.db.execute(sql`insert into members (merchant_id, username, password_hash)
    select ${merchantId}, 'bystander_' || g, ${passwordHash} from generate_series(1, ${BYSTANDERS}::int) g`);
  await database.db.execute(sql`analyze members`);
  await database.db.execute(sql`insert into wallet_accounts (merchant_id, member_id, kind, vendor_code)
    select merchant_id, id, 'main', '' from members m where m.merchant_id = ${merchantId} and m.username like 'bystander\_%'`);
  // Statistics for these two only: analysed while empty, the per-bet tables would get plans made for empty
  // tables (sequential scans), kept until autovacuum analyses them again.
  await database.db.execute(sql`analyze members, wallet_accounts`);
  await database.close();
  return ids;
}

/** One server process, or with `nodes` > 1 that many behind one port (scripts/start-cluster.ts). */
async function startServer(env: Record<string, string>, nodes = 1): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const entry = nodes > 1 ? ['scripts/start-cluster.ts', '--nodes', String(nodes)] : ['server/main.ts'];
  const child = spawn(process.execPath, [...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/benchprof'] : []), '--import', 'tsx', ...entry], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'error', SEED_DEMO: '0', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The cluster prints "N node(s) behind" once every node listens; a single server is ready when it answers.
  let clusterUp = nodes === 1;
  child.stdout!.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('node(s) behind')) clusterUp = true;
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if (clusterUp && (await fetch(`${base}/wps/system/status`)).status < 500) return { child, base };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const stopServer = (child: ChildProcess) =>
  new Promise<void>((r) => {
    child.once('exit', () => r());
    child.kill('SIGTERM');
  });

/**
 * CPU of the server process and of its database's PostgreSQL backends so far: taken before and after a level, it
 * gives the work per pair, which the machine's drift and other load change far less than the pairs a second, and
 * how much of the two cores the level kept busy (idle CPU: the pairs wait on one another, not on the machine).
 */
async function cpuNow(serverPid: number, databaseUrl: string): Promise<{ server: number; postgres: number }> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    return { server: cpuSeconds(serverPid), postgres: await backendsCpuSeconds(c) };
  } finally {
    await c.end();
  }
}

interface LevelResult {
  pairsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU ms per pair (single PostgreSQL node only): the server process's and its PostgreSQL backends'. */
  cpu?: { server: number; postgres: number };
}

// The load runs in a worker thread on raw keep-alive sockets (one per client), so the client's HTTP work
// neither shares the bench's event loop nor costs more CPU than it must: on these two shared cores every
// cycle the load generator spends is taken from the server and PostgreSQL (real vendors are other machines).
// undici took ~22 % of a core at 16 clients, this client ~12 %. It still signs every body (HMAC), and counts
// as an error any answer that is not HTTP 200 with success:true.
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHmac } = require('node:crypto');
const net = require('node:net');
const { base, memberIds, concurrency, seconds, tag, secret } = workerData;
const { hostname, port } = new URL(base);
let errors = 0;
const sockets = [];
// One keep-alive connection per client; requests written as raw HTTP/1.1, answers read by Content-Length.
function connection() {
  const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
  sockets.push(socket);
  let buf = Buffer.alloc(0);
  let waiting = null;
  socket.on('data', (chunk) => {
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    const end = buf.indexOf('\\r\\n\\r\\n');
    if (end < 0) return;
    const head = buf.toString('latin1', 0, end);
    const m = /content-length: *(\\d+)/i.exec(head);
    const len = m ? Number(m[1]) : 0;
    if (buf.length < end + 4 + len) return;
    const body = buf.toString('utf8', end + 4, end + 4 + len);
    buf = buf.subarray(end + 4 + len);
    const w = waiting; waiting = null;
    w.resolve({ ok: head.startsWith('HTTP/1.1 200') && body.includes('"success":true') });
  });
  socket.on('error', (e) => { if (waiting) { const w = waiting; waiting = null; w.reject(e); } });
  return (op, body) => new Promise((resolve, reject) => {
    waiting = { resolve, reject };
    // The signature covers method, path, timestamp and raw body (server/modules/games/adapters/vendor-auth.ts).
    const path = '/api/seamless/BENCH/' + op;
    const ts = String(Math.floor(Date.now() / 1000));
    const sig = createHmac('sha256', secret).update('POST\\n' + path + '\\n' + ts + '\\n' + body).digest('hex');
    socket.write('POST ' + path + ' HTTP/1.1\\r\\nhost: localhost\\r\\ncontent-type: application/json\\r\\nx-timestamp: ' + ts + '\\r\\nx-signature: ' + sig + '\\r\\ncontent-length: ' + Buffer.byteLength(body) + '\\r\\n\\r\\n' + body);
  });
}
const latencies = [];
const deadline = performance.now() + seconds * 1000;
async function worker(w) {
  const call = connection();
  const memberId = memberIds[w % memberIds.length];
  for (let i = 0; performance.now() < deadline; i++) {
    const round = tag + '-' + w + '-' + i;
    const t0 = performance.now();
    try {
      if (!(await call('debit', JSON.stringify({ memberId, txId: 'd-' + round, roundId: round, amount: 100 }))).ok) errors++;
      if (!(await call('credit', JSON.stringify({ memberId, txId: 'c-' + round, roundId: round, amount: i % 3 === 0 ? 250 : 0 }))).ok) errors++;
    } catch { errors++; }
    latencies.push(performance.now() - t0);
  }
}
const started = performance.now();
Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w))).then(() => {
  for (const s of sockets) s.destroy();
  parentPort.postMessage({ latencies, errors, elapsed: (performance.now() - started) / 1000 });
});
`;

interface Run {
  latencies: number[];
  errors: number;
  elapsed: number;
}

function drive(base: string, memberIds: number[], concurrency: number, seconds: number, tag: string): Promise<Run> {
  return new Promise<Run>((resolve, reject) => {
    const w = new Worker(CLIENT, { eval: true, workerData: { base, memberIds, concurrency, seconds, tag, secret: SECRET } });
    w.once('message', resolve);
    w.once('error', reject);
  });
}

/** Several runs of one level as one: pairs over the summed time, percentiles over every pair. */
function summarise(runs: Run[]): LevelResult {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const elapsed = runs.reduce((t, r) => t + r.elapsed, 0);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return { pairsPerSec: latencies.length / elapsed, p50: pct(50), p99: pct(99), errors: runs.reduce((t, r) => t + r.errors, 0) };
}

/**
 * pgbench's database (scale 16: one branch row per client, as pgbench's documentation advises), made once;
 * slice(seconds) runs tpcb-like at 16 clients on it and returns its tps.
 */
function pgbenchDatabase(): { slice: (seconds: number) => number; drop: () => void } {
  const name = `bench_pgbench_${Date.now().toString(36)}`;
  const url = dbUrl(name);
  execFileSync('psql', [ADMIN_URL, '-qc', `CREATE DATABASE ${name}`]);
  execFileSync('pgbench', ['-i', '-q', '-s', '16', url], { stdio: 'ignore' });
  return {
    slice(seconds) {
      const out = execFileSync('pgbench', ['-b', 'tpcb-like', '-c', '16', '-j', '2', '-T', String(seconds), url], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(out) ?? /tps = ([\d.]+)/.exec(out);
      if (!m) throw new Error(`cannot read pgbench output:\n${out}`);
      return Number(m[1]);
    },
    drop: () => execFileSync('psql', [ADMIN_URL, '-qc', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]),
  };
}

// The ratio compares two measurements of one machine. On these two shared cores its speed drifts by tens of
// per cent from minute to minute (steal time), so pgbench does not run once at the end: its 20 s are cut in
// SLICES and alternate with slices of the 16-client PostgreSQL level, and each side is summed over its slices.
const SLICES = 4;
const pgbenchTps: number[] = [];

async function benchBackend(backend: string, rows: (string | number)[][], results: Map<string, LevelResult>, pgb?: ReturnType<typeof pgbenchDatabase>) {
  const cleanup: (() => Promise<void> | void)[] = [];
  try {
    let env: Record<string, string>;
    let memberIds: number[];
    if (backend === 'pglite') {
      const dir = mkdtempSync(join(tmpdir(), 'bench-wallet-'));
      cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
      memberIds = await prepare({ dataDir: dir });
      env = { DATA_DIR: dir, DATABASE_URL: '' };
    } else {
      const name = `bench_wallet_${Date.now().toString(36)}`;
      await admin((c) => c.query(`CREATE DATABASE ${name}`));
      cleanup.push(() => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined));
      memberIds = await prepare({ databaseUrl: dbUrl(name) });
      env = { DATABASE_URL: dbUrl(name), ...(backend === 'postgres-3' ? { REDIS_URL } : {}) };
    }
    const { child, base } = await startServer(env, backend === 'postgres-3' ? 3 : 1);
    // Each settled round writes a bet.settled event that the server's outbox delivery hands to its subscribers
    // (loyalty, points, missions, promotions, agents) meanwhile: what is still undelivered after a level shows
    // whether delivery keeps up with the bets (PostgreSQL only: PGlite's one connection is the server's).
    const backlog = async (): Promise<number | string> => {
      if (!env.DATABASE_URL) return '-';
      const c = new pg.Client({ connectionString: env.DATABASE_URL });
      await c.connect();
      try {
        return Number((await c.query('select count(*) as n from outbox_events where delivered_at is null')).rows[0].n);
      } finally {
        await c.end();
      }
    };
    cleanup.push(() => stopServer(child));
    for (const c of LEVELS) {
      // A fresh tag per run: a repeated level must not replay the txIds of an earlier one (replays are cheap).
      const tag = (part: string) => `${backend}-${c}-${rows.length}-${part}`;
      // CPU over the measured runs (single PostgreSQL node: one server process, its database's backends).
      const cpu = { server: 0, postgres: 0, seconds: 0, pairs: 0 };
      const measured = async (go: () => Promise<Run>): Promise<Run> => {
        if (backend !== 'postgres') return go();
        const before = await cpuNow(child.pid!, env.DATABASE_URL);
        const run = await go();
        const after = await cpuNow(child.pid!, env.DATABASE_URL);
        cpu.server += after.server - before.server;
        cpu.postgres += after.postgres - before.postgres;
        cpu.seconds += run.elapsed;
        cpu.pairs += run.latencies.length;
        return run;
      };
      // Unmeasured warm-up at this level's concurrency: JIT, connection pool, the database's caches. Without
      // it the first seconds of a level ran up to a third slower than the rest (server trace of batch times).
      await drive(base, memberIds, c, WARM_SECONDS, tag('warm'));
      const runs: Run[] = [];
      if (pgb && c === 16) {
        log(`[${backend}] concurrency ${c}, ${SLICES} slices of ${SECONDS / SLICES} s, each after ${Math.max(1, Math.round(PGBENCH_SECONDS / SLICES))} s of pgbench tpcb-like (16 clients) ...`);
        for (let i = 0; i < SLICES; i++) {
          pgbenchTps.push(pgb.slice(Math.max(1, Math.round(PGBENCH_SECONDS / SLICES))));
          runs.push(await measured(() => drive(base, memberIds, c, SECONDS / SLICES, tag(String(i)))));
        }
      } else {
        log(`[${backend}] concurrency ${c} for ${SECONDS} s ...`);
        runs.push(await measured(() => drive(base, memberIds, c, SECONDS, tag('run'))));
      }
      const r = summarise(runs);
      if (cpu.pairs) r.cpu = { server: (cpu.server * 1000) / cpu.pairs, postgres: (cpu.postgres * 1000) / cpu.pairs };
      cpuRows.push([backend, c, r.cpu ? r.cpu.server.toFixed(3) : '-', r.cpu ? r.cpu.postgres.toFixed(3) : '-', cpu.seconds ? ((cpu.server + cpu.postgres) / cpu.seconds).toFixed(2) : '-']);
      results.set(`${backend}:${c}`, r);
      rows.push([backend, c, Math.round(r.pairsPerSec), r.p50.toFixed(1), r.p99.toFixed(1), r.errors, await backlog()]);
    }
  } finally {
    for (const fn of cleanup.reverse()) await fn();
  }
}

const rows: (string | number)[][] = [];
/** Per level: backend, clients, server and PostgreSQL CPU ms per pair, cores the two kept busy. */
const cpuRows: (string | number)[][] = [];
const results = new Map<string, LevelResult>();
const withPgbench = BACKENDS.includes('postgres') && LEVELS.includes(16);
const pgb = withPgbench ? pgbenchDatabase() : undefined;
try {
  for (const backend of BACKENDS) await benchBackend(backend, rows, results, backend === 'postgres' ? pgb : undefined);
} finally {
  pgb?.drop();
}
console.log(formatTable(['backend', 'clients', 'pairs/s', 'p50 ms', 'p99 ms', 'errors', 'outbox backlog'], rows));
if (cpuRows.some((r) => r[2] !== '-')) {
  console.log('');
  console.log(formatTable(['backend', 'clients', 'server CPU ms/pair', 'PostgreSQL CPU ms/pair', 'cores busy'], cpuRows.filter((r) => r[2] !== '-')));
}
if (withPgbench) {
  const tps = pgbenchTps.reduce((t, x) => t + x, 0) / pgbenchTps.length;
  const at16 = results.get('postgres:16')!;
  console.log('');
  console.log(`pgbench tpcb-like 16 clients: ${tps.toFixed(1)} tps (slices: ${pgbenchTps.map((x) => x.toFixed(0)).join(', ')})`);
  console.log(`ratio ${(at16.pairsPerSec / tps).toFixed(3)} p99_ms ${at16.p99.toFixed(1)}`);
}
