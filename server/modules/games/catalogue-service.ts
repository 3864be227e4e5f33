// Catalogue rules: spec §3 game list query, vendor categories, hot game types; §4 list types (all, hot,
// fav, recent; page size 15) and favourites; §9 nav drop-down of up to 30 vendors.
import { GAME_PAGE_SIZE, GAME_TYPES, HOT_GAME_TYPES, NAV_VENDOR_LIMIT, type Game, type GameMenu, type GamePage, type GameType, type VendorCategory } from '../../../schema/api/games';
import type { DbOrTx } from '../../db/client';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import type { SessionMember } from '../accounts';
import type { Tenant } from '../tenancy';
import { catalogueList } from './catalogue-snapshot';
import { toMinor } from './money';
import * as repo from './repo';

export type Lang = 'ms' | 'en' | 'zh';

/** spec §3 configuration: supported MS, EN, CN (CN is Chinese); anything else falls back to the brand default. */
export function normaliseLang(language: string | undefined, tenant: Tenant): Lang {
  const l = (language ?? '').toLowerCase();
  if (l === 'ms' || l === 'en' || l === 'zh') return l;
  if (l === 'cn' || l.startsWith('zh')) return 'zh';
  if (l.startsWith('en')) return 'en';
  if (l.startsWith('ms') || l === 'my') return 'ms';
  const d = tenant.manifest.languages.default.toLowerCase();
  return d === 'en' || d === 'zh' ? d : 'ms';
}

export function thumbUrl(id: number): string {
  return `/lgw/games/thumb/${id}.svg`;
}

export function toGame(row: repo.GameTile, lang: Lang, favourites?: Set<number>): Game {
  const game: Game = {
    gameType: row.gameType,
    vendor: row.vassalage,
    accountTypeName: row.accountTypeName,
    gameCode: row.gameCode,
    code: row.code,
    defaultPlayType: row.defaultPlayType,
    isGame: row.isGame,
    vassalage: row.vassalage,
    nodeId: row.nodeId,
    gameName: lang === 'en' ? row.nameEn : lang === 'zh' ? row.nameZh : row.nameMs,
    gameClassify: row.gameClassify,
    thumbnail: thumbUrl(row.id),
    minBet: row.minBet,
    lines: row.lines,
    rtp: row.rtpBp / 100,
    isHot: row.isHot,
    isNew: row.isNew,
    freePlay: row.freePlay,
  };
  if (favourites) game.isFavourite = favourites.has(row.id);
  return game;
}

export type ListType = 'all' | 'hot' | 'fav' | 'recent';

export interface GameListInput {
  gameType: GameType;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: number;
  minLineNum?: number;
  pageNo?: number;
  pageSize?: number;
  language?: string;
  listType?: ListType;
}

/** LIKE wildcards typed by the user are literal characters, not patterns. */
export function searchTerm(name: string | undefined): string | undefined {
  const t = (name ?? '').trim().toLowerCase().replace(/[%_\\]/g, '');
  return t ? t : undefined;
}

function paging(input: { pageNo?: number; pageSize?: number }) {
  const pageNo = Math.max(1, input.pageNo ?? 1);
  const pageSize = Math.min(100, Math.max(1, input.pageSize ?? GAME_PAGE_SIZE));
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

/** GCSGAME_gameList: every filter of the spec §3 game list query, plus the §4 list type. */
export async function gameList(tenant: Tenant, member: SessionMember | null, input: GameListInput, db: DbOrTx): Promise<GamePage> {
  const lang = normaliseLang(input.language, tenant);
  const { pageNo, pageSize, offset } = paging(input);
  const filter: repo.GameFilter = {
    gameType: input.gameType,
    vassalage: input.vassalage || undefined,
    gameClassify: input.gameClassify || undefined,
    search: searchTerm(input.gameName),
    // spec §9 min-bet options: "0.05" lists the games you can play with 0.05, i.e. min bet at most 0.05.
    maxMinBet: input.minBet !== undefined && input.minBet > 0 ? toMinor(input.minBet, tenant) : undefined,
    // spec §9 sample filter "25 or more lines".
    minLines: input.minLineNum !== undefined && input.minLineNum > 0 ? input.minLineNum : undefined,
    hotOnly: input.listType === 'hot',
  };
  let result: { rows: repo.GameTile[]; total: number };
  if (input.listType === 'fav' || input.listType === 'recent') {
    // spec §2 Game list screens: fav is saved per member (login required); so is recent.
    if (!member) throw new UnauthorizedError();
    result =
      input.listType === 'fav'
        ? await repo.listFavouriteGames(tenant.merchantId, member.id, filter, pageSize, offset, db)
        : await repo.listRecentGames(tenant.merchantId, member.id, filter, pageSize, offset, db);
  } else {
    // The in-process snapshot of the catalogue (catalogue-snapshot.ts), kept fresh by its version.
    result = await catalogueList(tenant.merchantId, filter, pageSize, offset, db);
  }
  const favs = member ? await repo.favouriteIds(tenant.merchantId, member.id, result.rows.map((r) => r.id), db) : undefined;
  return {
    list: result.rows.map((r) => toGame(r, lang, favs)),
    pageNo,
    pageSize,
    totalCount: result.total,
    totalPages: Math.ceil(result.total / pageSize),
  };
}

/** Game types in nav order: spec §2 Header "Cockfight entry is moved to just after RNG". */
function navOrder(types: readonly GameType[]): GameType[] {
  const rest = types.filter((t) => t !== 'COCKFIGHT');
  const i = rest.indexOf('RNG');
  return types.includes('COCKFIGHT') ? [...rest.slice(0, i + 1), 'COCKFIGHT', ...rest.slice(i + 1)] : rest;
}

/** /lgw/games/game_menus: the nav, one entry per game type with up to 30 vendors (spec §9). */
export async function gameMenus(tenant: Tenant, db: DbOrTx): Promise<GameMenu[]> {
  const vendors = await repo.listVendors(tenant.merchantId, db);
  return navOrder(GAME_TYPES)
    .map((gameType) => ({
      gameType,
      vendors: vendors
        .filter((v) => v.gameType === gameType)
        .slice(0, NAV_VENDOR_LIMIT)
        .map((v) => ({ displayName: v.displayName, vassalage: v.vassalage, gameType, accountTypeId: v.accountTypeId, isHot: v.isHot })),
    }))
    .filter((m) => m.vendors.length > 0);
}

/** GCSGAME_newGameVendor: spec §3 Vendor category (title, cards, gameClassify with vendors). */
export async function vendorCategories(tenant: Tenant, gameType: GameType | undefined, db: DbOrTx): Promise<VendorCategory[]> {
  const [vendors, counts] = await Promise.all([repo.listVendors(tenant.merchantId, db), repo.classifyCounts(tenant.merchantId, db)]);
  return navOrder(GAME_TYPES)
    .filter((t) => !gameType || t === gameType)
    .map((title) => {
      const ofType = counts.filter((c) => c.gameType === title);
      const classify = new Map<string, Set<string>>();
      for (const c of ofType) {
        if (!classify.has(c.gameClassify)) classify.set(c.gameClassify, new Set());
        classify.get(c.gameClassify)!.add(c.vassalage);
      }
      return {
        title,
        cards: vendors
          .filter((v) => v.gameType === title)
          .map((v) => ({
            vassalage: v.vassalage,
            displayName: v.displayName,
            isHot: v.isHot,
            gameCount: ofType.filter((c) => c.vassalage === v.vassalage).reduce((s, c) => s + c.n, 0),
          })),
        gameClassify: [...classify].map(([gameClassify, vs]) => ({ gameClassify, vendors: [...vs] })),
      };
    })
    .filter((c) => c.cards.length > 0);
}

/** GCSGAME_getVassGameType: the game types and classify tabs one vendor offers (the /rng?page= hall). */
export async function vendorGameTypes(tenant: Tenant, vassalage: string, gameType: GameType | undefined, db: DbOrTx) {
  const counts = (await repo.classifyCounts(tenant.merchantId, db)).filter((c) => c.vassalage === vassalage && (!gameType || c.gameType === gameType));
  if (!counts.length) throw new NotFoundError('err_vendor_not_found');
  const byType = new Map<string, { gameClassify: string; count: number }[]>();
  for (const c of counts) {
    if (!byType.has(c.gameType)) byType.set(c.gameType, []);
    byType.get(c.gameType)!.push({ gameClassify: c.gameClassify, count: c.n });
  }
  return [...byType].map(([t, classify]) => ({
    vassalage,
    gameType: t as GameType,
    total: classify.reduce((s, c) => s + c.count, 0),
    gameClassify: classify.sort((a, b) => b.count - a.count),
  }));
}

/** GCSGAME_hotGamesV2: hot games per spec §3 hot game type. */
export async function hotGames(tenant: Tenant, gameType: GameType | undefined, language: string | undefined, perType: number, db: DbOrTx) {
  const lang = normaliseLang(language, tenant);
  const types = HOT_GAME_TYPES.filter((t) => !gameType || t === gameType);
  const lists = await Promise.all(types.map((t) => repo.listHotGames(tenant.merchantId, t, perType, db)));
  return types.map((t, i) => ({ gameType: t, list: lists[i].map((r) => toGame(r, lang)) })).filter((g) => g.list.length > 0);
}

// Favourites (spec §4; §7 add/remove sends nodeId, vendor, gameType) ---------------------------------

export interface FavouriteInput {
  nodeId: string;
  vendor?: string;
  gameType?: GameType;
}

async function gameForFavourite(tenant: Tenant, input: FavouriteInput, db: DbOrTx) {
  const game = await repo.findGameByNode(tenant.merchantId, input.nodeId, db);
  // vendor and gameType, when sent, must describe the same game (a stale tile must not favourite another).
  if (!game || (input.vendor && input.vendor !== game.vassalage) || (input.gameType && input.gameType !== game.gameType)) throw new NotFoundError('err_game_not_found');
  return game;
}

export async function addFavourite(tenant: Tenant, member: SessionMember, input: FavouriteInput, db: DbOrTx) {
  const game = await gameForFavourite(tenant, input, db);
  const added = await repo.addFavourite(tenant.merchantId, member.id, game.id, db);
  return { nodeId: game.nodeId, favourite: true, changed: added };
}

export async function removeFavourite(tenant: Tenant, member: SessionMember, input: FavouriteInput, db: DbOrTx) {
  const game = await gameForFavourite(tenant, input, db);
  const removed = await repo.removeFavourite(tenant.merchantId, member.id, game.id, db);
  return { nodeId: game.nodeId, favourite: false, changed: removed };
}

export async function favouritePage(tenant: Tenant, member: SessionMember, input: Omit<GameListInput, 'gameType'> & { gameType?: GameType }, db: DbOrTx): Promise<GamePage> {
  const lang = normaliseLang(input.language, tenant);
  const { pageNo, pageSize, offset } = paging(input);
  const r = await repo.listFavouriteGames(tenant.merchantId, member.id, { gameType: input.gameType, vassalage: input.vassalage, search: searchTerm(input.gameName) }, pageSize, offset, db);
  const all = new Set(r.rows.map((x) => x.id));
  return { list: r.rows.map((x) => toGame(x, lang, all)), pageNo, pageSize, totalCount: r.total, totalPages: Math.ceil(r.total / pageSize) };
}

export async function recentPage(tenant: Tenant, member: SessionMember, input: { gameType?: GameType; language?: string; recentCount?: number }, db: DbOrTx) {
  const lang = normaliseLang(input.language, tenant);
  const r = await repo.listRecentGames(tenant.merchantId, member.id, { gameType: input.gameType }, Math.min(100, input.recentCount ?? 20), 0, db);
  const favs = await repo.favouriteIds(tenant.merchantId, member.id, r.rows.map((x) => x.id), db);
  return r.rows.map((x) => ({ ...toGame(x, lang, favs), launchedAt: x.launchedAt.toISOString() }));
}

/** getFavoriteGamesList: just the nodeIds, for the heart icons on tiles. */
export async function favouriteNodeIdList(tenant: Tenant, member: SessionMember, gameType: GameType | undefined, db: DbOrTx): Promise<string[]> {
  return repo.favouriteNodeIds(tenant.merchantId, member.id, gameType, db);
}
