// House game rounds (issue 5 item 4): every real-money round is a debit and a credit through the seamless
// wallet (wallet-port.ts), committed together in one batch of the wallet's batcher (the path vendor callbacks
// and the benchmark take, issue 14 item 2), which also writes the round's record: a refused bet moves nothing.
// Outcomes come from the crypto RNG here, never from the browser. Free play moves play money kept on the
// launch row and touches neither the wallet nor the records.
import { randomBytes } from 'node:crypto';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError, BadRequestError, UnauthorizedError } from '../../../lib/errors';
import type { Tenant } from '../../tenancy';
import { hashLaunchToken, GameMaintenanceError, LAUNCH_TTL_MS } from '../launch-service';
import { underMaintenance } from '../availability';
import * as repo from '../repo';
import type { GameWallet, SeamlessResult } from '../wallet-port';
import { HOUSE_DICE_CODE, HOUSE_SLOT_CODE } from './codes';
import { DICE_MAX_TARGET, DICE_MIN_TARGET } from './dice-math';
import { fairRoll, fairSpin, hashServerSeed } from './fair';
import { fairState, nextFairRound, rotateSeeds, type RoundProof } from './fair-service';
import { LINES, PAYLINES, PAYTABLE } from './slot-math';

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

/** Wallet refusals → what the player's game page is told (the player's browser, not a vendor). */
const REFUSALS: Record<Extract<SeamlessResult, { ok: false }>['code'], [number, string]> = {
  insufficient_funds: [400, 'err_insufficient_balance'],
  round_not_found: [404, 'err_round_not_found'],
  round_rolled_back: [409, 'err_round_rolled_back'],
  round_closed: [409, 'err_round_closed'],
  tx_conflict: [409, 'err_tx_conflict'],
  member_not_found: [404, 'err_player_not_found'],
  win_exceeds_limit: [409, 'err_win_exceeds_limit'],
  trial_account: [403, 'in_need_true_account'],
  // Issue 20: the player's own protection limits (wallet/guards.ts, the compliance module's rules).
  loss_limit_exceeded: [403, 'err_rg_loss_limit'],
  wager_limit_exceeded: [403, 'err_rg_wager_limit'],
  session_limit_exceeded: [403, 'err_rg_session_limit'],
  player_excluded: [403, 'err_rg_excluded'],
};

function refusal(r: Extract<SeamlessResult, { ok: false }>): AppError {
  const [status, key] = REFUSALS[r.code];
  return new AppError(status, r.code, key, { balance: r.balance });
}

async function liveLaunch(ctx: HouseContext, token: string, tx: DbOrTx, lock: boolean) {
  const launch = await repo.findLiveLaunch(ctx.tenant.merchantId, hashLaunchToken(token), ctx.now, tx, lock);
  // A token of another brand is no token (tenant isolation, as for sessions).
  if (!launch || launch.merchantId !== ctx.tenant.merchantId) throw new UnauthorizedError('err_launch_expired');
  return launch;
}

async function houseGame(ctx: HouseContext, gameId: number, code: string, tx: DbOrTx) {
  const game = await repo.findGameById(ctx.tenant.merchantId, gameId, tx);
  if (!game || game.vassalage !== HOUSE_VENDOR_CODE || game.gameCode !== code) throw new BadRequestError('err_wrong_game', undefined, 'wrong_game');
  // Maintenance stops the next round too, not only the next launch (issue 19 item 2).
  if (!game.enabled || underMaintenance(game, ctx.now)) throw new GameMaintenanceError();
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

/**
 * Free play: the launch row's play money, under its lock, in the caller's transaction. Real money: the round's
 * debit and settling credit (0 closes a losing round) as one batch of the wallet, which writes the round's
 * record with its outcome; then the launch is extended.
 */
async function settle(ctx: HouseContext, launch: repo.LaunchRow, game: repo.GameRow, stake: number, win: number, detail: unknown, tx: DbOrTx): Promise<Settled> {
  const expiresAt = new Date(ctx.now.getTime() + LAUNCH_TTL_MS);
  if (launch.freePlay) {
    const before = launch.freeBalance ?? 0;
    if (before < stake) throw new AppError(400, 'insufficient_funds', 'err_insufficient_balance', { balance: before });
    const balance = before - stake + win;
    await repo.extendLaunch(ctx.tenant.merchantId, launch.id, expiresAt, balance, tx);
    return { roundId: null, balance };
  }
  const roundId = newRoundId();
  const base = {
    merchantId: ctx.tenant.merchantId,
    memberId: launch.memberId,
    vendorCode: HOUSE_VENDOR_CODE,
    roundId,
    gameCode: game.gameCode,
    gameId: game.id,
    gameType: game.gameType,
    at: ctx.now,
  };
  const r = await ctx.wallet.round(ctx.db, { ...base, txId: `${roundId}-BET`, amount: stake }, { ...base, txId: `${roundId}-WIN`, amount: win, detail });
  if (!r.debit.ok) throw refusal(r.debit);
  if (!r.credit.ok) throw refusal(r.credit);
  await repo.extendLaunch(ctx.tenant.merchantId, launch.id, expiresAt, null, ctx.db);
  return { roundId, balance: r.credit.balance };
}

/** A round: free play in a transaction on the launch row; real money through the wallet's batcher (no transaction of ours). */
async function play<T>(ctx: HouseContext, token: string, code: string, round: (launch: repo.LaunchRow, game: repo.GameRow, tx: DbOrTx) => Promise<T>): Promise<T> {
  const launch = await liveLaunch(ctx, token, ctx.db, false);
  if (!launch.freePlay) return round(launch, await houseGame(ctx, launch.gameId, code, ctx.db), ctx.db);
  return ctx.db.transaction(async (tx) => {
    const locked = await liveLaunch(ctx, token, tx, true);
    return round(locked, await houseGame(ctx, locked.gameId, code, tx), tx);
  });
}

/** The member's next provably fair round (free play too): its seeds and nonce, and the proof shown with it. */
async function fairRound(ctx: HouseContext, launch: repo.LaunchRow, tx: DbOrTx) {
  const round = await nextFairRound(tx, ctx.tenant.merchantId, launch.memberId);
  const proof: RoundProof = { serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce };
  return { proof, round };
}

/** The fairness panel of the game page: the active pair (hash, client seed, next nonce) and the last revealed one. */
export async function fairInfo(ctx: HouseContext, token: string) {
  const launch = await liveLaunch(ctx, token, ctx.db, false);
  return fairState(ctx.db, ctx.tenant.merchantId, launch.memberId);
}

/** Rotation (optionally with the player's new client seed): the server seed revealed, a new pair from nonce 0. */
export async function rotateFair(ctx: HouseContext, token: string, clientSeed: string | undefined) {
  const launch = await liveLaunch(ctx, token, ctx.db, false);
  return rotateSeeds(ctx.db, ctx.tenant.merchantId, launch.memberId, clientSeed, ctx.now);
}

/** Anyone's check of a round (no session): the hash of the seed given, and the round it makes. */
export function verifyRound(q: { game: 'slot' | 'dice'; serverSeed: string; serverSeedHash?: string; clientSeed: string; nonce: number; stake?: number; target?: number }) {
  const round = { serverSeed: q.serverSeed.toLowerCase(), clientSeed: q.clientSeed, nonce: q.nonce };
  const serverSeedHash = hashServerSeed(round.serverSeed);
  const base = { serverSeedHash, hashMatches: q.serverSeedHash ? serverSeedHash === q.serverSeedHash.toLowerCase() : null, nonce: q.nonce };
  if (q.game === 'slot') {
    const s = fairSpin(round);
    return { ...base, stops: s.stops, grid: s.grid, pay: s.pay };
  }
  const d = fairRoll(round, q.stake ?? 100, q.target ?? 50);
  return { ...base, roll: d.roll / 100, won: d.won, win: d.win };
}

export async function playSlot(ctx: HouseContext, token: string, stake: number) {
  return play(ctx, token, HOUSE_SLOT_CODE, async (launch, game, tx) => {
    checkStake(stake, game.minBet, LINES);
    const lineBet = stake / LINES;
    // Issue 17 item 4: the outcome from the member's seed pair and the round's nonce (house/fair.ts).
    const { proof, round } = await fairRound(ctx, launch, tx);
    const result = fairSpin(round);
    const win = result.pay * lineBet;
    const { roundId, balance } = await settle(ctx, launch, game, stake, win, { grid: result.grid, stops: result.stops, wins: result.wins, fair: proof }, tx);
    return {
      roundId,
      freePlay: launch.freePlay,
      stake,
      win,
      balance,
      fair: proof,
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
  return play(ctx, token, HOUSE_DICE_CODE, async (launch, game, tx) => {
    checkStake(stake, game.minBet, 1);
    const { proof, round } = await fairRound(ctx, launch, tx);
    const r = fairRoll(round, stake, target);
    const { roundId, balance } = await settle(ctx, launch, game, stake, r.win, { ...r, fair: proof }, tx);
    return {
      roundId,
      freePlay: launch.freePlay,
      stake,
      win: r.win,
      balance,
      fair: proof,
      roll: r.roll / 100,
      target,
      won: r.won,
      multiplier: r.multiplier,
    };
  });
}
