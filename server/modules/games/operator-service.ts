// Issue 19 item 2: the operator's view of a brand's vendors and games, and the changes an operator makes to them
// (enable, disable, maintenance with an optional end time; hot flag and hot order). Every change moves the brand's
// catalogue version in its own transaction (bumpCatalogueVersion: every node drops its list snapshot) and is
// audit-logged with the row's state before and after.
import { and, asc, count, eq, like, type SQL } from 'drizzle-orm';
import type { GameType } from '../../../schema/api/games';
import type { DbOrTx } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { insertAudit } from '../tenancy';
import { availabilityOf, underMaintenance, type Availability, type MaintenanceState } from './availability';
import { searchTerm } from './catalogue-service';
import { bumpCatalogueVersion } from './catalogue-snapshot';
import { games, gameVendors } from './tables';

export interface AvailabilityInput {
  state: Availability;
  /** ISO date-time; only with state maintenance, and in the future. */
  maintenanceUntil?: string;
}

/** The columns an availability change writes; 400 for an end time without maintenance or in the past. */
function availabilityColumns(input: AvailabilityInput, now: Date): MaintenanceState {
  if (input.maintenanceUntil === undefined) return { enabled: input.state !== 'disabled', maintenance: input.state === 'maintenance', maintenanceUntil: null };
  if (input.state !== 'maintenance') throw new BadRequestError('err_ops_games_until_without_maintenance', undefined, 'validation_failed');
  const until = new Date(input.maintenanceUntil);
  if (!(until > now)) throw new BadRequestError('err_ops_games_until_past', undefined, 'validation_failed');
  return { enabled: true, maintenance: true, maintenanceUntil: until };
}

const vendorColumns = {
  id: gameVendors.id,
  vassalage: gameVendors.vassalage,
  gameType: gameVendors.gameType,
  displayName: gameVendors.displayName,
  isHot: gameVendors.isHot,
  enabled: gameVendors.enabled,
  maintenance: gameVendors.maintenance,
  maintenanceUntil: gameVendors.maintenanceUntil,
  sortOrder: gameVendors.sortOrder,
};
type VendorState = { [K in keyof typeof vendorColumns]: (typeof gameVendors.$inferSelect)[K] };

const gameColumns = {
  id: games.id,
  nodeId: games.nodeId,
  gameType: games.gameType,
  vassalage: games.vassalage,
  gameCode: games.gameCode,
  gameClassify: games.gameClassify,
  nameEn: games.nameEn,
  nameMs: games.nameMs,
  nameZh: games.nameZh,
  isHot: games.isHot,
  hotOrder: games.hotOrder,
  enabled: games.enabled,
  maintenance: games.maintenance,
  maintenanceUntil: games.maintenanceUntil,
  sortOrder: games.sortOrder,
};
type GameState = { [K in keyof typeof gameColumns]: (typeof games.$inferSelect)[K] };

const vendorView = (v: VendorState, now: Date) => ({
  id: v.id,
  vassalage: v.vassalage,
  gameType: v.gameType,
  displayName: v.displayName,
  isHot: v.isHot === 1,
  state: availabilityOf(v, now),
  maintenanceUntil: underMaintenance(v, now) ? (v.maintenanceUntil?.toISOString() ?? null) : null,
  sortOrder: v.sortOrder,
});

const gameView = (g: GameState, now: Date) => ({
  id: g.id,
  nodeId: g.nodeId,
  gameType: g.gameType,
  vassalage: g.vassalage,
  gameCode: g.gameCode,
  gameClassify: g.gameClassify,
  name: { en: g.nameEn, ms: g.nameMs, zh: g.nameZh },
  isHot: g.isHot,
  hotOrder: g.hotOrder,
  state: availabilityOf(g, now),
  maintenanceUntil: underMaintenance(g, now) ? (g.maintenanceUntil?.toISOString() ?? null) : null,
});

/** Every vendor row of the brand (one per vendor code and game type), in menu order, whatever its state. */
export async function listVendorStates(merchantId: number, now: Date, db: DbOrTx) {
  const rows = await db.select(vendorColumns).from(gameVendors).where(eq(gameVendors.merchantId, merchantId)).orderBy(asc(gameVendors.gameType), asc(gameVendors.sortOrder), asc(gameVendors.id));
  return rows.map((v) => vendorView(v, now));
}

export interface GameSearch {
  gameType?: GameType;
  vassalage?: string;
  name?: string;
  pageNo: number;
  pageSize: number;
}

/**
 * One page of the brand's games in lobby order, every state. Served by games_ops_idx (merchant, type, sort order,
 * id) and, with a vendor, games_vendor_code_idx; a name matches any language (search_text), as on the site.
 */
export async function searchGameStates(merchantId: number, q: GameSearch, now: Date, db: DbOrTx) {
  const search = searchTerm(q.name);
  const conds: SQL[] = [eq(games.merchantId, merchantId)];
  if (q.gameType) conds.push(eq(games.gameType, q.gameType));
  if (q.vassalage) conds.push(eq(games.vassalage, q.vassalage));
  if (search) conds.push(like(games.searchText, `%${search}%`));
  const where = and(...conds);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(gameColumns)
      .from(games)
      .where(where)
      .orderBy(asc(games.gameType), asc(games.sortOrder), asc(games.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db.select({ n: count() }).from(games).where(where),
  ]);
  return { list: rows.map((g) => gameView(g, now)), total: Number(n), pageNo: q.pageNo, pageSize: q.pageSize };
}

export interface Actor {
  actor: string;
  ip: string | null;
}

export async function setVendorAvailability(merchantId: number, id: number, input: AvailabilityInput, who: Actor, now: Date, db: DbOrTx) {
  const set = availabilityColumns(input, now);
  return db.transaction(async (tx) => {
    const [before] = await tx.select(vendorColumns).from(gameVendors).where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.id, id))).for('update');
    if (!before) throw new NotFoundError('err_vendor_not_found');
    const [after] = await tx.update(gameVendors).set(set).where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.id, id))).returning(vendorColumns);
    await bumpCatalogueVersion(merchantId, tx);
    const view = vendorView(after, now);
    await insertAudit(merchantId, { ...who, action: 'games.vendor.availability', detail: { id, vassalage: before.vassalage, gameType: before.gameType, before: vendorView(before, now), after: view } }, tx);
    return view;
  });
}

async function changeGame(merchantId: number, id: number, action: string, set: Partial<typeof games.$inferInsert>, who: Actor, now: Date, db: DbOrTx) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(gameColumns).from(games).where(and(eq(games.merchantId, merchantId), eq(games.id, id))).for('update');
    if (!before) throw new NotFoundError('err_game_not_found');
    const [after] = await tx.update(games).set(set).where(and(eq(games.merchantId, merchantId), eq(games.id, id))).returning(gameColumns);
    await bumpCatalogueVersion(merchantId, tx);
    const view = gameView(after, now);
    await insertAudit(merchantId, { ...who, action, detail: { id, nodeId: before.nodeId, before: gameView(before, now), after: view } }, tx);
    return view;
  });
}

export function setGameAvailability(merchantId: number, id: number, input: AvailabilityInput, who: Actor, now: Date, db: DbOrTx) {
  return changeGame(merchantId, id, 'games.game.availability', availabilityColumns(input, now), who, now, db);
}

export function setGameHot(merchantId: number, id: number, input: { isHot: boolean; hotOrder?: number }, who: Actor, now: Date, db: DbOrTx) {
  return changeGame(merchantId, id, 'games.game.hot', { isHot: input.isHot, ...(input.hotOrder === undefined ? {} : { hotOrder: input.hotOrder }) }, who, now, db);
}

