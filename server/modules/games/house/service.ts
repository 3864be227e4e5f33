// House game rounds (issue 5 item 4): every real-money round is a debit and a credit through the seamless
// wallet (wallet-port.ts) plus a game_rounds row, all in one transaction, so a refused bet moves nothing.
// Outcomes come from the crypto RNG here, never from the browser. Free play moves play money kept on the
// launch row and touches neither the wallet nor the records.
import { randomBytes } from 'node:crypto';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, BadRequestError, UnauthorizedError } from '../../../lib/errors';
import type { Tenant } from '../../tenancy/registry';
import { refusal } from '../adapters/seamless-callbacks';
import { hashLaunchToken, GameMaintenanceError, LAUNCH_TTL_MS } from '../launch-service';
import * as repo from '../repo';
import { emit } from '../../../jobs/events';
import { insertRound } from '../rounds-repo';
import type { GameWallet } from '../wallet-port';
import { HOUSE_DICE_CODE, HOUSE_SLOT_CODE } from './codes';
import { DICE_MAX_TARGET, DICE_MIN_TARGET, rollDice } from './dice-math';
import { cryptoInts } from './rng';
import { LINES, PAYLINES, PAYTABLE, spin } from './slot-math';

export const HOUSE_VENDOR_CODE = 'HOUSE';
/** Stake choices offered by the slot page (minor units; multiples of the 20 lines). */
export const SLOT_STAKES = [20, 40, 100, 200, 400, 1000, 2000, 5000];
export const DICE_STAKES = [10, 50, 100, 500, 1000, 5000];
/** Largest stake per round (minor units). */
export const MAX_STAKE = 100_000;

export interface HouseContext {
  tenant: Tenant;
  wallet: GameWallet;
  now: Date;
  db: Db;
}

async function liveLaunch(ctx: HouseContext, token: string, tx: DbOrTx, lock: boolean) {
  const launch = await repo.findLiveLaunch(hashLaunchToken(token), ctx.now, tx, lock);
  // A token of another brand is no token (tenant isolation, as for sessions).
  if (!launch || launch.merchantId !== ctx.tenant.merchantId) throw new UnauthorizedError('err_launch_expired');
  return launch;
}

async function houseGame(ctx: HouseContext, gameId: number, code: string, tx: DbOrTx) {
  const game = await repo.findGameById(ctx.tenant.merchantId, gameId, tx);
  if (!game || game.vassalage !== HOUSE_VENDOR_CODE || game.gameCode !== code) throw new BadRequestError('err_wrong_game', undefined, 'wrong_game');
  if (!game.enabled) throw new GameMaintenanceError();
  return game;
}

function checkStake(stake: number, minBet: number, step: number) {
  // Bad input (issue 5): below the game's min bet or above the table limit is a clear 400; nothing moves.
  if (stake < minBet) throw new BadRequestError('err_bet_below_min', { minBet }, 'bet_below_min');
  if (stake > MAX_STAKE) throw new BadRequestError('err_bet_above_max', { maxBet: MAX_STAKE }, 'bet_above_max');
  if (stake % step !== 0) throw new BadRequestError('err_bet_step', { step }, 'bet_step');
}

/** What the game page shows before the first round. */
export async function sessionInfo(ctx: HouseContext, token: string) {
  const launch = await liveLaunch(ctx, token, ctx.db, false);
  const game = await repo.findGameById(ctx.tenant.merchantId, launch.gameId, ctx.db);
  if (!game || game.vassalage !== HOUSE_VENDOR_CODE) throw new BadRequestError('err_wrong_game', undefined, 'wrong_game');
  const balance = launch.freePlay ? (launch.freeBalance ?? 0) : await ctx.wallet.balance(ctx.db, ctx.tenant.merchantId, launch.memberId, HOUSE_VENDOR_CODE);
  const isSlot = game.gameCode === HOUSE_SLOT_CODE;
  const c = ctx.tenant.manifest.currency;
  return {
    gameCode: game.gameCode,
    nodeId: game.nodeId,
    names: { en: game.nameEn, ms: game.nameMs, zh: game.nameZh },
    freePlay: launch.freePlay,
    balance,
    currency: { code: c.code, symbol: c.symbol, minorDigits: c.minorDigits },
    minBet: game.minBet,
    maxBet: MAX_STAKE,
    stakes: (isSlot ? SLOT_STAKES : DICE_STAKES).filter((s) => s >= game.minBet),
    lines: isSlot ? LINES : 0,
    rtp: game.rtpBp / 100,
    paytable: isSlot ? Object.entries(PAYTABLE).map(([symbol, pays]) => ({ symbol, pays })) : [],
    expiresAt: launch.expiresAt.toISOString(),
  };
}

function newRoundId(): string {
  return `H${Date.now().toString(36)}${randomBytes(6).toString('hex')}`.toUpperCase();
}

interface Settled {
  roundId: string | null;
  balance: number;
}

/** Debit, credit and the round row in the caller's transaction; free play updates the launch row only. */
async function settle(ctx: HouseContext, launch: repo.LaunchRow, game: repo.GameRow, stake: number, win: number, detail: unknown, tx: DbOrTx): Promise<Settled> {
  const expiresAt = new Date(ctx.now.getTime() + LAUNCH_TTL_MS);
  if (launch.freePlay) {
    const before = launch.freeBalance ?? 0;
    if (before < stake) throw new AppError(400, 'insufficient_funds', 'err_insufficient_balance', { balance: before });
    const balance = before - stake + win;
    await repo.extendLaunch(launch.id, expiresAt, balance, tx);
    return { roundId: null, balance };
  }
  const roundId = newRoundId();
  const base = { merchantId: ctx.tenant.merchantId, memberId: launch.memberId, vendorCode: HOUSE_VENDOR_CODE, roundId, gameCode: game.gameCode };
  const debit = await ctx.wallet.debit(tx, { ...base, txId: `${roundId}-BET`, amount: stake });
  if (!debit.ok) throw refusal(debit);
  // A losing round is closed with a credit of 0 (the wallet's rule for settling a round).
  const credit = await ctx.wallet.credit(tx, { ...base, txId: `${roundId}-WIN`, amount: win });
  if (!credit.ok) throw refusal(credit);
  await insertRound(
    {
      merchantId: ctx.tenant.merchantId,
      memberId: launch.memberId,
      gameId: game.id,
      gameType: game.gameType,
      vassalage: HOUSE_VENDOR_CODE,
      gameCode: game.gameCode,
      roundId,
      stake,
      win,
      status: 'settled',
      detail,
      createdAt: ctx.now,
      settledAt: ctx.now,
    },
    tx,
  );
  await emit(tx, 'bet.settled', { ...base, stake, win, settledAt: ctx.now.toISOString() }, `${base.merchantId}:${HOUSE_VENDOR_CODE}:${roundId}`);
  await repo.extendLaunch(launch.id, expiresAt, null, tx);
  return { roundId, balance: credit.balance };
}

export async function playSlot(ctx: HouseContext, token: string, stake: number) {
  return ctx.db.transaction(async (tx) => {
    const launch = await liveLaunch(ctx, token, tx, true);
    const game = await houseGame(ctx, launch.gameId, HOUSE_SLOT_CODE, tx);
    checkStake(stake, game.minBet, LINES);
    const lineBet = stake / LINES;
    const result = spin(cryptoInts);
    const win = result.pay * lineBet;
    const { roundId, balance } = await settle(ctx, launch, game, stake, win, { grid: result.grid, stops: result.stops, wins: result.wins }, tx);
    return {
      roundId,
      freePlay: launch.freePlay,
      stake,
      win,
      balance,
      grid: result.grid,
      wins: result.wins.map((w) => ({
        line: w.line,
        symbol: w.symbol,
        count: w.count,
        amount: w.pay * lineBet,
        // [reel, row] of the paying cells, for the page to highlight.
        cells: PAYLINES[w.line - 1].slice(0, w.count).map((row, reel) => [reel, row]),
      })),
    };
  });
}

export async function playDice(ctx: HouseContext, token: string, stake: number, target: number) {
  if (target < DICE_MIN_TARGET || target > DICE_MAX_TARGET) throw new BadRequestError('err_dice_target', { min: DICE_MIN_TARGET, max: DICE_MAX_TARGET }, 'validation_failed');
  return ctx.db.transaction(async (tx) => {
    const launch = await liveLaunch(ctx, token, tx, true);
    const game = await houseGame(ctx, launch.gameId, HOUSE_DICE_CODE, tx);
    checkStake(stake, game.minBet, 1);
    const r = rollDice(cryptoInts, stake, target);
    const { roundId, balance } = await settle(ctx, launch, game, stake, r.win, r, tx);
    return {
      roundId,
      freePlay: launch.freePlay,
      stake,
      win: r.win,
      balance,
      roll: r.roll / 100,
      target,
      won: r.won,
      multiplier: r.multiplier,
    };
  });
}
