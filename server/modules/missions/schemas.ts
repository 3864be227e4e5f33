// Route schemas of the missions module (issue 18 item 3): every input is checked here before it reaches a service.
import { MISSION_GOALS, MISSION_PERIODS, MISSION_REWARD_KINDS, REWARD_STATUSES } from './tables';

const int = (min = 0, max = Number.MAX_SAFE_INTEGER) => ({ type: 'integer', minimum: min, maximum: max }) as const;
export const anyObject = { type: 'object', additionalProperties: true } as const;
const lang = { type: 'string', pattern: '^[A-Za-z]{2}([_-][A-Za-z]{2,4})?$' } as const;
const requestId = { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,64}$' } as const;

export const langQuery = { type: 'object', additionalProperties: false, properties: { lang } } as const;
export const leaderboardQuery = { type: 'object', additionalProperties: false, properties: { lang, count: int(1, 50) } } as const;
export const rewardsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { lang, status: { type: 'string', enum: [...REWARD_STATUSES] }, page: int(1, 10_000), pageSize: int(1, 50) },
} as const;
export const idParam = { type: 'object', additionalProperties: false, required: ['id'], properties: { id: int(1, 2_147_483_647) } } as const;
/** A claim may name the page's request id (recorded with the claim). */
export const claimBody = { type: 'object', additionalProperties: false, properties: { requestId } } as const;

const text = {
  type: 'object',
  additionalProperties: false,
  required: ['title'],
  properties: { title: { type: 'string', minLength: 1, maxLength: 120 }, description: { type: 'string', maxLength: 500 } },
} as const;
const texts = { type: 'object', minProperties: 1, maxProperties: 10, propertyNames: { pattern: '^[a-z]{2}$' }, additionalProperties: text } as const;
const instant = { type: 'string', format: 'date-time', maxLength: 40 } as const;
/** Minor units: at most 1,000,000,000.00 (a target), 1,000,000.00 (a reward). */
const target = int(1, 100_000_000_000);
const reward = int(1, 100_000_000);
const editable = {
  enabled: { type: 'boolean' },
  rewardKind: { type: 'string', enum: [...MISSION_REWARD_KINDS] },
  rewardAmount: reward,
  wagerMultiple: int(0, 100),
  wagerHours: int(1, 24 * 366),
  score: int(0, 1_000_000),
  claimHours: int(1, 24 * 366),
  startsAt: instant,
  endsAt: instant,
  texts,
  sortOrder: int(0, 10_000),
} as const;
export const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'period', 'goal', 'target', 'rewardKind', 'rewardAmount', 'startsAt', 'endsAt', 'texts'],
  properties: {
    code: { type: 'string', pattern: '^[A-Za-z0-9_-]{2,40}$' },
    period: { type: 'string', enum: [...MISSION_PERIODS] },
    goal: { type: 'string', enum: [...MISSION_GOALS] },
    gameType: { type: 'string', pattern: '^[A-Za-z]{2,12}$' },
    target,
    ...editable,
  },
} as const;
export const updateBody = { type: 'object', additionalProperties: false, minProperties: 1, properties: editable } as const;
