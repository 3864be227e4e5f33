// JSON schemas of the games call answers (spec §3 Vendor, Vendor category, Game; §7 games calls): the server's
// route response schemas (serialiser and /docs) are these objects, and schema/api/games.ts derives the types the
// site and the server share from them (Static, a type-only import), so the contract is kept once (issue 14 item 3).
// Plain JSON Schema, no TypeBox at run time. Amounts are integers in minor units.
import { GAME_TYPES } from './games';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const bool = { type: 'boolean' } as const;
/** Money: integers in minor units. */
const minor = { type: 'integer' } as const;
export const gameTypeSchema = { type: 'string', enum: [...GAME_TYPES] } as const;

/** spec §3 Vendor. */
export const vendorSchema = {
  type: 'object',
  required: ['displayName', 'vassalage', 'gameType', 'accountTypeId', 'isHot'],
  properties: {
    displayName: str,
    vassalage: str,
    gameType: gameTypeSchema,
    accountTypeId: int,
    isHot: { type: 'integer', description: '1 shows the hot icon in the nav drop-down (spec §2 Header).' },
  },
} as const;

/** GET /lgw/games/game_menus: one entry per game type with its vendors (at most NAV_VENDOR_LIMIT). */
export const gameMenuSchema = { type: 'object', required: ['gameType', 'vendors'], properties: { gameType: gameTypeSchema, vendors: { type: 'array', items: vendorSchema } } } as const;

/** spec §3 Vendor category (GCSGAME_newGameVendor). */
export const vendorCategorySchema = {
  type: 'object',
  required: ['title', 'cards', 'gameClassify'],
  properties: {
    title: gameTypeSchema,
    cards: {
      type: 'array',
      items: { type: 'object', required: ['vassalage', 'displayName', 'isHot', 'gameCount'], properties: { vassalage: str, displayName: str, isHot: int, gameCount: int } },
    },
    gameClassify: {
      type: 'array',
      items: { type: 'object', required: ['gameClassify', 'vendors'], properties: { gameClassify: str, vendors: { type: 'array', items: str } } },
    },
  },
} as const;

/** spec §3 Game, plus the fields a tile shows. */
export const gameSchema = {
  type: 'object',
  required: ['gameType', 'vendor', 'accountTypeName', 'gameCode', 'code', 'defaultPlayType', 'isGame', 'vassalage', 'nodeId', 'gameName', 'gameClassify', 'thumbnail', 'minBet', 'lines', 'rtp', 'isHot', 'isNew', 'freePlay'],
  properties: {
    gameType: gameTypeSchema,
    vendor: str,
    accountTypeName: str,
    gameCode: str,
    code: str,
    defaultPlayType: str,
    isGame: { type: 'string', enum: ['GAME', 'VASSALAGE'], description: "'VASSALAGE' is a vendor lobby: launching it answers a sub-game list." },
    vassalage: str,
    nodeId: str,
    gameName: { type: 'string', description: 'Name in the requested language.' },
    gameClassify: str,
    thumbnail: { type: 'string', description: 'Same-origin SVG (/lgw/games/thumb/<id>.svg).' },
    minBet: minor,
    lines: int,
    rtp: num,
    isHot: bool,
    isNew: bool,
    freePlay: bool,
    isFavourite: { type: 'boolean', description: 'Only when the call carries a token.' },
    launchedAt: { type: 'string', description: 'Recent list only: when the member last launched it.' },
  },
} as const;

/** spec §3 paged response. */
export const gamePageSchema = {
  type: 'object',
  required: ['list', 'pageNo', 'pageSize', 'totalCount', 'totalPages'],
  properties: { list: { type: 'array', items: gameSchema }, pageNo: int, pageSize: int, totalCount: int, totalPages: int },
} as const;

/** POST /wps/game/launchGame answer. */
export const launchResultSchema = {
  type: 'object',
  required: ['mode', 'url', 'route', 'subGames', 'freePlay', 'expiresAt'],
  properties: {
    mode: { type: 'string', enum: ['IFRAME', 'LOTTERY', 'VASSALAGE'], description: 'IFRAME: open url in the /game iframe; LOTTERY: go to route; VASSALAGE: show subGames.' },
    url: { type: ['string', 'null'] },
    route: { type: ['string', 'null'] },
    subGames: { type: 'array', items: gameSchema },
    freePlay: bool,
    /** Free play: the play money the game starts with, minor units (the site's header shows it; issue 23 item 9). */
    freeBalance: { type: ['integer', 'null'] },
    expiresAt: { type: ['string', 'null'] },
  },
} as const;

/** GCSGAME_getRankList: one row of the winners board (real settled rounds). */
export const rankRowSchema = {
  type: 'object',
  required: ['rank', 'userName', 'gameType', 'vendor', 'gameCode', 'gameName', 'stake', 'win', 'multiplier', 'time'],
  properties: { rank: int, userName: str, gameType: gameTypeSchema, vendor: str, gameCode: str, gameName: str, stake: minor, win: minor, multiplier: num, time: str },
} as const;

/** One row of the betting record (personalHistoryCopy). */
export const betRecordSchema = {
  type: 'object',
  required: ['roundId', 'gameType', 'vendor', 'gameCode', 'gameName', 'stake', 'win', 'profit', 'status', 'betTime'],
  properties: {
    roundId: str,
    gameType: gameTypeSchema,
    vendor: str,
    gameCode: str,
    gameName: str,
    stake: minor,
    win: minor,
    profit: minor,
    status: { type: 'string', enum: ['open', 'settled', 'rolled_back'] },
    betTime: str,
  },
} as const;

const moneySummary = { type: 'object', required: ['stake', 'win', 'profit'], properties: { stake: minor, win: minor, profit: minor } } as const;

/** personalHistoryCopy: a page of the betting record with the filter's totals. */
export const recordPageSchema = {
  type: 'object',
  required: ['list', 'pageNo', 'pageSize', 'totalCount', 'totalPages', 'summary'],
  properties: { list: { type: 'array', items: betRecordSchema }, pageNo: int, pageSize: int, totalCount: int, totalPages: int, summary: moneySummary },
} as const;

/** One row of personal profit and loss (personalProfit): per day and game type. */
export const profitRowSchema = {
  type: 'object',
  required: ['day', 'gameType', 'rounds', 'stake', 'win', 'profit'],
  properties: { day: str, gameType: gameTypeSchema, rounds: int, stake: minor, win: minor, profit: minor },
} as const;

/** personalProfit: rows and their total. */
export const profitValueSchema = {
  type: 'object',
  required: ['list', 'total'],
  properties: {
    list: { type: 'array', items: profitRowSchema },
    total: { type: 'object', required: ['rounds', 'stake', 'win', 'profit'], properties: { rounds: int, stake: minor, win: minor, profit: minor } },
  },
} as const;
