// JSON schemas of the lottery calls (spec §7 Lottery; issue 17). Numbers in query strings are digit strings.
import { envelopeSchema } from '../../lib/envelope';

const str = { type: 'string' } as const;
const nstr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
const strings = { type: 'array', items: str } as const;
const gameCode = { type: 'string', pattern: '^[A-Z0-9_]{1,20}$' } as const;
const numero = { type: 'string', pattern: '^[0-9]{8}(-[0-9]{4})?$' } as const;
const digits = (max: number) => ({ type: 'string', pattern: `^[1-9][0-9]{0,${max - 1}}$` }) as const;
const lang = { type: 'string', maxLength: 10, pattern: '^[A-Za-z-]*$' } as const;
/** Fields the site sends with every lottery call (spec §7: prizeMode, device, language); accepted, checked, mostly ignored. */
const common = {
  prizeMode: { type: 'string', enum: ['Lott', 'ZY', 'Elott', 'SEA', ''] },
  device: { type: 'string', maxLength: 16, pattern: '^[A-Za-z0-9_]*$' },
  language: lang,
} as const;

export const areaQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...common, lottoArea: { type: 'string', enum: ['SEA', 'VN'] }, launchMode: { type: 'string', enum: ['LOTT', 'ELOTT'] } },
} as const;
export const recentQuery = { type: 'object', additionalProperties: false, properties: { ...common, recentCount: digits(3) } } as const;
export const countQuery = { type: 'object', additionalProperties: false, properties: { ...common, count: digits(3) } } as const;
export const drawsQuery = { type: 'object', additionalProperties: false, required: ['gameCode'], properties: { gameCode, pageNo: digits(4), pageSize: digits(2), language: lang } } as const;
export const drawQuery = { type: 'object', additionalProperties: false, required: ['gameCode', 'numero'], properties: { gameCode, numero, language: lang } } as const;
export const betsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { gameCode, status: { type: 'string', enum: ['placed', 'won', 'lost', 'refunded'] }, pageNo: digits(4), pageSize: digits(2), language: lang },
} as const;

export const slipBody = {
  type: 'object',
  additionalProperties: false,
  required: ['requestId', 'gameCode', 'lines'],
  properties: {
    requestId: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,64}$' },
    gameCode,
    numero,
    lines: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['playType', 'number', 'stake'],
        properties: { playType: { type: 'string', pattern: '^[A-Z_]{1,16}$' }, number: { type: 'string', pattern: '^[0-9]{0,6}$' }, stake: { type: 'integer', minimum: 1, maximum: 100_000_000_00 } },
      },
    },
  },
} as const;

const playType = {
  type: 'object',
  properties: { code: str, digits: int, minStake: int, maxStake: int, pays: { type: 'object', additionalProperties: int } },
} as const;
export const item = {
  type: 'object',
  properties: {
    gameId: str,
    remark: str,
    gameMenuTag: str,
    drawDayOfWeek: str,
    area: str,
    prizeMode: str,
    numero: nstr,
    remainTime: int,
    lockTime: nstr,
    winningTime: nstr,
    seedHash: nstr,
    playTypes: { type: 'array', items: playType },
    last: { anyOf: [{ type: 'object', properties: { numero: str, numbers: strings } }, { type: 'null' }] },
  },
} as const;
const menu = { type: 'object', properties: { tag: str, gameMenus: { type: 'array', items: item } } } as const;
export const menusResponse = envelopeSchema({ type: 'object', properties: { serverTime: str, menus: { type: 'array', items: menu } } });
export const itemsResponse = envelopeSchema({ type: 'object', properties: { serverTime: str, list: { type: 'array', items: item } } });
const opened = { type: 'object', properties: { gameId: str, numero: str, lockTime: str, winningTime: str, remainTime: int, seedHash: str } } as const;
export const openedResponse = envelopeSchema({ type: 'object', properties: { serverTime: str, list: { type: 'array', items: opened } } });

const result = {
  anyOf: [{ type: 'object', properties: { prizes: { type: 'array', items: { type: 'object', properties: { key: str, numbers: strings } } } } }, { type: 'null' }],
} as const;
export const drawView = {
  type: 'object',
  properties: { id: int, gameId: str, numero: str, status: str, lockTime: str, winningTime: str, seedHash: str, seed: nstr, result, numbers: strings },
} as const;
const page = (items: object) => ({ type: 'object', properties: { list: { type: 'array', items }, pageNo: int, pageSize: int, totalCount: int, totalPages: int } }) as const;
export const drawsResponse = envelopeSchema(page(drawView));
export const drawResponse = envelopeSchema({
  type: 'object',
  properties: {
    draw: drawView,
    game: {
      type: 'object',
      properties: {
        gameId: str,
        remark: str,
        distinct: { type: 'boolean' },
        prizes: { type: 'array', items: { type: 'object', properties: { key: str, count: int, digits: int } } },
      },
    },
  },
});
const bet = {
  type: 'object',
  properties: { id: int, gameId: str, numero: str, playType: str, number: str, stake: int, payout: { type: ['integer', 'null'] }, status: str, placedAt: str, drawStatus: str, winningTime: str, numbers: strings },
} as const;
export const betsResponse = envelopeSchema(page(bet));
export const slipResponse = envelopeSchema({
  type: 'object',
  properties: {
    duplicate: { type: 'boolean' },
    balance: { type: ['integer', 'null'] },
    bets: { type: 'array', items: { type: 'object', properties: { id: int, gameCode: str, numero: str, playType: str, number: str, stake: int, status: str } } },
  },
});

// Operator -------------------------------------------------------------------------------------------
const isoDate = { type: 'string', format: 'date-time' } as const;
export const calendarQuery = { type: 'object', additionalProperties: false, properties: { from: isoDate, to: isoDate, gameCode } } as const;
export const calendarResponse = envelopeSchema({
  type: 'array',
  items: { type: 'object', properties: { id: int, gameId: str, numero: str, status: str, lockTime: str, winningTime: str, seedHash: str, bets: int, stake: int, payout: int, refunded: int } },
});
export const drawIdParams = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: digits(12) } } as const;
export const drawBetsResponse = envelopeSchema({
  type: 'object',
  properties: {
    draw: drawView,
    bets: { type: 'array', items: { type: 'object', properties: { id: int, memberId: int, playType: str, number: str, stake: int, payout: { type: ['integer', 'null'] }, status: str, placedAt: str } } },
  },
});
export const voidResponse = envelopeSchema({ type: 'object', properties: { status: str, refunded: int } });
export const cycleResponse = envelopeSchema({ type: 'object', properties: { created: int, locked: int, drawn: int, settled: int, refunded: int } });
