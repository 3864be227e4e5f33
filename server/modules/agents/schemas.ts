// Route schemas of the agents module (issue 16): every input is checked here before it reaches a service.
const int = (min = 0, max = Number.MAX_SAFE_INTEGER) => ({ type: 'integer', minimum: min, maximum: max }) as const;
export const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
export const rangeProps = {
  range: { type: 'string', enum: ['today', 'yesterday', 'last7', 'last30'] },
  startDate: day,
  endDate: day,
  pageNo: int(1, 10_000),
} as const;
export const rangeQuery = { type: 'object', additionalProperties: false, properties: rangeProps } as const;
export const transactionsQuery = { type: 'object', additionalProperties: false, properties: { ...rangeProps, type: { type: 'string', enum: ['deposit', 'withdrawal'] } } } as const;
export const username = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.@+-]+$' } as const;

const tier = {
  type: 'object',
  additionalProperties: false,
  required: ['rateBp'],
  properties: { minBet: int(), minLoss: int(), minActive: int(0, 1_000_000), rateBp: int(0, 10_000) },
} as const;
export const termsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    tiers: { type: 'array', minItems: 1, maxItems: 10, items: tier },
    profitRateBp: int(0, 10_000),
    lossRateBp: int(0, 10_000),
    singleBetRateBp: int(0, 10_000),
  },
} as const;
export const kindSchema = { type: 'string', enum: ['dividend', 'daily', 'hourly', 'realtime'] } as const;
export const periodSchema = { type: 'string', enum: ['D', 'W', 'H', 'M'] } as const;

/** The body of the four spec §7 contract calls: one action each time. */
export const contractCallBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    action: { type: 'string', enum: ['view', 'offer', 'accept', 'reject', 'terminate'], default: 'view' },
    downline: username,
    period: periodSchema,
    terms: termsSchema,
    contractId: int(1, 2_147_483_647),
  },
} as const;

export const openAccountBody = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]{3,15}$' },
    password: { type: 'string', minLength: 6, maxLength: 20, pattern: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7e]+$' },
    isAgent: { type: 'integer', enum: [0, 1], default: 0 },
    /** An initial contract offered with the account (the new member accepts it in its own session). */
    contract: {
      type: 'object',
      additionalProperties: false,
      required: ['kind', 'terms'],
      properties: { kind: kindSchema, terms: termsSchema },
    },
  },
} as const;

export const membersQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    parent: username,
    search: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_.@+-]+$' },
    sort: { type: 'string', enum: ['joinedAt', 'teamSize', 'username'] },
    order: { type: 'string', enum: ['asc', 'desc'] },
    pageNo: int(1, 10_000),
    pageSize: int(1, 100),
  },
} as const;

/** Answers: objects whose fields the services define (documented in README.md). */
export const anyObject = { type: 'object', additionalProperties: true } as const;
