// SQL for the catalogue, favourites, recents and launch tokens. Every query is scoped by merchant_id;
// repositories never open transactions (the service passes a tx as the last argument).
import type { GameType } from '../../../schema/api/games';
import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { gameFavourites, gameLaunches, gameRecents, games, gameVendors } from './tables';

export type GameRow = typeof games.$inferSelect;
export type VendorRow = typeof gameVendors.$inferSelect;
export type LaunchRow = typeof gameLaunches.$inferSelect;

/** The columns a tile needs (search_text and timestamps stay in the database). */
export const tileColumns = {
  id: games.id,
  nodeId: games.nodeId,
  gameType: games.gameType,
  vassalage: games.vassalage,
  accountTypeName: games.accountTypeName,
  gameCode: games.gameCode,
  code: games.code,
  defaultPlayType: games.defaultPlayType,
  isGame: games.isGame,
  gameClassify: games.gameClassify,
  nameEn: games.nameEn,
  nameMs: games.nameMs,
  nameZh: games.nameZh,
  minBet: games.minBet,
  lines: games.lines,
  rtpBp: games.rtpBp,
  isHot: games.isHot,
  isNew: games.isNew,
  freePlay: games.freePlay,
};
export type GameTile = { [K in keyof typeof tileColumns]: GameRow[K] };

export interface GameFilter {
  gameType: GameType;
  vassalage?: string;
  gameClassify?: string;
  /** Lower-cased, already stripped of LIKE wildcards by the service. */
  search?: string;
  /** Minor units: games whose min bet is at most this. */
  maxMinBet?: number;
  minLines?: number;
  hotOnly?: boolean;
}

function tilesByIdsQuery(db: DbOrTx) {
  return db
    .select(tileColumns)
    .from(games)
    .where(and(eq(games.merchantId, sql.placeholder('merchantId')), sql`${games.id} = any(${sql.placeholder('ids')}::int[])`, eq(games.enabled, true)))
    .prepare('games_tiles_by_ids');
}
/** A named prepared statement per database handle: the list query's one SQL statement skips parse and plan. */
const tilesByIds = new WeakMap<object, ReturnType<typeof tilesByIdsQuery>>();

/** The tiles of these games in the given order; games disabled since the snapshot are left out. */
export async function gamesByIds(merchantId: number, ids: number[], db: DbOrTx): Promise<GameTile[]> {
  if (!ids.length) return [];
  let q = tilesByIds.get(db);
  if (!q) tilesByIds.set(db, (q = tilesByIdsQuery(db)));
  const rows = await q.execute({ merchantId, ids });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is GameTile => !!r);
}

/** Favourites (spec §4) as a page, newest first, with the same filters. */
export async function listFavouriteGames(merchantId: number, memberId: number, f: Partial<GameFilter>, limit: number, offset: number, db: DbOrTx) {
  const conds: SQL[] = [eq(gameFavourites.merchantId, merchantId), eq(gameFavourites.memberId, memberId), eq(games.enabled, true)];
  if (f.gameType) conds.push(eq(games.gameType, f.gameType));
  if (f.vassalage) conds.push(eq(games.vassalage, f.vassalage));
  if (f.search) conds.push(sql`${games.searchText} like ${`%${f.search}%`}`);
  const rows = await db
    .select({ ...tileColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(gameFavourites)
    .innerJoin(games, and(eq(games.merchantId, gameFavourites.merchantId), eq(games.id, gameFavourites.gameId)))
    .where(and(...conds))
    .orderBy(desc(gameFavourites.createdAt), desc(games.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: rows[0]?.total ?? 0 };
}

/** Recently launched games (spec §4 recent list type), newest first. */
export async function listRecentGames(merchantId: number, memberId: number, f: Partial<GameFilter>, limit: number, offset: number, db: DbOrTx) {
  const conds: SQL[] = [eq(gameRecents.merchantId, merchantId), eq(gameRecents.memberId, memberId), eq(games.enabled, true)];
  if (f.gameType) conds.push(eq(games.gameType, f.gameType));
  if (f.vassalage) conds.push(eq(games.vassalage, f.vassalage));
  const rows = await db
    .select({ ...tileColumns, total: sql<number>`count(*) over ()`.mapWith(Number), launchedAt: gameRecents.launchedAt })
    .from(gameRecents)
    .innerJoin(games, and(eq(games.merchantId, gameRecents.merchantId), eq(games.id, gameRecents.gameId)))
    .where(and(...conds))
    .orderBy(desc(gameRecents.launchedAt), desc(games.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function favouriteIds(merchantId: number, memberId: number, gameIds: number[], db: DbOrTx): Promise<Set<number>> {
  if (!gameIds.length) return new Set();
  const rows = await db
    .select({ id: gameFavourites.gameId })
    .from(gameFavourites)
    .where(and(eq(gameFavourites.merchantId, merchantId), eq(gameFavourites.memberId, memberId), inArray(gameFavourites.gameId, gameIds)));
  return new Set(rows.map((r) => r.id));
}

export async function favouriteNodeIds(merchantId: number, memberId: number, gameType: GameType | undefined, db: DbOrTx): Promise<string[]> {
  const conds: SQL[] = [eq(gameFavourites.merchantId, merchantId), eq(gameFavourites.memberId, memberId)];
  if (gameType) conds.push(eq(games.gameType, gameType));
  const rows = await db
    .select({ nodeId: games.nodeId })
    .from(gameFavourites)
    .innerJoin(games, and(eq(games.merchantId, gameFavourites.merchantId), eq(games.id, gameFavourites.gameId)))
    .where(and(...conds))
    .orderBy(desc(gameFavourites.createdAt));
  return rows.map((r) => r.nodeId);
}

export async function addFavourite(merchantId: number, memberId: number, gameId: number, db: DbOrTx): Promise<boolean> {
  const rows = await db.insert(gameFavourites).values({ merchantId, memberId, gameId }).onConflictDoNothing({ target: [gameFavourites.merchantId, gameFavourites.memberId, gameFavourites.gameId] }).returning({ id: gameFavourites.gameId });
  return rows.length > 0;
}

export async function removeFavourite(merchantId: number, memberId: number, gameId: number, db: DbOrTx): Promise<boolean> {
  const rows = await db
    .delete(gameFavourites)
    .where(and(eq(gameFavourites.merchantId, merchantId), eq(gameFavourites.memberId, memberId), eq(gameFavourites.gameId, gameId)))
    .returning({ id: gameFavourites.gameId });
  return rows.length > 0;
}

export async function touchRecent(merchantId: number, memberId: number, gameId: number, now: Date, db: DbOrTx): Promise<void> {
  await db
    .insert(gameRecents)
    .values({ merchantId, memberId, gameId, launchedAt: now })
    .onConflictDoUpdate({ target: [gameRecents.merchantId, gameRecents.memberId, gameRecents.gameId], set: { launchedAt: now } });
}

export async function findGameByNode(merchantId: number, nodeId: string, db: DbOrTx): Promise<GameRow | undefined> {
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.nodeId, nodeId)))
    .limit(1);
  return row;
}

export async function findGameByCode(merchantId: number, vassalage: string, gameCode: string, db: DbOrTx): Promise<GameRow | undefined> {
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.vassalage, vassalage), eq(games.gameCode, gameCode)))
    .limit(1);
  return row;
}

export async function findGameById(merchantId: number, id: number, db: DbOrTx): Promise<GameRow | undefined> {
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.id, id)))
    .limit(1);
  return row;
}

export async function findVendor(merchantId: number, vassalage: string, gameType: GameType, db: DbOrTx): Promise<VendorRow | undefined> {
  const [row] = await db
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.vassalage, vassalage), eq(gameVendors.gameType, gameType)))
    .limit(1);
  return row;
}

/** Every row of a vendor code (one per game type); callbacks are per vendor code. */
export async function findVendorRows(merchantId: number, vassalage: string, db: DbOrTx): Promise<VendorRow[]> {
  return db
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.vassalage, vassalage)))
    .orderBy(asc(gameVendors.id));
}

export async function listVendors(merchantId: number, db: DbOrTx): Promise<VendorRow[]> {
  return db
    .select()
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.enabled, true)))
    .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.id));
}

/** Games per (game type, vendor, classify): feeds the vendor categories and the hall tabs. */
export async function classifyCounts(merchantId: number, db: DbOrTx) {
  const rows = await db
    .select({ gameType: games.gameType, vassalage: games.vassalage, gameClassify: games.gameClassify, n: count() })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.enabled, true)))
    .groupBy(games.gameType, games.vassalage, games.gameClassify);
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** Hot games of one type: by the operator's hot order, then lobby order. */
export async function listHotGames(merchantId: number, gameType: GameType, limit: number, db: DbOrTx): Promise<GameTile[]> {
  return db
    .select(tileColumns)
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.gameType, gameType), eq(games.enabled, true), eq(games.isHot, true)))
    .orderBy(asc(games.hotOrder), asc(games.sortOrder), asc(games.id))
    .limit(limit);
}

/** The playable games of a vendor lobby (isGame VASSALAGE launch: spec §2 sub-game popup). */
export async function listSubGames(merchantId: number, vassalage: string, gameType: GameType, limit: number, db: DbOrTx): Promise<GameTile[]> {
  return db
    .select(tileColumns)
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.vassalage, vassalage), eq(games.gameType, gameType), eq(games.enabled, true), eq(games.isGame, 'GAME')))
    .orderBy(asc(games.sortOrder), asc(games.id))
    .limit(limit);
}

export async function insertLaunch(values: typeof gameLaunches.$inferInsert, db: DbOrTx): Promise<LaunchRow> {
  const [row] = await db.insert(gameLaunches).values(values).returning();
  return row;
}

/** A live launch token row, locked for the round when `lock` (the free-play balance changes under it). */
export async function findLiveLaunch(merchantId: number, tokenHash: string, now: Date, db: DbOrTx, lock = false): Promise<LaunchRow | undefined> {
  // By the request's brand: a token of another brand is no token (tenant isolation, as for sessions).
  const q = db
    .select()
    .from(gameLaunches)
    .where(and(eq(gameLaunches.merchantId, merchantId), eq(gameLaunches.tokenHash, tokenHash), sql`${gameLaunches.expiresAt} > ${now}`))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function extendLaunch(merchantId: number, id: number, expiresAt: Date, freeBalance: number | null, db: DbOrTx): Promise<void> {
  await db
    .update(gameLaunches)
    .set({ expiresAt, ...(freeBalance === null ? {} : { freeBalance }) })
    .where(and(eq(gameLaunches.merchantId, merchantId), eq(gameLaunches.id, id)));
}

/**
 * Deletes launch tokens expired at `now` (job games.launches.purge, server/jobs/sweeps.ts); returns how many. It spans
 * brands on purpose: one sweep by expiry (game_launches_expires_idx), not a look-up of a brand's rows.
 */
export async function deleteExpiredLaunches(now: Date, db: DbOrTx): Promise<number> {
  return (await db.delete(gameLaunches).where(lte(gameLaunches.expiresAt, now)).returning({ id: gameLaunches.id })).length;
}

/**
 * Ends every launch token of a member (issue 24 item 5: logout, password change and reset): an open game
 * page or a vendor holding one can no longer play on the account. Deleted, not expired, so no clock decides.
 */
export async function revokeMemberLaunches(merchantId: number, memberId: number, db: DbOrTx): Promise<void> {
  await db.delete(gameLaunches).where(and(eq(gameLaunches.merchantId, merchantId), eq(gameLaunches.memberId, memberId)));
}
