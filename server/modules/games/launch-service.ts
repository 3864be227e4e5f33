// spec §2 Game launch: login required; LOTT/ELOTT types and the lottery vendors go to the lottery route;
// isGame VASSALAGE answers a sub-game list; everything else opens the vendor's launch URL in the /game
// iframe. spec §4/§6: a trial account (isAgent 4) may only launch free play.
import { createHash, randomBytes } from 'node:crypto';
import { LOTTERY_VENDORS, lotteryPath, type GameType, type LaunchResult } from '../../../schema/api/games';
import type { DbOrTx } from '../../db/client';
import { AppError, BadRequestError, NotFoundError, TrialAccountError } from '../../lib/errors';
import { TRIAL_TYPE } from '../accounts';
import type { SessionMember } from '../accounts';
import type { Tenant } from '../tenancy';
import { adapterFor } from './adapters/registry';
import { normaliseLang, toGame } from './catalogue-service';
import { underMaintenance } from './availability';
import * as repo from './repo';

/** Launch tokens live this long after the last round (sliding); the session token never goes in a URL. */
export const LAUNCH_TTL_MS = 15 * 60 * 1000;
/** Play money of a free-play session (minor units). */
export const FREE_PLAY_BALANCE = 200_000;
const SUB_GAME_LIMIT = 100;

export function hashLaunchToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface LaunchInput {
  nodeId?: string;
  vendor?: string;
  gameCode?: string;
  gameType?: GameType;
  freePlay?: boolean;
  roomId?: string;
  language?: string;
}

export class GameMaintenanceError extends AppError {
  constructor() {
    // spec §8 'Game maintenance' screen.
    super(409, 'game_maintenance', 'err_game_maintenance');
  }
}

async function findGame(tenant: Tenant, input: LaunchInput, db: DbOrTx) {
  const game = input.nodeId
    ? await repo.findGameByNode(tenant.merchantId, input.nodeId, db)
    : input.vendor && input.gameCode
      ? await repo.findGameByCode(tenant.merchantId, input.vendor, input.gameCode, db)
      : undefined;
  if (!input.nodeId && !(input.vendor && input.gameCode)) throw new BadRequestError('err_game_required', undefined, 'validation_failed');
  if (!game || (input.gameType && input.gameType !== game.gameType) || (input.vendor && input.vendor !== game.vassalage)) throw new NotFoundError('err_game_not_found');
  return game;
}

function isLottery(game: repo.GameRow): boolean {
  return game.gameType === 'LOTT' || game.gameType === 'ELOTT' || (LOTTERY_VENDORS as readonly string[]).includes(game.vassalage);
}

export async function launchGame(tenant: Tenant, member: SessionMember, input: LaunchInput, now: Date, db: DbOrTx): Promise<LaunchResult> {
  const game = await findGame(tenant, input, db);
  const vendor = await repo.findVendor(tenant.merchantId, game.vassalage, game.gameType, db);
  if (!game.enabled || !vendor || !vendor.enabled || underMaintenance(game, now) || underMaintenance(vendor, now)) throw new GameMaintenanceError();
  const lang = normaliseLang(input.language, tenant);
  const freePlay = input.freePlay === true;

  if (game.isGame === 'VASSALAGE') {
    // A vendor lobby: the site shows the sub-games in a popup and launches one of them.
    const subs = await repo.listSubGames(tenant.merchantId, game.vassalage, game.gameType, SUB_GAME_LIMIT, db);
    return { mode: 'VASSALAGE', url: null, route: null, subGames: subs.map((s) => toGame(s, lang)), freePlay: false, expiresAt: null };
  }
  if (member.isAgent === TRIAL_TYPE && !freePlay) throw new TrialAccountError();
  if (freePlay && !game.freePlay) throw new BadRequestError('err_free_play_unavailable', undefined, 'free_play_unavailable');

  await repo.touchRecent(tenant.merchantId, member.id, game.id, now, db);
  if (isLottery(game)) {
    const q = new URLSearchParams({ gameCode: game.gameCode, vendor: game.vassalage, playType: game.defaultPlayType });
    return { mode: 'LOTTERY', url: null, route: `${lotteryPath(game.vassalage)}?${q}`, subGames: [], freePlay: false, expiresAt: null };
  }

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LAUNCH_TTL_MS);
  await repo.insertLaunch(
    { tokenHash: hashLaunchToken(token), merchantId: tenant.merchantId, memberId: member.id, gameId: game.id, freePlay, freeBalance: freePlay ? FREE_PLAY_BALANCE : null, expiresAt, createdAt: now },
    db,
  );
  const url = adapterFor(vendor.adapter).launchUrl({ game, vendor, token, freePlay, language: lang, roomId: input.roomId });
  return { mode: 'IFRAME', url, route: null, subGames: [], freePlay, freeBalance: freePlay ? FREE_PLAY_BALANCE : null, expiresAt: expiresAt.toISOString() };
}

/** GLS2_roomList: PvP rooms of a game, by stake tier (generated from the game's min bet). */
export async function roomList(tenant: Tenant, input: { nodeId?: string; vendor?: string; gameCode?: string }, now: Date, db: DbOrTx) {
  const game = await findGame(tenant, input, db);
  if (game.gameType !== 'PVP') throw new NotFoundError('err_game_not_found');
  if (!game.enabled || underMaintenance(game, now)) throw new GameMaintenanceError();
  const tiers = [
    ['NOVICE', 'Novice', 1],
    ['REGULAR', 'Regular', 5],
    ['EXPERT', 'Expert', 20],
    ['VIP', 'VIP', 100],
  ] as const;
  // Seat counts vary by game and tier but stay stable between calls (no randomness in a listing).
  const seed = [...game.nodeId].reduce((s, c) => (s * 31 + c.charCodeAt(0)) >>> 0, 7);
  return tiers.map(([id, name, mult], i) => ({
    roomId: `${game.gameCode}_${id}`,
    roomName: name,
    nodeId: game.nodeId,
    minBet: game.minBet * mult,
    maxBet: game.minBet * mult * 100,
    seats: 6,
    players: (seed >> (i * 3)) % 7,
  }));
}
