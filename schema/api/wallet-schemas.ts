// JSON schemas of the wallet calls (spec §7 Wallet, §2 personal centre: transferFund, depositv2, withdraw,
// transferUpline, transactionHistory, bonusDetails; bank accounts of securityCenter). The server validates and
// documents with these objects (server/modules/wallet); schema/api/wallet.ts derives the site's payload types from
// them (Static, a type-only import), so a renamed field breaks both sides at once. Plain JSON Schema: the site
// imports only the constants at the top as values.
//
// Amounts are integer minor units (cents) everywhere; the site formats them with the currency's minorDigits
// (spec §9: two decimals, thousands separators).

/** Journal kinds a member can see (and filter on) in transactionHistory. */
export const HISTORY_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawal_returned',
  'transfer',
  'transfer_upline',
  'transfer_downline',
  'bet',
  'win',
  'rollback',
  'adjustment',
  'bonus',
] as const;
/** spec §9 date-range shortcuts: previous 7 and 30 days, next 7 and 30 days. */
export const RANGE_SHORTCUTS = ['last7', 'last30', 'next7', 'next30'] as const;
/** Kinds of saved withdrawal account (securityCenter bank accounts). */
export const BANK_ACCOUNT_KINDS = ['bank', 'ewallet'] as const;
/** spec §5/§9 uploads: PNG or JPG, at most 5 MB. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** A 5 MB image as a base64 data URL is ~6.99 MB of text. */
const DATA_URL_MAX = 7_000_000;

export const requestId = { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,64}$', description: 'Client request id (idempotency key): a replay returns the first answer' } as const;
/**
 * Amounts are JSON integers of minor units. Bodies are checked without type coercion (server wallet plugin's
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
/** A row id in a body (the same range as idParam). */
const rowId = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const nullableText = { type: ['string', 'null'] } as const;
const imageDataUrl = { type: 'string', maxLength: DATA_URL_MAX, description: 'data:image/png|jpeg;base64,... (at most 5 MB, spec §9)' } as const;

export const currencySchema = {
  type: 'object',
  required: ['code', 'symbol', 'minorDigits'],
  properties: { code: { type: 'string' }, symbol: { type: 'string' }, minorDigits: { type: 'integer' } },
} as const;

export const balanceSchema = {
  type: 'object',
  required: ['sumBalance', 'mainBalance', 'wallets', 'currency'],
  properties: {
    sumBalance: { type: 'integer', description: 'spec §3 balance response: all wallets, minor units' },
    mainBalance: { type: 'integer' },
    wallets: { type: 'array', items: { type: 'object', required: ['vendorCode', 'balance'], properties: { vendorCode: { type: 'string' }, balance: { type: 'integer' } } } },
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

export const memberTransferResult = {
  type: 'object',
  properties: { requestId: { type: 'string' }, journalId: { type: 'integer' }, amount: { type: 'integer' }, to: { type: 'string' } },
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

export const historyItemSchema = {
  type: 'object',
  required: ['id', 'type', 'amount', 'moved', 'memo', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    type: { type: 'string' },
    amount: { type: 'integer', description: "Net change over the member's wallets; 0 for a move between own wallets" },
    moved: { type: 'integer', description: 'Amount moved between own wallets (transfer), else |amount|' },
    memo: { type: 'object', additionalProperties: true },
    createdAt: { type: 'string' },
  },
} as const;

export const historyPage = {
  type: 'object',
  required: ['list', 'pageNo', 'pageSize', 'total', 'totalPages'],
  properties: {
    list: { type: 'array', items: historyItemSchema },
    pageNo: { type: 'integer' },
    pageSize: { type: 'integer' },
    total: { type: 'integer' },
    totalPages: { type: 'integer' },
  },
} as const;

export const channelSchema = {
  type: 'object',
  required: ['code', 'name', 'gateway', 'minAmount', 'maxAmount', 'details', 'enabled'],
  properties: {
    code: { type: 'string' },
    name: { type: 'string' },
    gateway: { type: 'string', enum: ['demo', 'bank'] },
    minAmount: { type: 'integer' },
    maxAmount: { type: 'integer' },
    /** Manual transfer: the operator's bankName, accountName, accountNumber. */
    details: { type: 'object', additionalProperties: { type: 'string' } },
    enabled: { type: 'boolean' },
  },
} as const;

/** pending -> paid (credited once) | failed (operator) | cancelled (the player at the demo gateway). */
export const DEPOSIT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;

export const depositSchema = {
  type: 'object',
  required: ['id', 'channelCode', 'amount', 'status', 'reference', 'memberRef', 'decidedAt', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    memberId: { type: 'integer' },
    /** Operator lists only. */
    username: { type: ['string', 'null'] },
    channelCode: nullableText,
    channelName: nullableText,
    gateway: nullableText,
    amount: { type: 'integer' },
    status: { type: 'string', enum: [...DEPOSIT_STATUSES] },
    reference: { type: 'string', description: "The gateway's reference (quote it on a bank transfer)" },
    memberRef: { ...nullableText, description: "The player's own transfer reference (manual bank transfer)" },
    hasReceipt: { type: 'boolean', description: 'A receipt image was uploaded (manual bank transfer)' },
    /** Operator lists only: where the receipt image is served. */
    receiptUrl: nullableText,
    decidedBy: nullableText,
    decidedAt: nullableText,
    createdAt: { type: 'string' },
    duplicate: { type: 'boolean' },
  },
} as const;

export const depositBody = {
  type: 'object',
  required: ['requestId', 'channelCode', 'amount'],
  additionalProperties: false,
  properties: {
    requestId,
    channelCode: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' },
    amount,
    memberRef: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[^<>]*\\S[^<>]*$', description: 'Manual bank transfer: required, the reference of the player\'s transfer' },
  },
} as const;

/** What the member does next: the demo gateway's payment page, or the operator's bank account for a transfer. */
export const depositInstructions = {
  type: 'object',
  required: ['kind', 'reference'],
  properties: {
    kind: { type: 'string', enum: ['demo', 'bank'] },
    reference: { type: 'string' },
    amount: { type: 'integer' },
    bankName: { type: 'string' },
    accountName: { type: 'string' },
    accountNumber: { type: 'string' },
  },
} as const;

export const depositStarted = {
  type: 'object',
  required: ['deposit', 'instructions'],
  properties: { deposit: depositSchema, instructions: depositInstructions },
} as const;

/** The demo gateway's callback: the player pressed Pay or Cancel on its payment page. */
export const demoCompleteBody = {
  type: 'object',
  required: ['outcome'],
  additionalProperties: false,
  properties: { outcome: { type: 'string', enum: ['paid', 'cancelled'] } },
} as const;

export const depositReceiptBody = {
  type: 'object',
  required: ['image'],
  additionalProperties: false,
  properties: { image: imageDataUrl },
} as const;

export const withdrawalSchema = {
  type: 'object',
  required: ['id', 'amount', 'status', 'bankName', 'accountName', 'accountNumber', 'createdAt', 'receiptStatus', 'receiptDeadline', 'receivedAmount', 'remainingAmount', 'hasProofImage'],
  properties: {
    id: { type: 'integer' },
    memberId: { type: 'integer' },
    amount: { type: 'integer' },
    status: { type: 'string', enum: ['pending', 'paid', 'rejected'] },
    bankAccountId: { type: ['integer', 'null'] },
    bankName: { type: 'string' },
    accountName: { type: 'string' },
    accountNumber: { type: 'string', description: 'Masked: only the last 4 digits' },
    reason: nullableText,
    createdAt: { type: 'string' },
    decidedAt: nullableText,
    receiptStatus: { type: ['string', 'null'], enum: ['awaiting', 'received', 'not_received', 'all_received', 'auto_received', null], description: 'spec §4 withdrawal receipt' },
    receiptDeadline: nullableText,
    receivedAmount: { type: ['integer', 'null'] },
    remainingAmount: { type: ['integer', 'null'] },
    hasProofImage: { type: 'boolean' },
    duplicate: { type: 'boolean' },
  },
} as const;

/** A withdrawal goes only to one of the member's saved accounts (securityCenter bank accounts). */
export const withdrawBody = {
  type: 'object',
  required: ['requestId', 'amount', 'paymentPassword', 'bankAccountId'],
  additionalProperties: false,
  properties: { requestId, amount, paymentPassword, bankAccountId: rowId },
} as const;

export const withdrawSettingsSchema = {
  type: 'object',
  required: ['minAmount', 'maxAmount', 'dailyMax', 'dailyCount', 'receiptConfirmMinutes', 'paymentPasswordSet', 'usedToday', 'countToday'],
  properties: {
    minAmount: amount,
    maxAmount: amount,
    dailyMax: amount,
    dailyCount: { type: 'integer' },
    receiptConfirmMinutes: { type: 'integer' },
    paymentPasswordSet: { type: 'boolean' },
    /** Withdrawn (not rejected) today, the market's day, and how many. */
    usedToday: { type: 'integer' },
    countToday: { type: 'integer' },
  },
} as const;

export const receiptBody = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: ['received', 'not_received', 'all_received'] },
    receivedAmount: amount,
    proofImage: imageDataUrl,
  },
} as const;

// ---- bank accounts and e-wallets (securityCenter; spec §3 withdrawal accounts) ----

export const bankAccountSchema = {
  type: 'object',
  required: ['id', 'kind', 'bankName', 'accountName', 'accountNumber', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string', enum: [...BANK_ACCOUNT_KINDS] },
    bankName: { type: 'string', description: 'Bank or e-wallet provider' },
    accountName: { type: 'string', description: "Holder's name: the member's real name" },
    accountNumber: { type: 'string', description: 'Masked: only the last 4 digits' },
    createdAt: { type: 'string' },
  },
} as const;

export const bankAccountListSchema = {
  type: 'object',
  required: ['list', 'max', 'realName'],
  properties: {
    list: { type: 'array', items: bankAccountSchema },
    max: { type: 'integer', description: "This brand's maximum of saved accounts per member" },
    realName: { ...nullableText, description: 'The name every account must be in; null: set it in My account first' },
  },
} as const;

export const bankAccountBody = {
  type: 'object',
  required: ['kind', 'bankName', 'accountName', 'accountNumber'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: [...BANK_ACCOUNT_KINDS] },
    bankName: { type: 'string', minLength: 2, maxLength: 64, pattern: '^[^<>]*$' },
    accountName: { type: 'string', minLength: 2, maxLength: 64, pattern: '^[^<>]*$' },
    /** Digits with optional spaces or dashes (an e-wallet may be a phone number with a leading +). */
    accountNumber: { type: 'string', pattern: '^\\+?[0-9][0-9 -]{4,32}[0-9]$' },
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
    bankAccountsMax: { type: 'integer', minimum: 1, maximum: 20, description: 'Saved bank accounts and e-wallets per member' },
    adjustmentApprovalThreshold: { type: 'integer', minimum: 0, maximum: 1_000_000_000_000, description: 'Largest operator adjustment (absolute, minor units) applied at once; above it a second finance operator approves' },
  },
} as const;
