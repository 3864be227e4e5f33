// Betting (issue 17 item 3): a slip of lines on one draw, placed through the wallet's seamless debit in the slip's
// transaction (all lines or none), refused once the draw is locked, within each play type's stake limits and the
// per-number limit of the draw (all players' stakes on one number), idempotent by the slip's request id.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { isUniqueViolation, type Db } from '../../db/client';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { seamlessDebit, SEAMLESS_REFUSAL_KEYS } from '../wallet';
import { betTxId, LOTTERY_GAME_TYPE, LOTTERY_VENDOR, type LotteryGames } from './draws';
import { maxMultiplierOf } from './games-data';
import { numberPattern } from './payout';
import { lotteryBets, lotteryDraws } from './tables';

export interface SlipLine {
  playType: string;
  number: string;
  stake: number;
}
export interface Slip {
  requestId: string;
  gameCode: string;
  /** The draw; default the game's draw open now. */
  numero?: string;
  lines: SlipLine[];
}
export interface PlacedBet {
  id: number;
  gameCode: string;
  numero: string;
  playType: string;
  number: string;
  stake: number;
  status: string;
}

const MAX_LINES = 50;

/** Checks a slip against the game's pay table before anything is read or written. */
function checkLines(games: LotteryGames, slip: Slip) {
  const game = games.get(slip.gameCode);
  if (!game) throw new NotFoundError('err_lottery_game_not_found');
  if (!slip.lines.length || slip.lines.length > MAX_LINES) throw new BadRequestError('err_lottery_lines', { max: MAX_LINES }, 'lottery_lines');
  return {
    game,
    lines: slip.lines.map((l) => {
      const play = game.playTypes.find((p) => p.code === l.playType);
      if (!play) throw new BadRequestError('err_lottery_play_type', { playType: l.playType }, 'lottery_play_type');
      if (!numberPattern(play).test(l.number)) throw new BadRequestError('err_lottery_number', { playType: l.playType, number: l.number }, 'lottery_number');
      if (!Number.isSafeInteger(l.stake) || l.stake < play.minStake) throw new BadRequestError('err_lottery_stake_min', { min: play.minStake }, 'lottery_stake_min');
      if (l.stake > play.maxStake) throw new BadRequestError('err_lottery_stake_max', { max: play.maxStake }, 'lottery_stake_max');
      return { ...l, play };
    }),
  };
}

const placedColumns = {
  id: lotteryBets.id,
  gameCode: lotteryBets.gameCode,
  numero: lotteryBets.numero,
  playType: lotteryBets.playType,
  number: lotteryBets.number,
  stake: lotteryBets.stake,
  status: lotteryBets.status,
};

async function existingSlip(db: Db | Parameters<Parameters<Db['transaction']>[0]>[0], merchantId: number, memberId: number, requestId: string) {
  return db
    .select(placedColumns)
    .from(lotteryBets)
    .where(and(eq(lotteryBets.merchantId, merchantId), eq(lotteryBets.memberId, memberId), eq(lotteryBets.requestId, requestId)))
    .orderBy(asc(lotteryBets.line));
}

export async function placeSlip(db: Db, games: LotteryGames, merchantId: number, memberId: number, slip: Slip, now: Date): Promise<{ bets: PlacedBet[]; balance: number | null; duplicate: boolean }> {
  const { game, lines } = checkLines(games, slip);
  try {
    return await db.transaction(async (tx) => {
      // The draw row is locked for the slip: the job's open → locked update waits for it (so no bet lands after the
      // lock), and the per-number totals below cannot race with another slip on the same draw.
      const byNumero = slip.numero ? eq(lotteryDraws.numero, slip.numero) : and(eq(lotteryDraws.status, 'open'), gt(lotteryDraws.lockAt, now));
      const [draw] = await tx
        .select()
        .from(lotteryDraws)
        .where(and(eq(lotteryDraws.merchantId, merchantId), eq(lotteryDraws.gameCode, game.code), byNumero))
        .orderBy(asc(lotteryDraws.drawAt))
        .limit(1)
        .for('update');
      const replay = await existingSlip(tx, merchantId, memberId, slip.requestId);
      if (replay.length) return { bets: replay, balance: null, duplicate: true };
      if (!draw) throw new NotFoundError('err_lottery_draw_not_found');
      if (draw.status !== 'open' || now.getTime() >= draw.lockAt.getTime()) throw new ConflictError('err_lottery_closed', 'lottery_closed');

      const totals = new Map<string, number>();
      for (const l of lines) totals.set(`${l.playType}|${l.number}`, (totals.get(`${l.playType}|${l.number}`) ?? 0) + l.stake);
      const taken = (await tx.execute(sql`
        select play_type, number, sum(stake)::bigint as total from lottery_bets
        where merchant_id = ${merchantId} and draw_id = ${draw.id} and status = 'placed' group by play_type, number`)) as unknown as { rows: { play_type: string; number: string; total: string }[] };
      const already = new Map(taken.rows.map((r) => [`${r.play_type}|${r.number}`, Number(r.total)]));
      for (const l of lines) {
        const key = `${l.playType}|${l.number}`;
        if ((already.get(key) ?? 0) + totals.get(key)! > l.play.numberLimit) {
          throw new ConflictError('err_lottery_number_limit', 'lottery_number_limit');
        }
      }

      const inserted = await tx
        .insert(lotteryBets)
        .values(lines.map((l, i) => ({ merchantId, memberId, drawId: draw.id, gameCode: game.code, numero: draw.numero, playType: l.playType, number: l.number, stake: l.stake, requestId: slip.requestId, line: i, placedAt: now })))
        .returning(placedColumns);
      let balance = 0;
      for (const [i, bet] of inserted.entries()) {
        const r = await seamlessDebit(tx, {
          merchantId,
          memberId,
          vendorCode: LOTTERY_VENDOR,
          txId: betTxId(bet.id),
          roundId: betTxId(bet.id),
          amount: bet.stake,
          gameCode: game.code,
          gameType: LOTTERY_GAME_TYPE,
          maxMultiplier: maxMultiplierOf(game, lines[i].play),
          at: now,
        });
        // A refusal rolls the whole slip back: no bet row, no money moved.
        if (!r.ok) {
          if (r.code === 'insufficient_funds') throw new AppError(400, 'insufficient_funds', 'err_insufficient_balance', { balance: r.balance });
          if (r.code === 'trial_account') throw new AppError(403, 'in_need_true_account', 'in_need_true_account');
          throw new AppError(409, r.code, SEAMLESS_REFUSAL_KEYS[r.code] ?? 'err_conflict');
        }
        balance = r.balance;
      }
      return { bets: inserted, balance, duplicate: false };
    });
  } catch (e) {
    // Two copies of one slip at once: the second waited on the draw row, then hit the request's unique key.
    if (isUniqueViolation(e)) {
      const replay = await existingSlip(db, merchantId, memberId, slip.requestId);
      if (replay.length) return { bets: replay, balance: null, duplicate: true };
    }
    throw e;
  }
}
