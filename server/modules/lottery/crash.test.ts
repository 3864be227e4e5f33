// Issue 17 proof 2: kill the server (SIGKILL) while it settles a draw; after a restart every winning bet is paid
// exactly once. A real server process (server/main.ts, job runner on pg-boss) draws the fast lottery every 20 s on a
// throw-away PostgreSQL database; this test's own app (jobs off) on the same database makes the members and places
// the bets, watches the settlement and kills the server once some wins are credited and the draw is not settled yet.
// Needs TEST_DATABASE_URL (PGlite is one process: nothing to watch it from).
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig, withOverrides } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { fund, lotteryBalance } from '../../test/lottery';
import { createMember } from '../../test/login';
import { exited, startServerNode, throwawayDatabase, waitReady, type ServerNode } from '../../test/nodes';
import { checkInvariants, CLEAN } from '../wallet/invariants';
import { placeSlip } from './bets';
import { LotteryGames } from './draws';
import { deriveResult } from './fair';
import { lotteryGames } from './games-data';
import { payoutOf } from './payout';
import { lotteryBets, lotteryDraws } from './tables';

const FAST = { fastIntervalSeconds: 20, fastLockSeconds: 4 };
const games = new LotteryGames(lotteryGames(FAST));
const PORT = 4390 + Math.floor(Math.random() * 50);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL)('lottery settlement crash (PostgreSQL)', () => {
  let db: Awaited<ReturnType<typeof throwawayDatabase>>;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let node: ServerNode | null = null;
  const env = () => ({ DATABASE_URL: db.url, SEED_DEMO: '0', LOTTERY_FAST_INTERVAL_SECONDS: '20', LOTTERY_FAST_LOCK_SECONDS: '4', LOTTERY_TICK_SECONDS: '1', JOBS_POLL_SECONDS: '0.5', LOTTERY_SETTLE_CHUNK: '20' });
  afterAll(async () => {
    node?.child.kill('SIGKILL');
    await app?.close();
    await database?.close();
    await db?.drop();
  });

  it('pays every winning bet exactly once after a kill mid-settlement', async () => {
    db = await throwawayDatabase('lotcrash');
    database = await openDatabase({ databaseUrl: db.url });
    const config = withOverrides(loadConfig({}), { seedDemo: false, databaseUrl: db.url, jobs: { enabled: false }, lottery: { ...FAST, tickSeconds: 1, settleChunk: 20 } });
    app = await buildApp({ config, database });
    await app.ready();
    node = startServerNode(PORT, env());
    await waitReady(node, 240);

    const members = [];
    for (let i = 0; i < 24; i++) {
      const m = await createMember(app, 'mesra');
      await fund(database.db as never, m, 10_000_000);
      members.push(m);
    }
    // A draw with time to bet: the server creates them; wait for one at least 8 s before its lock.
    const merchantId = members[0].merchantId;
    let draw: typeof lotteryDraws.$inferSelect | undefined;
    for (let i = 0; i < 100 && !draw; i++) {
      const rows = await database.db.select().from(lotteryDraws).where(and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.gameCode, 'HP3'), eq(lotteryDraws.status, 'open')));
      draw = rows.filter((d) => d.lockAt.getTime() - Date.now() > 8_000).sort((a, b) => a.drawAt.getTime() - b.drawAt.getTime())[0];
      if (!draw) await sleep(500);
    }
    expect(draw).toBeDefined();
    const before = new Map<number, number>();
    for (const m of members) before.set(m.id, await lotteryBalance(database.db, m));
    // 24 members × 50 lines (60 settlement chunks of 20: LOTTERY_SETTLE_CHUNK): straights on every number ending in 0–4 and the four sum bets, so some win.
    await Promise.all(
      members.map((m, i) =>
        placeSlip(
          database.db,
          games,
          merchantId,
          m.id,
          {
            requestId: `crash-${i}-slip-000`,
            gameCode: 'HP3',
            numero: draw!.numero,
            lines: Array.from({ length: 50 }, (_, j) =>
              j < 46 ? { playType: 'STRAIGHT', number: String(i * 83 + j * 7).padStart(3, '0').slice(-3), stake: 100 + j } : { playType: ['BIG', 'SMALL', 'ODD', 'EVEN'][j - 46], number: '', stake: 1_000 },
            ),
          },
          new Date(),
        ),
      ),
    );

    // Watch the settlement: kill the server once credits are committed and the draw is not settled yet (between two
    // chunks, or after a chunk's credits and before its bets are marked).
    const bets = 24 * 50;
    let killedMidway = false;
    // Watch by time, not by count: the draw may be 30 s away, and a loaded machine polls slowly.
    const watchUntil = draw!.drawAt.getTime() + 180_000;
    while (Date.now() < watchUntil) {
      const r = (await database.db.execute(`select
          (select status from lottery_draws where merchant_id = ${merchantId} and id = ${draw!.id}) as status,
          (select count(*)::int from seamless_rounds where round_id like 'LOT-%' and status = 'settled') as credited`)) as unknown as { rows: { status: string; credited: number }[] };
      const { status, credited } = r.rows[0];
      if (status === 'settled') break;
      if (credited > 0) {
        node.child.kill('SIGKILL');
        await exited(node.child);
        killedMidway = true;
        break;
      }
      await sleep(5);
    }
    console.info(`lottery crash test: killed mid-settlement: ${killedMidway}`);
    if (killedMidway) {
      const [d] = await database.db.select().from(lotteryDraws).where(and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.id, draw!.id)));
      expect(d.status).toBe('drawn');
      node = startServerNode(PORT, env());
      await waitReady(node, 240);
    }
    for (let i = 0; i < 240; i++) {
      const [d] = await database.db.select().from(lotteryDraws).where(and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.id, draw!.id)));
      if (d.status === 'settled') break;
      await sleep(500);
    }
    const [done] = await database.db.select().from(lotteryDraws).where(and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.id, draw!.id)));
    expect(done.status).toBe('settled');
    expect(done.result).toEqual(deriveResult(games.get('HP3')!, done.numero, done.seed));

    const rows = await database.db.select().from(lotteryBets).where(and(eq(lotteryBets.merchantId, merchantId), eq(lotteryBets.drawId, draw!.id)));
    expect(rows).toHaveLength(bets);
    const expected = new Map(before);
    let winners = 0;
    for (const b of rows) {
      const pay = payoutOf(games.get('HP3')!.playTypes.find((p) => p.code === b.playType)!, b.number, b.stake, done.result!);
      expect(b.payout).toBe(pay);
      if (pay > 0) winners++;
      expected.set(b.memberId, expected.get(b.memberId)! - b.stake + pay);
    }
    expect(winners).toBeGreaterThan(0);
    for (const m of members) expect(await lotteryBalance(database.db, m)).toBe(expected.get(m.id));
    // One settling credit per bet in the wallet, never two.
    const credits = (await database.db.execute(`select count(*)::int as n, count(distinct tx_id)::int as d from seamless_txs where tx_id like 'LOT-%-WIN'`)) as unknown as { rows: { n: number; d: number }[] };
    expect(credits.rows[0]).toEqual({ n: bets, d: bets });
    expect(await checkInvariants(database.db)).toEqual(CLEAN);
    expect(killedMidway).toBe(true);
  }, 600_000);
});
