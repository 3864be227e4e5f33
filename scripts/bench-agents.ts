// `npm run bench:agents` (issue 16): a brand with a 100,000-member downline tree (a 4-ary tree, depth 9) and one year
// of daily bet totals, on a throw-away PostgreSQL database (DATABASE_URL or TEST_DATABASE_URL; PGlite in memory
// otherwise, smaller figures). Measures Team Overview (random spec §9 shortcut or a custom range up to 90 days) and
// Team Management (random sort, page, 20 % searches) for the top agent, 16 requests in flight over HTTP, and one
// daily settlement of every contract (the agents of the top five levels, each with a daily wage from its upline).
// Prints a table; the last line is `team_p99_ms <n> settle_s <n>` (targets: team p99 <= 200 ms, settlement <= 60 s).
//
// The data is written with SQL straight into the agents module's tables (as its outbox subscribers would leave
// them): replaying 1.2 million bets through the outbox would measure the outbox, not the team pages.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { marketDay } from '../schema/api/market-day';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { insertMember } from '../server/modules/accounts';
import { periodAt, settlePeriod } from '../server/modules/agents';
import { FIRST_ACTIVE_GAP } from '../server/modules/agents/tables';
import { loginAs } from '../server/test/login';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
/** Agents with contracts: the top five levels of the 4-ary tree (1 + 4 + 16 + 64 + 256). */
const CONTRACT_LEVELS = 5;
const adminUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const DAY = 86_400_000;

async function open(): Promise<{ database: Database; drop: () => Promise<void>; label: string }> {
  if (!adminUrl) return { database: await openDatabase({}), drop: async () => {}, label: 'PGlite (in memory)' };
  const name = `bench_agents_${randomBytes(4).toString('hex')}`;
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

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : 0;
};
const ms = (n: number) => n.toFixed(1);

const { database, drop, label } = await open();
const report: string[] = [];
const log = (line: string) => report.push(line);
let last = '';
try {
  const config = { ...loadConfig({}), seedDemo: false, jobs: { ...loadConfig({}).jobs, enabled: false } };
  const app = await buildApp({ config, database });
  await app.ready();
  const db = database.db;
  const merchantId = app.tenants.get('mesra')!.merchantId;
  const t0 = performance.now();

  // The tree: node i (1-based) has parent floor((i - 2) / 4) + 1. Contract holders are real members (the wallet pays
  // them); the others only need their node.
  const parent = (i: number) => (i === 1 ? 0 : Math.floor((i - 2) / 4) + 1);
  const depth = new Int32Array(MEMBERS + 1);
  for (let i = 2; i <= MEMBERS; i++) depth[i] = depth[parent(i)] + 1;
  const holders = (4 ** CONTRACT_LEVELS - 1) / 3;
  const id = new Int32Array(MEMBERS + 1);
  for (let i = 1; i <= MEMBERS; i++) {
    if (i <= holders) {
      const m = await insertMember({ merchantId, username: `bench${i}`, passwordHash: 'x', isAgent: 1, uplineId: i === 1 ? null : id[parent(i)] }, db);
      id[i] = m.id;
    } else id[i] = 50_000_000 + i;
  }
  const teamSize = new Int32Array(MEMBERS + 1);
  const direct = new Int32Array(MEMBERS + 1);
  for (let i = MEMBERS; i >= 2; i--) {
    teamSize[parent(i)] += teamSize[i] + 1;
    direct[parent(i)]++;
  }
  const joined = Date.now() - 400 * DAY;
  for (let from = 1; from <= MEMBERS; from += 5000) {
    const rows = [];
    for (let i = from; i < Math.min(from + 5000, MEMBERS + 1); i++) {
      rows.push(sql`(${id[i]}, ${merchantId}, ${i === 1 ? null : id[parent(i)]}, ${`bench${i}`}, ${depth[i]}, ${teamSize[i]}, ${direct[i]}, ${new Date(joined + i * 60_000).toISOString()})`);
    }
    await db.execute(sql`insert into agent_nodes (member_id, merchant_id, upline_id, username, depth, team_size, direct_count, joined_at) values ${sql.join(rows, sql`, `)}`);
  }
  for (let from = 1; from <= MEMBERS; from += 2000) {
    const rows = [];
    for (let i = from; i < Math.min(from + 2000, MEMBERS + 1); i++) for (let a = i, d = 0; a !== 0; a = parent(a), d++) rows.push(sql`(${merchantId}, ${id[a]}, ${id[i]}, ${d})`);
    await db.execute(sql`insert into agent_links (merchant_id, ancestor_id, member_id, depth) values ${sql.join(rows, sql`, `)}`);
  }
  const tTree = performance.now();

  // One year of daily bet totals: each member bets on one day in 30 (about 1.2 million member-days).
  const first = marketDay(Date.now() - 365 * DAY);
  await db.execute(sql`
    insert into agent_member_days (member_id, day, merchant_id, bets, stake, win, deposits, withdrawals)
    select n.member_id, d::date, ${merchantId}, 1 + (n.member_id % 7), 1000 + (n.member_id % 97) * 100, (n.member_id % 97) * 95 + (extract(doy from d)::int % 13) * 10,
      case when n.member_id % 5 = 0 then 5000 else 0 end, 0
    from agent_nodes n cross join generate_series(${first}::date, current_date, interval '1 day') d
    where n.merchant_id = ${merchantId} and (n.member_id + extract(doy from d)::int) % 30 = 0`);
  // The team days of the contract holders (the top five levels), summed from the member days below each.
  await db.execute(sql`
    insert into agent_team_days (merchant_id, agent_id, day, bets, stake, win, deposits, withdrawals, active, joined)
    select l.merchant_id, l.ancestor_id, d.day, sum(d.bets), sum(d.stake), sum(d.win), sum(d.deposits), sum(d.withdrawals), count(*), 0
    from agent_links l join agent_member_days d on d.merchant_id = l.merchant_id and d.member_id = l.member_id
    where l.merchant_id = ${merchantId} and l.ancestor_id in (select member_id from agent_nodes where merchant_id = ${merchantId} and depth < ${CONTRACT_LEVELS})
    group by l.merchant_id, l.ancestor_id, d.day`);
  // Their returning-member counts (Team Overview's active members over a range), as addBet leaves them.
  await db.execute(sql`
    insert into agent_team_returns (merchant_id, agent_id, day, gap, n)
    select l.merchant_id, l.ancestor_id, d.day, d.gap, count(*)
    from (select member_id, day, coalesce(day - lag(day) over (partition by member_id order by day), ${FIRST_ACTIVE_GAP}) as gap
      from agent_member_days where bets > 0) d
    join agent_links l on l.merchant_id = ${merchantId} and l.member_id = d.member_id
    where l.ancestor_id in (select member_id from agent_nodes where merchant_id = ${merchantId} and depth < ${CONTRACT_LEVELS})
    group by l.merchant_id, l.ancestor_id, d.day, d.gap`);
  // Contracts: the brand gives the top 3.00 %; each level gives the next 0.30 % less.
  const acceptedAt = new Date(Date.now() - 370 * DAY).toISOString();
  const contracts = [];
  for (let i = 1; i <= holders; i++) {
    contracts.push(sql`(${merchantId}, 'daily', ${i === 1 ? null : id[parent(i)]}, ${id[i]}, 'D', ${JSON.stringify({ tiers: [{ minBet: 0, minLoss: 0, minActive: 0, rateBp: 300 - 30 * depth[i] }] })}::jsonb, 'active', ${acceptedAt}, ${acceptedAt})`);
  }
  await db.execute(sql`insert into agent_contracts (merchant_id, kind, upline_id, member_id, period, terms, status, offered_at, accepted_at) values ${sql.join(contracts, sql`, `)}`);
  await db.execute(sql`vacuum analyze`);
  const tData = performance.now();
  const [{ n: memberDays }] = ((await db.execute(sql`select count(*)::int as n from agent_member_days`)) as unknown as { rows: { n: number }[] }).rows;

  // Team Overview and Team Management for the top agent, over HTTP, 16 in flight.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const token = await loginAs(app, { id: id[1], merchantId });
  const headers = { token, host: 'mesra.localhost' };
  const ranges = ['range=today', 'range=yesterday', 'range=last7', 'range=last30'];
  const request = (n: number): { kind: string; path: string } => {
    if (n % 2 === 0) {
      const custom = n % 10 === 4;
      const startDate = marketDay(Date.now() - (10 + (n % 80)) * DAY);
      return { kind: 'overview', path: `/wps/agent/team/overview?${custom ? `startDate=${startDate}&endDate=${marketDay(Date.now())}` : ranges[n % 4 === 0 ? 3 : (n >> 1) % 4]}` };
    }
    if (n % 5 === 1) return { kind: 'management (search)', path: `/wps/agent/team/members?search=bench${100 + (n % 900)}` };
    const sort = ['joinedAt', 'teamSize', 'username'][n % 3];
    return { kind: 'management', path: `/wps/agent/team/members?sort=${sort}&order=desc&parent=bench${1 + (n % 85)}&pageNo=1` };
  };
  const times = new Map<string, number[]>();
  let errors = 0;
  const run = async (count: number, record: boolean) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < count) {
          const r = request(next++);
          const start = performance.now();
          const res = await fetch(base + r.path, { headers });
          const body = (await res.json()) as { success: boolean };
          if (!body.success) errors++;
          if (record) (times.get(r.kind) ?? times.set(r.kind, []).get(r.kind)!).push(performance.now() - start);
        }
      }),
    );
  };
  await run(WARMUP, false);
  const tLoad = performance.now();
  await run(REQUESTS, true);
  const loadS = (performance.now() - tLoad) / 1000;
  const all = [...times.values()].flat();

  // One daily settlement of every contract (yesterday's market day).
  const period = periodAt('D', new Date(Date.now() - DAY));
  const tSettle = performance.now();
  const settled = await settlePeriod(db, merchantId, 'daily', period, new Date());
  const settleS = (performance.now() - tSettle) / 1000;

  log(`bench:agents on ${label}; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  log(`tree ${MEMBERS} members (depth ${depth[MEMBERS]}), ${memberDays} member-days over a year, ${holders} contracts; built in ${((tTree - t0) / 1000).toFixed(1)} s + ${((tData - tTree) / 1000).toFixed(1)} s`);
  log(`${REQUESTS} requests after ${WARMUP} warm-up, ${CONCURRENCY} in flight: ${(REQUESTS / loadS).toFixed(0)} req/s, ${errors} failed`);
  log('| query | n | p50 ms | p99 ms |');
  log('|---|---|---|---|');
  for (const [kind, xs] of times) log(`| ${kind} | ${xs.length} | ${ms(pct(xs, 50))} | ${ms(pct(xs, 99))} |`);
  log(`| all team queries | ${all.length} | ${ms(pct(all, 50))} | ${ms(pct(all, 99))} |`);
  log(`settlement ${period.key}: ${settled.contracts} contracts, ${settled.paid} paid (${(settled.paidAmount / 100).toFixed(2)}), ${settleS.toFixed(2)} s`);
  last = `team_p99_ms ${ms(pct(all, 99))} settle_s ${settleS.toFixed(2)}`;
  await app.close();
} finally {
  await database.close();
  await drop();
}
for (const line of report) console.log(line);
console.log(last);
