// Route schemas of the promotions module (issue 18): every input is checked here before it reaches a service.
import { PROMOTION_KINDS } from './tables';

const int = (min = 0, max = Number.MAX_SAFE_INTEGER) => ({ type: 'integer', minimum: min, maximum: max }) as const;
/** Minor units: at most 1,000,000,000.00 of anything. */
const amount = int(0, 100_000_000_000);
export const anyObject = { type: 'object', additionalProperties: true } as const;
export const langQuery = { type: 'object', additionalProperties: false, properties: { lang: { type: 'string', maxLength: 10 } } } as const;
export const idParam = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: int(1, 2_147_483_647) } } as const;
export const imageParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'imageId'],
  properties: { id: int(1, 2_147_483_647), imageId: int(1, 2_147_483_647) },
} as const;
const requestId = { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,64}$' } as const;
/** A claim may name the page's request id (replays answer the first claim; the claim's own key decides). */
export const claimBody = { type: 'object', additionalProperties: false, properties: { requestId } } as const;
export const raffleBody = { type: 'object', additionalProperties: false, required: ['promotionId'], properties: { promotionId: int(1, 2_147_483_647), requestId } } as const;
/** spec §3 activity application, §9 uploads: a comment of at most 140 characters and up to 3 PNG/JPG of ≤ 5 MB as data URLs. */
export const applyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['comment'],
  properties: {
    comment: { type: 'string', minLength: 1, maxLength: 140 },
    images: { type: 'array', maxItems: 3, items: { type: 'string', maxLength: 7_000_000 } },
  },
} as const;

const text = {
  type: 'object',
  additionalProperties: false,
  required: ['title'],
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 120 },
    terms: { type: 'string', maxLength: 20_000 },
    banner: { type: 'string', maxLength: 500, pattern: '^(https://|/)[^\\s]*$' },
  },
} as const;
export const textsSchema = { type: 'object', minProperties: 1, maxProperties: 10, propertyNames: { pattern: '^[a-z]{2}$' }, additionalProperties: text } as const;
const levels = { type: 'array', maxItems: 20, items: int(0, 99) } as const;
const memberIds = { type: 'array', maxItems: 10_000, items: int(1, 2_147_483_647) } as const;
export const ruleSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    percentBp: int(1, 100_000),
    cap: amount,
    minDeposit: amount,
    amount,
    minLoss: amount,
    period: { type: 'string', enum: ['once', 'D', 'W'] },
    prizes: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: { type: 'object', additionalProperties: false, required: ['amount', 'weight'], properties: { amount, weight: int(1, 1_000_000) } },
    },
    wagerMultiple: int(0, 100),
    wagerBase: { type: 'string', enum: ['bonus', 'bonus_deposit'] },
    contributions: { type: 'object', maxProperties: 20, propertyNames: { pattern: '^[A-Za-z_]{1,20}$' }, additionalProperties: int(0, 100) },
    expiryHours: int(1, 24 * 366),
  },
} as const;
const instant = { type: 'string', format: 'date-time', maxLength: 40 } as const;
export const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'kind', 'startsAt', 'endsAt', 'texts', 'rule'],
  properties: {
    code: { type: 'string', pattern: '^[A-Za-z0-9_-]{2,40}$' },
    kind: { type: 'string', enum: [...PROMOTION_KINDS] },
    enabled: { type: 'boolean' },
    startsAt: instant,
    endsAt: instant,
    vipLevels: levels,
    memberIds,
    texts: textsSchema,
    rule: ruleSchema,
    sortOrder: int(0, 10_000),
  },
} as const;
export const updateBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    enabled: { type: 'boolean' },
    startsAt: instant,
    endsAt: instant,
    vipLevels: levels,
    memberIds,
    texts: textsSchema,
    rule: ruleSchema,
    sortOrder: int(0, 10_000),
  },
} as const;
export const applicationsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { status: { type: 'string', enum: ['applying', 'rejected', 'active', 'completed', 'issued', 'forfeited', 'expired'] }, pageNo: int(1, 10_000), pageSize: int(1, 100) },
} as const;
export const approveBody = { type: 'object', additionalProperties: false, properties: { amount: int(1, 100_000_000_000) } } as const;
export const rejectBody = { type: 'object', additionalProperties: false, required: ['reason'], properties: { reason: { type: 'string', minLength: 1, maxLength: 200 } } } as const;
