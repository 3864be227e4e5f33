// JSON schemas of the player-protection calls (issue 20): limits, reality check, time-out and self-exclusion,
// identity documents. The server validates and documents with these (server/modules/compliance); the site derives
// its payload types from them (schema/api/compliance.ts, type-only). Amounts are integer minor units; session
// limits and reality-check intervals are minutes.

export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month', 'session'] as const;
export const EXCLUSION_CHOICES = ['24h', '72h', '1w', '6w', '6m', '1y', '5y', 'permanent'] as const;
export const KYC_DOCUMENT_KINDS = ['id', 'address', 'selfie'] as const;
export const KYC_STATUSES = ['none', 'pending', 'verified', 'rejected'] as const;
export const KYC_DOCUMENT_STATUSES = ['pending', 'verified', 'rejected'] as const;
/** PNG, JPG or PDF, at most 5 MB (base64 data URL: ~6.99 MB of text). */
export const KYC_MAX_BYTES = 5 * 1024 * 1024;

const nullableAmount = { anyOf: [{ type: 'integer', minimum: 1, maximum: 1_000_000_000_000 }, { type: 'null' }] } as const;

export const limitSchema = {
  type: 'object',
  required: ['kind', 'period', 'amount', 'pending'],
  properties: {
    kind: { type: 'string', enum: LIMIT_KINDS },
    period: { type: 'string', enum: LIMIT_PERIODS },
    amount: nullableAmount,
    pending: {
      anyOf: [
        { type: 'object', required: ['amount', 'effectiveAt'], properties: { amount: nullableAmount, effectiveAt: { type: 'string' } } },
        { type: 'null' },
      ],
    },
  },
} as const;

export const limitBody = {
  type: 'object',
  required: ['kind', 'period', 'amount'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: LIMIT_KINDS },
    period: { type: 'string', enum: LIMIT_PERIODS },
    /** null removes the limit (after the cooling-off). Session limits: minutes (1 to 1,440). */
    amount: nullableAmount,
  },
} as const;

export const realityBody = {
  type: 'object',
  required: ['minutes'],
  additionalProperties: false,
  properties: { minutes: { anyOf: [{ type: 'integer', minimum: 5, maximum: 240 }, { type: 'null' }] } },
} as const;

export const usageSchema = {
  type: 'object',
  required: ['period', 'deposited', 'staked', 'lost'],
  properties: { period: { type: 'string' }, deposited: { type: 'integer' }, staked: { type: 'integer' }, lost: { type: 'integer' } },
} as const;

export const rgSettingsSchema = {
  type: 'object',
  required: ['limits', 'usage', 'realityMinutes', 'brandRealityMinutes', 'coolingOffHours', 'ageGate', 'depositedEver'],
  properties: {
    /** Any deposit asked for yet (pending or paid): until then the deposit page offers a deposit limit. */
    depositedEver: { type: 'boolean' },
    limits: { type: 'array', items: limitSchema },
    usage: { type: 'array', items: usageSchema },
    realityMinutes: { type: 'integer' },
    brandRealityMinutes: { type: 'integer' },
    coolingOffHours: { type: 'integer' },
    ageGate: { type: 'integer' },
  },
} as const;

export const sessionSchema = {
  type: 'object',
  required: ['startedAt', 'now', 'elapsedSeconds', 'staked', 'won', 'net', 'intervalMinutes', 'nextCheckAt', 'due', 'endsAt', 'expired'],
  properties: {
    startedAt: { type: 'string' },
    now: { type: 'string' },
    elapsedSeconds: { type: 'integer' },
    staked: { type: 'integer' },
    won: { type: 'integer' },
    net: { type: 'integer' },
    intervalMinutes: { type: 'integer' },
    nextCheckAt: { type: 'string' },
    due: { type: 'boolean' },
    endsAt: { type: ['string', 'null'] },
    expired: { type: 'boolean' },
  },
} as const;

export const excludeBody = {
  type: 'object',
  required: ['duration', 'password'],
  additionalProperties: false,
  properties: {
    duration: { type: 'string', enum: EXCLUSION_CHOICES },
    /** The login password, so nobody else at an open screen excludes the player. */
    password: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;

export const exclusionSchema = {
  type: 'object',
  required: ['kind', 'duration', 'until'],
  properties: { kind: { type: 'string', enum: ['timeout', 'self_exclusion'] }, duration: { type: 'string' }, until: { type: ['string', 'null'] } },
} as const;

export const kycDocumentSchema = {
  type: 'object',
  required: ['id', 'kind', 'mime', 'size', 'status', 'reason', 'createdAt', 'reviewedAt'],
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: KYC_DOCUMENT_KINDS },
    mime: { type: 'string' },
    size: { type: 'integer' },
    status: { type: 'string', enum: KYC_DOCUMENT_STATUSES },
    reason: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    reviewedAt: { type: ['string', 'null'] },
  },
} as const;

export const kycSchema = {
  type: 'object',
  required: ['status', 'documents', 'threshold', 'cumulative', 'days'],
  properties: {
    status: { type: 'string', enum: KYC_STATUSES },
    documents: { type: 'array', items: kycDocumentSchema },
    threshold: { type: 'integer' },
    cumulative: { type: 'integer' },
    days: { type: 'integer' },
  },
} as const;

export const kycUploadBody = {
  type: 'object',
  required: ['kind', 'file'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: KYC_DOCUMENT_KINDS },
    file: { type: 'string', minLength: 1, maxLength: 7_000_000, description: 'data:image/png|image/jpeg|application/pdf;base64,... at most 5 MB' },
  },
} as const;
