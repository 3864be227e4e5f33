// JSON schemas for the wallet routes. Amounts are integer minor units (cents) everywhere; the site formats
// them with the currency's minorDigits (spec §9: two decimals, thousands separators).
import { HISTORY_TYPES, RANGE_SHORTCUTS } from './history';

export const requestId = { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,64}$', description: 'Client request id (idempotency key): a replay returns the first answer' } as const;
/**
 * Amounts are JSON integers of minor units. Bodies are checked without type coercion (plugin.ts
 * walletValidatorCompiler, issue 24 item 16): null, a boolean, a string or an array is a 400, never 0 or 1.
 */
export const amount = { type: 'integer', minimum: 1, maximum: 1_000_000_000_000, description: 'Minor units (cents)' } as const;
/** Signed, never 0 (operator adjustments; which sign a kind allows is adjustments.ts's rule). */
export const signedAmount = { type: 'integer', minimum: -1_000_000_000_000, maximum: 1_000_000_000_000, not: { const: 0 }, description: 'Minor units (cents), + credits the member, - debits' } as const;
export const vendorCode = { type: 'string', pattern: '^[A-Z0-9_]{2,32}$' } as const;
export const walletName = { type: 'string', pattern: '^(MAIN|[A-Z0-9_]{2,32})$', description: "'MAIN' or a vendor code" } as const;
export const paymentPassword = { type: 'string', minLength: 6, maxLength: 32, pattern: '^\\S+$' } as const;
/** A row id in the path: the database's integer range (a larger id is a 400, not a database error). */
export const idParam = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

export const currencySchema = {
  type: 'object',
  properties: { code: { type: 'string' }, symbol: { type: 'string' }, minorDigits: { type: 'integer' } },
} as const;

export const balanceSchema = {
  type: 'object',
  properties: {
    sumBalance: { type: 'integer', description: 'spec §3 balance response: all wallets, minor units' },
    mainBalance: { type: 'integer' },
    wallets: { type: 'array', items: { type: 'object', properties: { vendorCode: { type: 'string' }, balance: { type: 'integer' } } } },
    currency: currencySchema,
  },
} as const;

export const transferBody = {
  type: 'object',
  required: ['requestId', 'from', 'to', 'amount'],
  additionalProperties: false,
  properties: { requestId, from: walletName, to: walletName, amount },
} as const;

export const transferResult = {
  type: 'object',
  properties: { requestId: { type: 'string' }, journalId: { type: 'integer' }, amount: { type: 'integer' }, from: { type: 'string' }, to: { type: 'string' } },
} as const;

export const uplineBody = {
  type: 'object',
  required: ['requestId', 'amount', 'paymentPassword'],
  additionalProperties: false,
  properties: { requestId, amount, paymentPassword },
} as const;

export const downlineBody = {
  type: 'object',
  required: ['requestId', 'amount', 'paymentPassword', 'downline'],
  additionalProperties: false,
  properties: { requestId, amount, paymentPassword, downline: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

export const historyQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    type: { type: 'array', maxItems: HISTORY_TYPES.length, items: { type: 'string', enum: [...HISTORY_TYPES] } },
    range: { type: 'string', enum: [...RANGE_SHORTCUTS], description: 'spec §9 shortcuts: previous/next 7 or 30 days' },
    startDate: day,
    endDate: day,
    pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 15 },
  },
} as const;
export const bonusQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { range: historyQuery.properties.range, startDate: day, endDate: day, pageNo: historyQuery.properties.pageNo, pageSize: historyQuery.properties.pageSize },
} as const;

export const historyPage = {
  type: 'object',
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          type: { type: 'string' },
          amount: { type: 'integer' },
          moved: { type: 'integer' },
          memo: { type: 'object', additionalProperties: true },
          createdAt: { type: 'string' },
        },
      },
    },
    pageNo: { type: 'integer' },
    pageSize: { type: 'integer' },
    total: { type: 'integer' },
    totalPages: { type: 'integer' },
  },
} as const;

export const channelSchema = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    name: { type: 'string' },
    gateway: { type: 'string' },
    minAmount: { type: 'integer' },
    maxAmount: { type: 'integer' },
    details: { type: 'object', additionalProperties: true },
    enabled: { type: 'boolean' },
  },
} as const;

export const depositSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    memberId: { type: 'integer' },
    channelCode: { type: ['string', 'null'] },
    amount: { type: 'integer' },
    status: { type: 'string' },
    reference: { type: 'string' },
    memberRef: { type: ['string', 'null'] },
    decidedBy: { type: ['string', 'null'] },
    decidedAt: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    duplicate: { type: 'boolean' },
  },
} as const;

export const depositBody = {
  type: 'object',
  required: ['requestId', 'channelCode', 'amount'],
  additionalProperties: false,
  properties: { requestId, channelCode: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' }, amount, memberRef: { type: 'string', maxLength: 64 } },
} as const;

export const withdrawalSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    memberId: { type: 'integer' },
    amount: { type: 'integer' },
    status: { type: 'string', enum: ['pending', 'paid', 'rejected'] },
    bankName: { type: 'string' },
    accountName: { type: 'string' },
    accountNumber: { type: 'string' },
    reason: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    decidedAt: { type: ['string', 'null'] },
    receiptStatus: { type: ['string', 'null'], description: 'awaiting | received | not_received | all_received | auto_received (spec §4)' },
    receiptDeadline: { type: ['string', 'null'] },
    receivedAmount: { type: ['integer', 'null'] },
    remainingAmount: { type: ['integer', 'null'] },
    hasProofImage: { type: 'boolean' },
    duplicate: { type: 'boolean' },
  },
} as const;

export const withdrawBody = {
  type: 'object',
  required: ['requestId', 'amount', 'paymentPassword', 'bankName', 'accountName', 'accountNumber'],
  additionalProperties: false,
  properties: {
    requestId,
    amount,
    paymentPassword,
    bankName: { type: 'string', minLength: 2, maxLength: 64 },
    accountName: { type: 'string', minLength: 2, maxLength: 64 },
    accountNumber: { type: 'string', pattern: '^[0-9 -]{6,34}$' },
  },
} as const;

export const receiptBody = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: ['received', 'not_received', 'all_received'] },
    receivedAmount: amount,
    proofImage: { type: 'string', maxLength: 7_000_000, description: 'data:image/png|jpeg;base64,... (max 5MB, spec §9)' },
  },
} as const;

export const settingsSchema = {
  type: 'object',
  properties: {
    isSingle: { type: 'boolean' },
    withdrawMin: { type: 'integer', minimum: 1 },
    withdrawMax: { type: 'integer', minimum: 1 },
    withdrawDailyMax: { type: 'integer', minimum: 1 },
    withdrawDailyCount: { type: 'integer', minimum: 1, maximum: 1000 },
    receiptConfirmMinutes: { type: 'integer', minimum: 1, maximum: 100_000 },
  },
} as const;
