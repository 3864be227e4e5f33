// JSON schemas for the games calls: inputs here, answers from schema/api/games-schemas.ts (the shared contract).
// Numbers in query strings are digit strings converted in the route (see content/schemas.ts idString).
import { GAME_CLASSIFY, HOT_GAME_TYPES } from '../../../schema/api/games';
import {
  gameMenuSchema,
  gamePageSchema,
  gameSchema,
  gameTypeSchema,
  launchResultSchema,
  profitValueSchema,
  rankRowSchema,
  recordPageSchema,
  vendorCategorySchema,
} from '../../../schema/api/games-schemas';
import { envelopeSchema } from '../../lib/envelope';
import { idString, langProp, smallIntString } from '../content';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
/** Money: integers in minor units (money.ts). */
const minor = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;

export const gameTypeProp = gameTypeSchema;
export const hotGameTypeProp = { type: 'string', enum: [...HOT_GAME_TYPES] } as const;
export const codeProp = { type: 'string', pattern: '^[A-Za-z0-9_]{1,40}$' } as const;
export const nodeIdProp = { type: 'string', pattern: '^[A-Z]{2,10}\\.[A-Za-z0-9_]{1,40}\\.[A-Za-z0-9_]{1,20}$' } as const;
const classifyProp = { type: 'string', enum: [...new Set(Object.values(GAME_CLASSIFY).flat())] } as const;
/** spec §9 min-bet options are decimals in major units ("0.05"); empty or 0 means all. */
const decimalString = { type: 'string', pattern: '^(0|[1-9][0-9]{0,6})(\\.[0-9]{1,2})?$' } as const;
const dateProp = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' } as const;
/** Fields the site sends with every game call (spec §3 game list query); accepted and ignored. */
const passThrough = {
  clientType: { type: 'string', maxLength: 32 },
  platform: { type: 'string', maxLength: 32 },
  channel: { type: 'string', maxLength: 32 },
  merchant: { type: 'string', maxLength: 64 },
  merchantCode: { type: 'string', maxLength: 64 },
  isPlatform: { type: 'string', maxLength: 4 },
  device: { type: 'string', maxLength: 16 },
} as const;



export const gameListQuery = {
  type: 'object',
  required: ['gameType'],
  properties: {
    gameType: gameTypeProp,
    vassalage: { anyOf: [codeProp, { type: 'string', maxLength: 0 }] },
    gameClassify: { anyOf: [classifyProp, { type: 'string', maxLength: 0 }] },
    gameName: { type: 'string', maxLength: 50 },
    minBet: { anyOf: [decimalString, { type: 'string', maxLength: 0 }] },
    minLineNum: { anyOf: [smallIntString(6), { type: 'string', enum: ['', '0'] }] },
    pageNo: smallIntString(5),
    pageSize: smallIntString(3),
    language: langProp,
    listType: { type: 'string', enum: ['all', 'hot', 'fav', 'recent'] },
    ...passThrough,
  },
} as const;
export const gamePageResponse = envelopeSchema(gamePageSchema);


export const menusQuery = { type: 'object', properties: { language: langProp, ...passThrough } } as const;
export const menusResponse = envelopeSchema({ type: 'array', items: gameMenuSchema });

export const vendorCategoryQuery = { type: 'object', properties: { gameType: gameTypeProp, language: langProp, ...passThrough } } as const;
export const vendorCategoryResponse = envelopeSchema({ type: 'array', items: vendorCategorySchema });

export const vassGameTypeQuery = { type: 'object', required: ['vassalage'], properties: { vassalage: codeProp, gameType: gameTypeProp, ...passThrough } } as const;
export const vassGameTypeResponse = envelopeSchema({
  type: 'array',
  items: {
    type: 'object',
    required: ['vassalage', 'gameType', 'total', 'gameClassify'],
    properties: {
      vassalage: str,
      gameType: str,
      total: int,
      gameClassify: { type: 'array', items: { type: 'object', required: ['gameClassify', 'count'], properties: { gameClassify: str, count: int } } },
    },
  },
});

export const hotGamesQuery = { type: 'object', properties: { gameType: hotGameTypeProp, language: langProp, count: smallIntString(2), ...passThrough } } as const;
export const hotGamesResponse = envelopeSchema({
  type: 'array',
  items: { type: 'object', required: ['gameType', 'list'], properties: { gameType: str, list: { type: 'array', items: gameSchema } } },
});

export const favouritesQuery = {
  type: 'object',
  properties: { gameType: gameTypeProp, vassalage: codeProp, gameName: { type: 'string', maxLength: 50 }, pageNo: smallIntString(5), pageSize: smallIntString(3), language: langProp, ...passThrough },
} as const;
export const favouriteIdsQuery = { type: 'object', properties: { gameType: gameTypeProp, ...passThrough } } as const;
export const favouriteIdsResponse = envelopeSchema({ type: 'array', items: str });
export const favouriteBody = {
  type: 'object',
  required: ['nodeId'],
  properties: { nodeId: nodeIdProp, vendor: codeProp, gameType: gameTypeProp, ...passThrough },
} as const;
export const favouriteResponse = envelopeSchema({
  type: 'object',
  required: ['nodeId', 'favourite', 'changed'],
  properties: { nodeId: str, favourite: bool, changed: bool },
});

export const recentQuery = { type: 'object', properties: { gameType: gameTypeProp, language: langProp, recentCount: smallIntString(3), ...passThrough } } as const;
export const recentResponse = envelopeSchema({ type: 'array', items: gameSchema });

const flag = { anyOf: [bool, { type: 'string', enum: ['0', '1', 'true', 'false'] }, { type: 'integer', enum: [0, 1] }] } as const;
export const launchParams = {
  type: 'object',
  properties: {
    nodeId: nodeIdProp,
    vendor: codeProp,
    vassalage: codeProp,
    gameCode: codeProp,
    gameType: gameTypeProp,
    freePlay: flag,
    roomId: { type: 'string', pattern: '^[A-Za-z0-9_]{1,64}$' },
    language: langProp,
    ...passThrough,
  },
} as const;
export const launchResponse = envelopeSchema(launchResultSchema);

export const roomListQuery = { type: 'object', properties: { nodeId: nodeIdProp, vendor: codeProp, gameCode: codeProp, ...passThrough } } as const;
export const roomListResponse = envelopeSchema({
  type: 'array',
  items: {
    type: 'object',
    required: ['roomId', 'roomName', 'nodeId', 'minBet', 'maxBet', 'seats', 'players'],
    properties: { roomId: str, roomName: str, nodeId: str, minBet: minor, maxBet: minor, seats: int, players: int },
  },
});

export const rankListQuery = { type: 'object', properties: { gameType: gameTypeProp, days: smallIntString(2), count: smallIntString(2), language: langProp, ...passThrough } } as const;
export const rankListResponse = envelopeSchema({ type: 'array', items: rankRowSchema });

export const recordQuery = {
  type: 'object',
  properties: {
    gameType: gameTypeProp,
    vendor: codeProp,
    status: { type: 'string', enum: ['open', 'settled', 'rolled_back'] },
    startDate: dateProp,
    endDate: dateProp,
    pageNo: smallIntString(5),
    pageSize: smallIntString(3),
    language: langProp,
  },
} as const;
export const recordResponse = envelopeSchema(recordPageSchema);

export const profitQuery = { type: 'object', properties: { gameType: gameTypeProp, startDate: dateProp, endDate: dateProp } } as const;
export const profitResponse = envelopeSchema(profitValueSchema);

export const thumbParams = { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[1-9][0-9]{0,8}\\.svg$' } } } as const;

// House games -----------------------------------------------------------------------------------
const tokenProp = { type: 'string', pattern: '^[A-Za-z0-9_-]{20,100}$' } as const;
export const pageQuery = { type: 'object', properties: { token: { type: 'string', maxLength: 200 }, lang: langProp, roomId: { type: 'string', maxLength: 64 } } } as const;
export const sessionQuery = { type: 'object', required: ['token'], properties: { token: tokenProp } } as const;
export const sessionResponse = envelopeSchema({
  type: 'object',
  required: ['gameCode', 'nodeId', 'names', 'freePlay', 'balance', 'currency', 'minBet', 'maxBet', 'stakes', 'lines', 'rtp', 'paytable', 'expiresAt'],
  properties: {
    gameCode: str,
    nodeId: str,
    names: { type: 'object', properties: { en: str, ms: str, zh: str } },
    freePlay: bool,
    balance: minor,
    currency: { type: 'object', properties: { code: str, symbol: str, minorDigits: int } },
    minBet: int,
    maxBet: int,
    stakes: { type: 'array', items: int },
    lines: int,
    rtp: num,
    paytable: { type: 'array', items: { type: 'object', properties: { symbol: str, pays: { type: 'array', items: int } } } },
    expiresAt: str,
  },
});
/** Stakes are integers in minor units (the page offers the session's stake list). */
const stakeProp = { type: 'integer', minimum: 1, maximum: 1_000_000_000 } as const;
export const spinBody = { type: 'object', required: ['token', 'stake'], additionalProperties: false, properties: { token: tokenProp, stake: stakeProp } } as const;
export const diceBody = {
  type: 'object',
  required: ['token', 'stake', 'target'],
  additionalProperties: false,
  properties: { token: tokenProp, stake: stakeProp, target: { type: 'integer', minimum: 2, maximum: 95 } },
} as const;
/** Issue 17 item 4: the round's provably fair proof (house/fair.ts): the pair's hash, the client seed, the nonce. */
const proof = { type: 'object', required: ['serverSeedHash', 'clientSeed', 'nonce'], properties: { serverSeedHash: str, clientSeed: str, nonce: int } } as const;
const roundBase = { roundId: { type: ['string', 'null'] }, freePlay: bool, stake: minor, win: minor, balance: minor, fair: proof } as const;
export const spinResponse = envelopeSchema({
  type: 'object',
  required: ['roundId', 'freePlay', 'stake', 'win', 'balance', 'grid', 'wins', 'fair'],
  properties: {
    ...roundBase,
    grid: { type: 'array', items: { type: 'array', items: str } },
    wins: {
      type: 'array',
      items: { type: 'object', properties: { line: int, symbol: str, count: int, amount: minor, cells: { type: 'array', items: { type: 'array', items: int } } } },
    },
  },
});
export const diceResponse = envelopeSchema({
  type: 'object',
  required: ['roundId', 'freePlay', 'stake', 'win', 'balance', 'roll', 'target', 'won', 'multiplier', 'fair'],
  properties: { ...roundBase, roll: num, target: int, won: bool, multiplier: num },
});

// Provably fair (issue 17 item 4) ---------------------------------------------------------------------
const clientSeedProp = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
const hex64 = { type: 'string', pattern: '^[0-9a-fA-F]{64}$' } as const;
const fairValue = {
  type: 'object',
  required: ['serverSeedHash', 'clientSeed', 'nonce', 'previous'],
  properties: {
    serverSeedHash: str,
    clientSeed: str,
    nonce: int,
    previous: { anyOf: [{ type: 'null' }, { type: 'object', required: ['serverSeed', 'serverSeedHash', 'clientSeed', 'rounds'], properties: { serverSeed: str, serverSeedHash: str, clientSeed: str, rounds: int } }] },
  },
} as const;
export const fairQuery = sessionQuery;
export const fairResponse = envelopeSchema(fairValue);
export const rotateBody = { type: 'object', required: ['token'], additionalProperties: false, properties: { token: tokenProp, clientSeed: clientSeedProp } } as const;
export const verifyQuery = {
  type: 'object',
  required: ['game', 'serverSeed', 'clientSeed', 'nonce'],
  properties: {
    game: { type: 'string', enum: ['slot', 'dice'] },
    serverSeed: hex64,
    serverSeedHash: hex64,
    clientSeed: clientSeedProp,
    nonce: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
    stake: stakeProp,
    target: { type: 'integer', minimum: 2, maximum: 95 },
  },
} as const;
export const verifyResponse = envelopeSchema({
  type: 'object',
  required: ['serverSeedHash', 'hashMatches', 'nonce'],
  properties: {
    serverSeedHash: str,
    hashMatches: { type: ['boolean', 'null'] },
    nonce: int,
    stops: { type: 'array', items: int },
    grid: { type: 'array', items: { type: 'array', items: str } },
    pay: int,
    roll: num,
    won: bool,
    win: minor,
  },
});

export { idString };
