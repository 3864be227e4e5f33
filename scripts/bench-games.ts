// npm run bench:games — game-list queries (GCSGAME_gameList) with random filter combinations over the full
// catalogue of every brand, 50 requests in flight, over HTTP with keep-alive against a real listening server.
// PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set (a throw-away database is created from that URL
// and dropped afterwards); PGlite in memory otherwise. Prints a p50/p99 table; the last line is `p99_ms <n>`.
// Options (env): BENCH_REQUESTS (default 6000), BENCH_WARMUP (default 4000), BENCH_CONCURRENCY (default 50), BENCH_SEED (default 1).
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { GAME_CLASSIFY, MIN_BET_OPTIONS, type GameType } from '../schema/api/games';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { SeededRandom } from '../server/modules/games/catalogue/prng';
import { VENDORS } from '../server/modules/games/catalogue/vendors';
import { seedGames } from '../server/modules/games/seed';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 6000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
// Warm-up: the JIT compiles the hot paths and the first touches fill the catalogue snapshots (bitsets, tiles)
// during roughly the first second; that start-up is reported on its own row, not in the steady-state figures.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 4000);
const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;

async function open(): Promise<{ database: Database; drop: () => Promise<void>; label: string }> {
  if (!adminUrl) return { database: await openDatabase({}), drop: async () => {}, label: 'PGlite (in memory)' };
  const name = `bench_games_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  const drop = async () => {
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    // As server/test/harness.ts: wait until the pool's sessions are gone, so FORCE kills nothing of ours.
    for (let i = 0; i < 50; i++) {
      const { rows } = await a.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 40));
    }
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  };
  return { database, drop, label: `PostgreSQL (${url.host}, throw-away database ${name})` };
}

const NAME_WORDS = ['dragon', 'naga', '龙', 'gold', 'emas', 'lucky', 'tiger', 'fortune', 'panda', 'baccarat', 'koi', 'megaways', 'zz-no-match'];
const TYPE_WEIGHTS: [GameType, number][] = [
  ['RNG', 70],
  ['LIVE', 8],
  ['FISH', 6],
  ['PVP', 6],
  ['SPORTS', 2],
  ['ESPORTS', 2],
  ['ELOTT', 2],
  ['LOTT', 2],
  ['COCKFIGHT', 2],
];

interface Sample {
  kind: string;
  url: string;
  host: string;
}

function randomQuery(rng: SeededRandom, hosts: string[]): Sample {
  let r = rng.int(100);
  let gameType: GameType = 'RNG';
  for (const [t, w] of TYPE_WEIGHTS) {
    if (r < w) {
      gameType = t;
      break;
    }
    r -= w;
  }
  const q = new URLSearchParams({ gameType, language: rng.pick(['ms', 'en', 'zh']) });
  const used: string[] = [];
  if (rng.chance(0.5)) {
    q.set('vassalage', rng.pick(VENDORS.filter((v) => v.gameType === gameType)).vassalage);
    used.push('vendor');
  }
  if (rng.chance(0.3)) {
    q.set('gameClassify', rng.pick(GAME_CLASSIFY[gameType]));
    used.push('classify');
  }
  if (rng.chance(0.25)) {
    q.set('gameName', rng.pick(NAME_WORDS));
    used.push('name');
  }
  if (rng.chance(0.3)) {
    q.set('minBet', String(rng.pick(MIN_BET_OPTIONS)));
    used.push('minBet');
  }
  if (rng.chance(0.2)) {
    q.set('minLineNum', rng.pick(['20', '25', '50']));
    used.push('lines');
  }
  // Most people look at the first pages; some page deep.
  q.set('pageNo', String(rng.chance(0.8) ? 1 + rng.int(3) : 1 + rng.int(60)));
  q.set('pageSize', '15');
  const kind = used.length === 0 ? 'type only' : used.length === 1 ? used[0] : 'combination (2+)';
  return { kind, url: `/wps/relay/GCSGAME_gameList?${q}`, host: rng.pick(hosts) };
}

const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { base, samples, warmup, concurrency } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
// node:http rather than fetch: undici's per-request cost would eat the CPU the server needs.
function get(url, host) {
  return new Promise((resolve, reject) => {
    const req = http.get(base + url, { agent, headers: { host } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
const times = [], warm = [];
let next = 0, errors = 0, measureStart = 0;
async function worker() {
  for (;;) {
    const i = next++;
    if (i >= samples.length) return;
    const s = samples[i];
    const t0 = performance.now();
    try {
      const res = await get(s.url, s.host);
      if (res.status !== 200 || !res.body.success) errors++;
    } catch (e) { errors++; }
    if (i === warmup) measureStart = t0;
    (i >= warmup ? times : warm).push({ kind: s.kind, ms: performance.now() - t0 });
  }
}
const wall = performance.now();
Promise.all(Array.from({ length: concurrency }, worker)).then(() => parentPort.postMessage({ times, warm, errors, wallMs: performance.now() - (measureStart || wall) }));
`;

function pct(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const { database, drop, label } = await open();
/** Printed after the throw-away database is gone, so `p99_ms` is the last line. */
const report: string[] = [];
const log = (line: string) => report.push(line);
try {
  const config = { ...loadConfig({}), seedDemo: false };
  const app = await buildApp({ config, database });
  const seedStart = performance.now();
  let total = 0;
  for (const tenant of app.tenants.all()) total += (await database.db.transaction((tx) => seedGames(tenant.merchantId, tx))).games;
  if (database.kind === 'postgres') await database.db.execute(sql`vacuum analyze games`);
  else await database.db.execute(sql`analyze games`);
  const seedMs = performance.now() - seedStart;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const hosts = app.tenants.all().map((t) => `${t.manifest.id}.localhost`);
  const rng = new SeededRandom(`bench-games-${process.env.BENCH_SEED ?? 1}`);
  const samples = Array.from({ length: WARMUP + REQUESTS }, () => randomQuery(rng, hosts));

  // The load runs in a worker thread, so the client's HTTP work does not share the server's event loop
  // (real clients are other machines); plain JS so it needs no TypeScript loader.
  const { times, warm, errors, wallMs } = await new Promise<{ times: { kind: string; ms: number }[]; warm: { kind: string; ms: number }[]; errors: number; wallMs: number }>((resolve, reject) => {
    const w = new Worker(CLIENT, { eval: true, workerData: { base, samples, warmup: WARMUP, concurrency: CONCURRENCY } });
    w.once('message', resolve);
    w.once('error', reject);
  });
  await app.close();

  const kinds = [...new Set(times.map((t) => t.kind))].sort();
  const rows = [
    ...kinds.map((k) => [k, times.filter((t) => t.kind === k).map((t) => t.ms)] as const),
    ['all', times.map((t) => t.ms)] as const,
    ['(warm-up, apart)', warm.map((t) => t.ms)] as const,
  ];
  log(`bench:games on ${label}`);
  // The figures depend on what else runs: say so next to them.
  log(`machine: ${availableParallelism()} cores, load average ${loadavg().map((x) => x.toFixed(1)).join(' / ')} (1/5/15 min) at the end`);
  log(`catalogue: ${total} games in ${app.tenants.all().length} brands, seeded in ${(seedMs / 1000).toFixed(1)} s`);
  log(`${REQUESTS} requests (after ${WARMUP} warm-up), ${CONCURRENCY} in flight, ${(REQUESTS / (wallMs / 1000)).toFixed(0)} req/s, errors ${errors}`);
  log('');
  log(`${'filters'.padEnd(18)} ${'n'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
  for (const [k, list] of rows) {
    if (!list.length) continue;
    const sorted = [...list].sort((a, b) => a - b);
    log(`${k.padEnd(18)} ${String(sorted.length).padStart(6)} ${pct(sorted, 50).toFixed(1).padStart(8)} ${pct(sorted, 99).toFixed(1).padStart(8)} ${sorted[sorted.length - 1].toFixed(1).padStart(8)}`);
  }
  const all = times.map((t) => t.ms).sort((a, b) => a - b);
  if (errors) log(`errors: ${errors}`);
  log(`p99_ms ${pct(all, 99).toFixed(1)}`);
} finally {
  await database.close();
  await drop();
}
for (const line of report) console.log(line);
