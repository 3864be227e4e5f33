// Route schemas of the loyalty module (issue 18 items 5 and 7): every input is checked here before it reaches a service.
const int = (min = 0, max = Number.MAX_SAFE_INTEGER) => ({ type: 'integer', minimum: min, maximum: max }) as const;
/** Minor units: at most 1,000,000,000.00. */
const amount = int(0, 100_000_000_000);
export const anyObject = { type: 'object', additionalProperties: true } as const;
const requestId = { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,64}$' } as const;
/** A claim may name the page's request id: a replay answers the first claim. */
export const claimBody = { type: 'object', additionalProperties: false, properties: { requestId } } as const;

/** Rebate rates: game type (RNG, LIVE, …, or `default`) → basis points of the valid bet (at most 10 %). */
const rebateRates = {
  type: 'object',
  maxProperties: 30,
  propertyNames: { pattern: '^[A-Za-z_]{1,20}$' },
  additionalProperties: int(0, 1_000),
} as const;
const levelName = { type: 'string', minLength: 1, maxLength: 40, pattern: '\\S' } as const;
const level = {
  type: 'object',
  additionalProperties: false,
  required: ['level', 'name'],
  properties: {
    level: int(0, 20),
    name: levelName,
    /** The level's name per language (the /vip page and the next-level line show the visitor's). */
    names: { type: 'object', additionalProperties: false, properties: { ms: levelName, en: levelName, zh: levelName } },
    minDeposit: amount,
    minValidBet: amount,
    upgradeBonus: int(0, 100_000_000),
    withdrawDailyLimit: amount,
    birthdayBonus: int(0, 100_000_000),
    rebateRates,
  },
} as const;
export const programBody = {
  type: 'object',
  additionalProperties: false,
  required: ['periodDays', 'levels'],
  properties: { periodDays: int(1, 366), levels: { type: 'array', minItems: 1, maxItems: 21, items: level } },
} as const;

/** Issue 18 item 6: the brand's referral rule (amounts in minor units). */
export const referralRuleBody = {
  type: 'object',
  additionalProperties: false,
  required: ['enabled', 'minFirstDeposit', 'minTurnover', 'bonus'],
  properties: { enabled: { type: 'boolean' }, minFirstDeposit: amount, minTurnover: amount, bonus: int(0, 100_000_000) },
} as const;
export const referralQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { page: int(1, 10_000), pageSize: int(1, 100) },
} as const;

/** The language of level names in an answer (a brand language; another falls back to the level's default name). */
export const langQuery = { type: 'object', additionalProperties: false, properties: { lang: { type: 'string', maxLength: 10 } } } as const;
