// npm run bench:lottery — settle one fast-lottery draw holding 100,000 bets (issue 17; target ≤ 10 s on PostgreSQL).
// PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set (a throw-away database created from that URL, dropped
// afterwards); PGlite in memory otherwise. Setup (members, bets with their wallet debits) is not timed; the timed part
// is draws.ts settleDraw: the bets' credits through the wallet's set-based settlement (seamlessSettleMany, a chunk of
// credits per statement) and the bets' marks. Prints a table; the last line is `settle_100k_s <n>`. Options (env):
// BENCH_BETS (default 100000), BENCH_MEMBERS (500), BENCH_CHUNK (bets per chunk, default draws.ts SETTLE_CHUNK).
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig, withOverrides } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { LotteryGames, betTxId, drawDue, lockDue, LOTTERY_GAME_TYPE, LOTTERY_VENDOR, SETTLE_CHUNK, settleDraw } from '../server/modules/lottery/draws';
import { hashSeed } from '../server/modules/lottery/fair';
import { lotteryGames } from '../server/modules/lottery/games-data';
import { lotteryBets, lotteryDraws } from '../server/modules/lottery/tables';
import { seamlessDebit } from '../server/modules/wallet';
import { checkInvariants } from '../server/modules/wallet/invariants';
import { fund } from '../server/test/lottery';
import { createMember } from '../server/test/login';

const BETS = Number(process.env.BENCH_BETS ?? 100_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 500);
const CHUNK = Number(process.env.BENCH_CHUNK ?? SETTLE_CHUNK);
const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;

async function open(): Promise<{ database: Database; drop: () => Promise<void>; label: string }> {
  if (!adminUrl) return { database: await openDatabase({}), drop: async () => {}, label: 'PGlite (in memory)' };
  const name = `bench_lottery_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  const drop = async () => {
    await database.close();
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  };
  return { database, drop: async () => drop(), label: `PostgreSQL (${url.host}, ${name})` };
}

const { database, drop, label } = await open();
const config = withOverrides(loadConfig({}), { seedDemo: false, jobs: { enabled: false } });
const app = await buildApp({ config, database });
await app.ready();
const db = database.db;
const games = new LotteryGames(lotteryGames({ fastIntervalSeconds: 300, fastLockSeconds: 30 }));
const game = games.get('HP3')!;
try {
  const t0 = performance.now();
  const members: { id: number; merchantId: number }[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const m = await createMember(app, 'mesra');
    await fund(db as never, m, 1_000_000_000);
    members.push(m);
  }
  const merchantId = members[0].merchantId;
  const now = new Date('2030-01-01T00:00:00Z');
  const seed = randomBytes(32).toString('hex');
  const [draw] = await db
    .insert(lotteryDraws)
    .values({ merchantId, gameCode: 'HP3', numero: '20300101-0001', seed, seedHash: hashSeed(seed), lockAt: new Date(now.getTime() + 60_000), drawAt: new Date(now.getTime() + 120_000) })
    .returning();
  const plays = ['STRAIGHT', 'BIG', 'SMALL', 'ODD', 'EVEN'];
  for (let from = 0; from < BETS; from += 5_000) {
    const rows = Array.from({ length: Math.min(5_000, BETS - from) }, (_, k) => {
      const i = from + k;
      const playType = plays[i % plays.length];
      return { merchantId, memberId: members[i % MEMBERS].id, drawId: draw.id, gameCode: 'HP3', numero: draw.numero, playType, number: playType === 'STRAIGHT' ? String(i % 1000).padStart(3, '0') : '', stake: 100, requestId: `bench-${i}`, line: 0, placedAt: now };
    });
    const ids = await db.insert(lotteryBets).values(rows).returning({ id: lotteryBets.id, memberId: lotteryBets.memberId });
    // The stakes, debited through the wallet as placement does (group-committed by its batcher).
    const results = await Promise.all(ids.map((b) => seamlessDebit(db, { merchantId, memberId: b.memberId, vendorCode: LOTTERY_VENDOR, txId: betTxId(b.id), roundId: betTxId(b.id), amount: 100, gameCode: 'HP3', gameType: LOTTERY_GAME_TYPE, maxMultiplier: 900, at: now })));
    if (results.some((r) => !r.ok)) throw new Error('a debit was refused');
  }
  const setup = (performance.now() - t0) / 1000;
  const later = new Date(now.getTime() + 121_000);
  await lockDue(db, merchantId, later);
  await drawDue(db, merchantId, games, later);
  const t1 = performance.now();
  const r = await settleDraw(db, games, merchantId, draw.id, later, CHUNK);
  const settle = (performance.now() - t1) / 1000;
  const [after] = await db.select({ status: lotteryDraws.status }).from(lotteryDraws).where(and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.id, draw.id)));
  const inv = await checkInvariants(db);
  const clean = Object.values(inv).every((n) => n === 0);
  console.log(`bench:lottery on ${label}; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}; game ${game.code}; chunk ${CHUNK}`);
  console.log('| bets | members | setup s | settle s | bets/s | paid | draw | books |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(`| ${r.bets} | ${MEMBERS} | ${setup.toFixed(1)} | ${settle.toFixed(2)} | ${Math.round(r.bets / settle)} | ${r.paid} | ${after.status} | ${clean ? 'balanced' : JSON.stringify(inv)} |`);
  console.log(`settle_100k_s ${((settle * 100_000) / BETS).toFixed(2)}`);
} finally {
  await app.close();
  await drop();
}
