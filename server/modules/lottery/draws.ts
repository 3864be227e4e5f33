// The draw life cycle (issue 17 item 2), run by the job `lottery.draws` (routes.ts) on the server's job runner:
// open → locked → drawn → settled, or voided → its bets refunded. Every step is a guarded update (`where status =
// <the step before>`), so a late or repeated job never draws twice; a draw whose time passed while the server was
// down is drawn on the next run, from the seed committed when its row was created. Settlement and refunds pay
// through the wallet with one transaction id per bet, so a settlement interrupted and run again pays nothing twice.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { insertAudit } from '../tenancy';
import { seamlessSettleMany, type SeamlessResult } from '../wallet';
import { deriveResult, hashSeed, newSeed } from './fair';
import type { LotteryGame } from './games-data';
import { payoutOf } from './payout';
import { nextDraws } from './schedule';
import { lotteryBets, lotteryDraws, type DrawStatus } from './tables';

/** The house lotteries' vendor code in the wallet (spec §2 Game launch lists LOTT among the lottery vendors). */
export const LOTTERY_VENDOR = 'LOTT';
export const LOTTERY_GAME_TYPE = 'LOTT';
export const betTxId = (betId: number) => `LOT-${betId}`;
export const winTxId = (betId: number) => `LOT-${betId}-WIN`;

/**
 * Bets settled per chunk: their credits go to the wallet's set-based settlement (seamlessSettleMany: one statement,
 * one commit, a few multi-row writes). Through the wallet's batcher one by one 100,000 bets took 85 s under load,
 * as seamless_batch chunks 81 s; set-based, see README "Benchmark".
 */
export const SETTLE_CHUNK = 1000;
/** Settlement lanes run side by side (members split by id; PostgreSQL gives each its connection). */
export const SETTLE_LANES = 2;

export class LotteryGames {
  readonly byCode: Map<string, LotteryGame>;
  constructor(readonly list: LotteryGame[]) {
    this.byCode = new Map(list.map((g) => [g.code, g]));
  }
  get(code: string): LotteryGame | undefined {
    return this.byCode.get(code);
  }
}

/** Creates the next draws of every game that do not exist yet, each with its secret seed and published hash. */
export async function ensureUpcomingDraws(db: DbOrTx, merchantId: number, games: LotteryGames, now: Date): Promise<number> {
  const slots = games.list.flatMap((g) => nextDraws(g, now, g.schedule.kind === 'interval' ? 3 : 2).map((s) => ({ game: g.code, ...s })));
  // Only the missing ones are inserted (the job runs every few seconds: no seed drawn, no id spent, for nothing).
  const have = await db
    .select({ gameCode: lotteryDraws.gameCode, numero: lotteryDraws.numero })
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.merchantId, merchantId), inArray(lotteryDraws.numero, [...new Set(slots.map((s) => s.numero))])));
  const known = new Set(have.map((h) => `${h.gameCode}|${h.numero}`));
  const rows = slots
    .filter((s) => !known.has(`${s.game}|${s.numero}`))
    .map((s) => {
      const seed = newSeed();
      return { merchantId, gameCode: s.game, numero: s.numero, status: 'open' as const, seed, seedHash: hashSeed(seed), lockAt: s.lockAt, drawAt: s.drawAt, createdAt: now };
    });
  if (!rows.length) return 0;
  // Another process may create the same draw at the same moment: the unique key keeps the first (and its seed).
  const made = await db.insert(lotteryDraws).values(rows).onConflictDoNothing().returning({ id: lotteryDraws.id });
  return made.length;
}

/** A draw by its key (brand first, issue 21 item 5). */
const drawKey = (merchantId: number, drawId: number) => and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.id, drawId));

/** open → locked for every draw of the brand whose lock time has come. */
export async function lockDue(db: DbOrTx, merchantId: number, now: Date): Promise<number> {
  const r = await db
    .update(lotteryDraws)
    .set({ status: 'locked' })
    .where(and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.status, 'open'), lte(lotteryDraws.lockAt, now)))
    .returning({ id: lotteryDraws.id });
  return r.length;
}

/** locked → drawn for every draw of the brand whose time has come: the result from its committed seed. */
export async function drawDue(db: DbOrTx, merchantId: number, games: LotteryGames, now: Date): Promise<number> {
  const due = await db
    .select({ id: lotteryDraws.id, gameCode: lotteryDraws.gameCode, numero: lotteryDraws.numero, seed: lotteryDraws.seed })
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.status, 'locked'), lte(lotteryDraws.drawAt, now)))
    .orderBy(asc(lotteryDraws.drawAt));
  let n = 0;
  for (const d of due) {
    const game = games.get(d.gameCode);
    if (!game) continue;
    const r = await db
      .update(lotteryDraws)
      .set({ status: 'drawn', result: deriveResult(game, d.numero, d.seed), drawnAt: now })
      .where(and(drawKey(merchantId, d.id), eq(lotteryDraws.status, 'locked')))
      .returning({ id: lotteryDraws.id });
    n += r.length;
  }
  return n;
}

/** A PostgreSQL array literal of integers (one parameter, however many). */
const idArray = (xs: number[]) => `{${xs.join(',')}}`;

/**
 * The ids of a draw's bets still placed, in order, read once: each chunk is then fetched by its ids. (Asking for
 * "the first N still placed" per chunk re-read and re-sorted every bet left, ~O(bets²) over a draw.)
 */
async function placedBetIds(db: DbOrTx, merchantId: number, drawId: number): Promise<number[]> {
  const rows = await db
    .select({ id: lotteryBets.id })
    .from(lotteryBets)
    .where(and(eq(lotteryBets.merchantId, merchantId), eq(lotteryBets.drawId, drawId), eq(lotteryBets.status, 'placed')))
    .orderBy(asc(lotteryBets.id));
  return rows.map((r) => r.id);
}

function refused(r: SeamlessResult, what: string): Error {
  return new Error(`${what}: wallet refused (${r.ok ? 'ok' : r.code})`);
}

/**
 * Pays a drawn draw's bets and marks it settled. Each bet's win is credited with its own transaction id
 * (`LOT-<bet>-WIN`; 0 closes a losing round) before the bet is marked, so a run cut short anywhere leaves bets
 * still `placed` whose credits, sent again, answer `duplicate` and move nothing.
 */
export async function settleDraw(
  db: DbOrTx,
  games: LotteryGames,
  merchantId: number,
  drawId: number,
  now: Date,
  chunkSize = SETTLE_CHUNK,
): Promise<{ bets: number; paid: number }> {
  const [draw] = await db.select().from(lotteryDraws).where(drawKey(merchantId, drawId));
  if (!draw || draw.status !== 'drawn' || !draw.result) return { bets: 0, paid: 0 };
  const game = games.get(draw.gameCode);
  if (!game) return { bets: 0, paid: 0 };
  const plays = new Map(game.playTypes.map((p) => [p.code, p]));
  let bets = 0;
  let paid = 0;
  // The draw's bets still placed, read once (no bet joins a drawn draw). Asking for "the first N still placed" per
  // chunk re-read and re-sorted every bet left, ~O(bets²) over a draw.
  const placed = await db
    .select({ id: lotteryBets.id, memberId: lotteryBets.memberId, playType: lotteryBets.playType, number: lotteryBets.number, stake: lotteryBets.stake })
    .from(lotteryBets)
    .where(and(eq(lotteryBets.merchantId, merchantId), eq(lotteryBets.drawId, drawId), eq(lotteryBets.status, 'placed')))
    .orderBy(asc(lotteryBets.id));
  // SETTLE_LANES lanes of members (member id mod lanes) settle side by side: disjoint members, and so disjoint house
  // slots (slot = member id mod 16), so their chunks never wait for each other's locks.
  // (In a caller's transaction there is one connection: one lane.)
  const laneCount = db instanceof PgTransaction ? 1 : SETTLE_LANES;
  const lanes = Array.from({ length: laneCount }, (_, k) => placed.filter((b) => b.memberId % laneCount === k));
  let failed = false;
  const settleChunk = async (chunk: typeof placed) => {
    const payouts = chunk.map((b) => {
      const play = plays.get(b.playType);
      return play ? payoutOf(play, b.number, b.stake, draw.result!) : 0;
    });
    const results = await seamlessSettleMany(
      db,
      'credit',
      chunk.map((b, i) => ({
        merchantId: draw.merchantId,
        memberId: b.memberId,
        vendorCode: LOTTERY_VENDOR,
        txId: winTxId(b.id),
        roundId: betTxId(b.id),
        amount: payouts[i],
        gameCode: draw.gameCode,
        gameType: LOTTERY_GAME_TYPE,
        detail: { numero: draw.numero, playType: b.playType, number: b.number },
        at: now,
      })),
    );
    const bad = results.findIndex((r) => !r.ok);
    if (bad >= 0) throw refused(results[bad], `settling bet ${chunk[bad].id} of draw ${drawId}`);
    // Marked after its credits committed: a bet another run marked meanwhile stays as it is. Each bet is found by its
    // whole key (merchant_id, id): an index scan of the primary key per id.
    await db.execute(sql`
      update lottery_bets b set status = case when v.payout > 0 then 'won' else 'lost' end, payout = v.payout, settled_at = ${now.toISOString()}::timestamptz
      from (select unnest(${idArray(chunk.map((b) => b.id))}::bigint[]) as id, unnest(${idArray(payouts)}::bigint[]) as payout) v
      where b.merchant_id = ${merchantId} and b.id = v.id and b.status = 'placed'`);
    bets += chunk.length;
    paid += payouts.reduce((s, p) => s + p, 0);
  };
  await Promise.all(
    lanes.map(async (lane) => {
      try {
        for (let at = 0; at < lane.length && !failed; at += chunkSize) await settleChunk(lane.slice(at, at + chunkSize));
      } catch (e) {
        failed = true; // the other lanes stop after their current chunk; the next run settles what is left
        throw e;
      }
    }),
  );
  await db
    .update(lotteryDraws)
    .set({ status: 'settled', settledAt: now })
    .where(and(drawKey(merchantId, drawId), eq(lotteryDraws.status, 'drawn')));
  return { bets, paid };
}

/** Refunds every bet of a voided draw still placed: the stake's debit rolled back (its own transaction id), once. */
export async function refundVoided(db: DbOrTx, merchantId: number, drawId: number, now: Date): Promise<number> {
  const [draw] = await db.select({ merchantId: lotteryDraws.merchantId, status: lotteryDraws.status }).from(lotteryDraws).where(drawKey(merchantId, drawId));
  if (draw?.status !== 'voided') return 0;
  let n = 0;
  const ids = await placedBetIds(db, merchantId, drawId);
  for (let at = 0; at < ids.length; at += SETTLE_CHUNK) {
    const chunk = await db
      .select({ id: lotteryBets.id, memberId: lotteryBets.memberId, stake: lotteryBets.stake, gameCode: lotteryBets.gameCode })
      .from(lotteryBets)
      .where(and(eq(lotteryBets.merchantId, merchantId), sql`${lotteryBets.id} = any(${idArray(ids.slice(at, at + SETTLE_CHUNK))}::bigint[])`, eq(lotteryBets.status, 'placed')))
      .orderBy(asc(lotteryBets.id));
    if (!chunk.length) continue;
    const results = await seamlessSettleMany(
      db,
      'rollback',
      // Naming the game type marks the bet's round record rolled back (the betting record shows the refund).
      chunk.map((b) => ({ merchantId: draw.merchantId, memberId: b.memberId, vendorCode: LOTTERY_VENDOR, txId: betTxId(b.id), roundId: betTxId(b.id), amount: b.stake, gameCode: b.gameCode, gameType: LOTTERY_GAME_TYPE, at: now })),
    );
    const bad = results.findIndex((r) => !r.ok);
    if (bad >= 0) throw refused(results[bad], `refunding bet ${chunk[bad].id} of draw ${drawId}`);
    await db
      .update(lotteryBets)
      .set({ status: 'refunded', payout: 0, settledAt: now })
      .where(and(eq(lotteryBets.merchantId, merchantId), inArray(lotteryBets.id, chunk.map((b) => b.id)), eq(lotteryBets.status, 'placed')));
    n += chunk.length;
  }
  return n;
}

/** Operator: void an open or locked draw (before its result exists) and refund its bets. Voiding twice is a no-op. */
export async function voidDraw(db: Db, merchantId: number, drawId: number, who: { actor: string; ip: string | null }, now: Date): Promise<{ status: DrawStatus; refunded: number }> {
  // The status change and its audit row commit together; the refunds follow (and the job finishes them after a crash).
  const row = await db.transaction(async (tx) => {
    const [r] = await tx
      .update(lotteryDraws)
      .set({ status: 'voided', voidedAt: now, voidedBy: who.actor })
      .where(and(drawKey(merchantId, drawId), inArray(lotteryDraws.status, ['open', 'locked'])))
      .returning({ id: lotteryDraws.id, gameCode: lotteryDraws.gameCode, numero: lotteryDraws.numero });
    if (r) await insertAudit(merchantId, { actor: who.actor, ip: who.ip, action: 'lottery.draw.void', detail: { drawId, gameCode: r.gameCode, numero: r.numero } }, tx);
    return r;
  });
  if (!row) {
    const [d] = await db.select({ status: lotteryDraws.status }).from(lotteryDraws).where(drawKey(merchantId, drawId));
    if (!d) throw new NotFoundError('err_lottery_draw_not_found');
    if (d.status !== 'voided') throw new ConflictError('err_lottery_void_too_late', 'lottery_void_too_late');
  }
  return { status: 'voided', refunded: await refundVoided(db, merchantId, drawId, now) };
}

/**
 * One pass of the draw job over every brand: create, lock, draw, settle, refund. Safe to run at any time, any number
 * of times. Brand by brand, each statement naming its brand (issue 21 item 5), as it would run with a brand on a
 * database of its own; a brand's due draws are a few rows of lottery_draws_due_idx.
 */
export async function runDrawCycle(db: DbOrTx, merchantIds: number[], games: LotteryGames, now: Date, settleChunk = SETTLE_CHUNK) {
  let created = 0;
  let locked = 0;
  let drawn = 0;
  let settled = 0;
  let refunded = 0;
  for (const m of merchantIds) {
    created += await ensureUpcomingDraws(db, m, games, now);
    locked += await lockDue(db, m, now);
    drawn += await drawDue(db, m, games, now);
    const toSettle = await db
      .select({ id: lotteryDraws.id })
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.merchantId, m), eq(lotteryDraws.status, 'drawn')))
      .orderBy(asc(lotteryDraws.drawAt));
    for (const d of toSettle) {
      await settleDraw(db, games, m, d.id, now, settleChunk);
      settled++;
    }
    const voided = (await db.execute(
      sql`select d.id from lottery_draws d where d.merchant_id = ${m} and d.status = 'voided'
        and exists (select 1 from lottery_bets b where b.merchant_id = d.merchant_id and b.draw_id = d.id and b.status = 'placed')`,
    )) as unknown as { rows: { id: string | number }[] };
    for (const d of voided.rows) refunded += await refundVoided(db, m, Number(d.id), now);
  }
  return { created, locked, drawn, settled, refunded };
}
