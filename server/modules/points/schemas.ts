// Route schemas of the points module (issue 18 item 4): every input is checked here before it reaches a service.
import { paymentPassword } from '../../../schema/api/wallet-schemas';
import { POINT_TYPES, REDEMPTION_STATUSES, REWARD_KINDS } from './tables';

const int = (min = 0, max = Number.MAX_SAFE_INTEGER) => ({ type: 'integer', minimum: min, maximum: max }) as const;
/** Minor units: at most 1,000,000,000.00. */
const amount = int(0, 100_000_000_000);
const points = int(1, 1_000_000_000);
export const anyObject = { type: 'object', additionalProperties: true } as const;
const requestId = { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,64}$' } as const;
export const idParam = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: int(1, 2_147_483_647) } } as const;
export const langQuery = { type: 'object', additionalProperties: false, properties: { lang: { type: 'string', maxLength: 10 } } } as const;
const page = { pageNo: int(1, 100_000), pageSize: int(1, 100) } as const;
export const detailsQuery = { type: 'object', additionalProperties: false, properties: { ...page, type: { type: 'string', enum: POINT_TYPES } } } as const;
export const redemptionsQuery = { type: 'object', additionalProperties: false, properties: { ...page, status: { type: 'string', enum: REDEMPTION_STATUSES } } } as const;

/** passwordCheck/MCS2_redeemPointReward. */
export const redeemBody = {
  type: 'object',
  additionalProperties: false,
  required: ['rewardId', 'paymentPassword', 'requestId'],
  properties: { rewardId: int(1, 2_147_483_647), quantity: int(1, 10), paymentPassword, requestId },
} as const;
/** passwordCheck/MCS2_convertPoint. */
export const convertBody = {
  type: 'object',
  additionalProperties: false,
  required: ['points', 'paymentPassword', 'requestId'],
  properties: { points, paymentPassword, requestId },
} as const;

/** Game type (RNG, LIVE, …, or `default`) → hundredths of a point per major unit (at most 100 points per unit). */
const rates = { type: 'object', maxProperties: 30, propertyNames: { pattern: '^[A-Za-z_]{1,20}$' }, additionalProperties: int(0, 10_000) } as const;
export const settingsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['enabled', 'betRates', 'depositRate', 'convertPoints', 'convertCash'],
  properties: { enabled: { type: 'boolean' }, betRates: rates, depositRate: int(0, 10_000), convertPoints: int(0, 1_000_000), convertCash: int(0, 100_000_000) },
} as const;

const text = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 80, pattern: '\\S' }, description: { type: 'string', maxLength: 500 } },
} as const;
const texts = { type: 'object', minProperties: 1, maxProperties: 40, propertyNames: { pattern: '^[a-z]{2}(-[A-Za-z]{2,4})?$' }, additionalProperties: text } as const;
const rewardFields = {
  texts,
  image: { anyOf: [{ type: 'string', maxLength: 500, pattern: '^(https://|/)[^\\s]*$' }, { type: 'null' }] },
  points,
  amount,
  wagerMultiple: int(0, 100),
  stock: { anyOf: [int(0, 1_000_000), { type: 'null' }] },
  perMemberLimit: int(0, 1_000),
  enabled: { type: 'boolean' },
  sortOrder: int(0, 10_000),
} as const;
export const createRewardBody = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'kind', 'texts', 'points'],
  properties: { code: { type: 'string', pattern: '^[A-Za-z0-9_-]{2,40}$' }, kind: { type: 'string', enum: REWARD_KINDS }, ...rewardFields },
} as const;
export const updateRewardBody = { type: 'object', additionalProperties: false, minProperties: 1, properties: rewardFields } as const;
export const approveBody = { type: 'object', additionalProperties: false, properties: { remark: { type: 'string', maxLength: 200 } } } as const;
export const rejectBody = { type: 'object', additionalProperties: false, required: ['reason'], properties: { reason: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' } } } as const;
