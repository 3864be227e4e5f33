// Wallet and ledger tables (issue 4; STYLE.md money). Every row is scoped by merchant_id.
//
// Amounts are integer MINOR units (cents) in `bigint` columns, read as JS numbers (drizzle mode 'number'):
// bigint so the database never overflows a sum, numbers in code because every amount we handle is far below
// Number.MAX_SAFE_INTEGER (2^53, i.e. 90 trillion major units); ledger.ts refuses any amount that is not a
// safe integer. Never floats.
//
// Double entry: a journal is a set of postings summing to zero (checked in ledger.ts before the insert,
// inside the same transaction). Journals and postings are append-only: no code path updates or deletes them;
// a mistake is reversed by a new journal pointing at the old one (reverses_journal_id).
//
// Keyed by brand first (issue 21 item 5; journals and postings in migration 0044, the rest in the wallet_brand_keys
// migration): every primary key starts with merchant_id ((merchant_id, id) for the serial ids) and so does every unique
// index; a deposit points at its channel and a receipt at its deposit by (merchant_id, x_id), and every statement on
// these tables names the brand, so a brand's rows sit together (Citus, a brand moved to its own database).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, customType, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GameType } from '../../../schema/api/games';
import { members } from '../accounts/tables';
import { merchants } from '../tenancy/tables';

/**
 * Ledger accounts. Member accounts: kind 'main' (member wallet) or 'vendor' (sub-wallet per game vendor when
 * the merchant wallet is not single, spec §3 isSingle). System accounts (member_id null): 'house', 'bonus',
 * 'pending_withdrawal', 'payment_clearing'. `balance` equals the sum of the account's postings; it is changed
 * only by ledger.ts in the transaction that writes the postings. Member balances never go below zero (CHECK).
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: serial('id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id'),
    kind: text('kind').notNull(),
    /** Vendor code for 'vendor' sub-wallets; the slot '0'..'15' of the striped house account (ledger.ts HOUSE_SLOTS); '' otherwise. */
    vendorCode: text('vendor_code').notNull().default(''),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('wallet_accounts_member_uq').on(t.merchantId, t.memberId, t.kind, t.vendorCode).where(sql`${t.memberId} is not null`),
    uniqueIndex('wallet_accounts_system_uq').on(t.merchantId, t.kind, t.vendorCode).where(sql`${t.memberId} is null`),
    check('wallet_accounts_member_non_negative', sql`${t.memberId} is null or ${t.balance} >= 0`),
    foreignKey({ name: 'wallet_accounts_member_fk', columns: [t.merchantId, t.memberId], foreignColumns: [members.merchantId, members.id] }),
  ],
);

/**
 * No foreign keys on the four per-bet tables (journals, postings, seamless_txs, seamless_rounds): every id
 * written there comes from a row the same transaction has just read, locked or inserted (ledger.ts,
 * seamless_batch), and nothing is ever deleted from wallet_accounts, members or merchants. The FK triggers
 * were a quarter of a seamless call's database time (bench:wallet, README); checkInvariants
 * (danglingReferences) checks the same references from the tables, for the operator and in the tests.
 */
/** One money movement. `kind` names the business event (deposit, bet, win, transfer...). */
export const walletJournals = pgTable(
  'wallet_journals',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    merchantId: integer('merchant_id')
      .notNull(),
    kind: text('kind').notNull(),
    /** The member the movement is shown to in transactionHistory (null for system-only movements). */
    memberId: integer('member_id'),
    /** The idempotency key that caused it (scope:requestId), for tracing. */
    requestKey: text('request_key'),
    reversesJournalId: bigint('reverses_journal_id', { mode: 'number' }),
    memo: jsonb('memo').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.id, t.createdAt] }), index('wallet_journals_member_idx').on(t.merchantId, t.memberId, t.createdAt)],
);

export const walletPostings = pgTable(
  'wallet_postings',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    journalId: bigint('journal_id', { mode: 'number' })
      .notNull(),
    merchantId: integer('merchant_id')
      .notNull(),
    accountId: integer('account_id')
      .notNull(),
    /** Signed minor units: + credits the account, - debits it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The account balance right after this posting. */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** Its journal's created_at (the same transaction's now()): a journal and its postings are in the same month's partition. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id, t.createdAt] }),
    index('wallet_postings_journal_idx').on(t.merchantId, t.journalId),
    index('wallet_postings_account_idx').on(t.accountId, t.id),
  ],
);

/**
 * Idempotency keys for money-moving requests (STYLE.md money): written in the same transaction as the journal;
 * a replay finds the row and gets `response` back. `fingerprint` catches a reused id with different content.
 * scope: 'member:<id>', 'operator', 'gateway:<code>', 'seed'.
 */
export const walletRequests = pgTable(
  'wallet_requests',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    scope: text('scope').notNull(),
    requestId: text('request_id').notNull(),
    operation: text('operation').notNull(),
    fingerprint: text('fingerprint').notNull(),
    journalId: bigint('journal_id', { mode: 'number' }),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.scope, t.requestId] })],
);

/**
 * The market month (UTC+8, schema/api/market-day.ts) of now(), as a date (its first day): seamless_txs' and
 * seamless_rounds' partition key. Their keys end in it; seamless_batch looks a key up in the months of
 * seamless_months (sql/seamless-batch.sql), then on a miss in every month.
 */
export const SEAMLESS_MONTH_DEFAULT = sql`(date_trunc('month', (now() AT TIME ZONE 'UTC') + interval '8 hours'))::date`;

/**
 * Seamless-wallet vendor transactions. key_space 'tx' holds debits and credits (the vendor's txId is unique
 * across both); key_space 'rollback' holds rollbacks keyed by the txId of the debit they cancel, including
 * rollbacks of debits never seen (status 'orphan'), so a late debit with that txId is refused.
 */
export const seamlessTxs = pgTable(
  'seamless_txs',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    merchantId: integer('merchant_id')
      .notNull(),
    vendorCode: text('vendor_code').notNull(),
    keySpace: text('key_space').notNull(),
    txId: text('tx_id').notNull(),
    /** debit | credit | rollback */
    kind: text('kind').notNull(),
    memberId: integer('member_id')
      .notNull(),
    roundId: text('round_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** done | orphan (rollback of an unknown debit) | rolled_back (a debit later cancelled: kept 'done', see rounds) */
    status: text('status').notNull(),
    journalId: bigint('journal_id', { mode: 'number' }),
    /** Balance in the first answer (a replay returns it). */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    gameCode: text('game_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The market month it was written in (SEAMLESS_MONTH_DEFAULT): the partition key (migration 0055). */
    month: date('month', { mode: 'string' }).notNull().default(SEAMLESS_MONTH_DEFAULT),
  },
  // Only the idempotency key, which is the primary key (brand first; migration 0053): a second index on (merchant,
  // vendor, member, round) was unused, and with fresh statistics the planner picked it for the key look-up (filtering
  // every row of the vendor: ~5 ms per call); a primary key (merchant_id, id) beside the key did the same (the
  // seamless_batch plan made while the table was empty scanned the brand's every transaction, 4 ms per pair in
  // bench:wallet). Nothing looks a row up by its id.
  // Partitioned by month (migration 0055): the key ends in the month, and a key is looked up in the months of
  // seamless_months (sql/seamless-batch.sql, which says why that keeps it unique).
  (t) => [primaryKey({ name: 'seamless_txs_key_pk', columns: [t.merchantId, t.vendorCode, t.keySpace, t.txId, t.month] })],
);

/**
 * One row per (vendor, member, round), one row per bet's round (issue 14 item 2): the rules' counters (a credit
 * needs a live debit; no rollback after a credit; the win cap) and, when the caller names the round's game type,
 * the round's record for the betting record, profit and loss and the winners board (game_type not null: the
 * record exists; read through rounds.ts, the games module through index.ts). Written only by seamless_batch
 * (sql/seamless-batch.sql), in the money's transaction: a debit inserts the row, its settling credit updates it.
 * One row instead of two tables (seamless_rounds + the games module's game_rounds until migration 0017): the
 * second row's insert and update cost ~25 % of bench:wallet's throughput at 16 clients (README).
 */
export const seamlessRounds = pgTable(
  'seamless_rounds',
  {
    merchantId: integer('merchant_id')
      .notNull(),
    vendorCode: text('vendor_code').notNull(),
    memberId: integer('member_id')
      .notNull(),
    roundId: text('round_id').notNull(),
    debits: integer('debits').notNull().default(0),
    rolledBack: integer('rolled_back').notNull().default(0),
    credits: integer('credits').notNull().default(0),
    /** Sum of the round's debits not rolled back, and the largest maximum multiplier they named (issue 24 item 7):
     * seamless_batch refuses a credit above staked x max_multiplier (sql/seamless-batch.sql). */
    staked: bigint('staked', { mode: 'number' }).notNull().default(0),
    maxMultiplier: integer('max_multiplier').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Creation order, the records' tie-break (not indexed: nothing looks a round up by it). */
    id: bigserial('id', { mode: 'number' }).notNull(),
    // The record (null until a debit names the game type). The games module's game id, not a foreign key (per-bet table).
    gameId: integer('game_id'),
    gameType: text('game_type').$type<GameType>(),
    gameCode: text('game_code'),
    /** The record's stake: every debit of the round (a rolled-back round keeps it; `staked` is the rules'). */
    stake: bigint('stake', { mode: 'number' }).notNull().default(0),
    win: bigint('win', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<'open' | 'settled' | 'rolled_back'>(),
    /** Game outcome (reels, roll...) for the record's detail view. */
    detail: jsonb('detail'),
    /** The record's bet time (the caller's clock at the round's first debit). */
    createdAt: timestamp('created_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The market month of the round's first call (SEAMLESS_MONTH_DEFAULT): the partition key (migration 0055). */
    month: date('month', { mode: 'string' }).notNull().default(SEAMLESS_MONTH_DEFAULT),
  },
  (t) => [
    // Partitioned by month like seamless_txs: a round is found in this month or the last, and written in the month
    // it was found in (sql/seamless-batch.sql).
    primaryKey({ columns: [t.merchantId, t.vendorCode, t.memberId, t.roundId, t.month] }),
    // Partial (records only), so no generic plan of the rules' look-up by the whole key can take it for a scan of
    // the member's rounds (it did, without the predicate: +40 % backend CPU per bet, README benchmark).
    index('seamless_rounds_member_idx').on(t.merchantId, t.memberId, t.createdAt).where(sql`${t.gameType} is not null`),
    // The winners board's index names neither status nor win (it filters them from the rows), so the settling
    // credit's update of the row is HOT (no new index entries): backend CPU per bet -10 % against a partial index
    // on status = 'settled' and win > 0, which every settling update had to enter (README benchmark).
    index('seamless_rounds_board_idx').on(t.merchantId, t.createdAt).where(sql`${t.gameType} is not null`),
  ],
);

/** Payment channels per tenant (issue 4 item 4): gateway 'demo' or 'bank' (manual transfer). */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial('id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    gateway: text('gateway').notNull(),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    /** Bank details shown for manual transfer (bank name, account name, account number). */
    details: jsonb('details').notNull().default({}),
    enabled: integer('enabled').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.id] }), uniqueIndex('payment_channels_code_uq').on(t.merchantId, t.code)],
);

/** Deposits: pending -> paid (credited once, journal_id set) | failed. */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id').notNull(),
    channelId: integer('channel_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    /** Gateway's own payment reference (unique per merchant): a retried gateway notice finds the same row. */
    gatewayRef: text('gateway_ref').notNull(),
    /** Member's transfer reference for manual bank deposits. */
    memberRef: text('member_ref'),
    journalId: bigint('journal_id', { mode: 'number' }),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    // Named: drizzle's default name would pass PostgreSQL's 63-character limit (and be cut short there).
    foreignKey({ name: 'deposits_channel_fk', columns: [t.merchantId, t.channelId], foreignColumns: [paymentChannels.merchantId, paymentChannels.id] }),
    uniqueIndex('deposits_gateway_ref_uq').on(t.merchantId, t.gatewayRef),
    index('deposits_member_idx').on(t.merchantId, t.memberId),
    foreignKey({ name: 'deposits_member_fk', columns: [t.merchantId, t.memberId], foreignColumns: [members.merchantId, members.id] }),
  ],
);

/**
 * Withdrawals: pending (funds in pending_withdrawal) -> paid | rejected (returned).
 * Receipt (spec §4 withdrawal receipt): after paid, the member confirms received / not_received (proof) /
 * all_received; no answer within the tenant's minutes counts as received ('auto_received', evaluated on read).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<'pending' | 'paid' | 'rejected'>().notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    /** The saved account it was paid to (member_bank_accounts; bank_name.. are its copy at the request, which a
     * later removal of the account leaves as they were). Null for withdrawals before saved accounts existed. */
    bankAccountId: integer('bank_account_id'),
    requestJournalId: bigint('request_journal_id', { mode: 'number' }),
    decisionJournalId: bigint('decision_journal_id', { mode: 'number' }),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    receiptStatus: text('receipt_status'),
    receivedAmount: bigint('received_amount', { mode: 'number' }),
    proofImage: text('proof_image'),
    receiptAt: timestamp('receipt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    index('withdrawals_member_idx').on(t.merchantId, t.memberId, t.createdAt),
    foreignKey({ name: 'withdrawals_member_fk', columns: [t.merchantId, t.memberId], foreignColumns: [members.merchantId, members.id] }),
  ],
);

/**
 * Payment-password tries per member (issue 24 item 6; service.ts PaymentPasswordGuard): a try is counted by one
 * atomic upsert BEFORE the password is checked, so parallel tries each get their own number and only the first
 * `limit` of a window are checked; a right password deletes the row. In the database, not in memory, so
 * every server process sees the same count.
 */
export const paymentPasswordAttempts = pgTable(
  'payment_password_attempts',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id').notNull(),
    /** Tries counted since windowStartedAt and not cleared by a right password. */
    attempts: integer('attempts').notNull(),
    /** Start of the counting window: the first try, restarted by the try that reaches the limit (the lock runs from there). */
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.memberId] }),
    foreignKey({ name: 'payment_password_attempts_member_fk', columns: [t.merchantId, t.memberId], foreignColumns: [members.merchantId, members.id] }),
  ],
);

/**
 * Saved withdrawal accounts (issue 15 item 2: securityCenter bank accounts and e-wallets). A withdrawal goes only
 * to one of these. The holder's name equals the member's real name when added (bank-accounts.ts); at most the
 * brand's bankAccountsMax per member (settings.ts). Removing one deletes the row; the withdrawals keep their copy.
 */
export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: serial('id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id').notNull(),
    kind: text('kind').$type<'bank' | 'ewallet'>().notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    /** Digits only (and a leading + for a phone-number e-wallet): spaces and dashes are taken out when saved. */
    accountNumber: text('account_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('member_bank_accounts_number_uq').on(t.merchantId, t.memberId, t.kind, t.accountNumber),
    foreignKey({ name: 'member_bank_accounts_member_fk', columns: [t.merchantId, t.memberId], foreignColumns: [members.merchantId, members.id] }),
  ],
);

/** PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * The receipt image a player attaches to a manual bank transfer deposit (issue 15 item 4; spec §9 uploads: PNG
 * or JPG by its bytes, at most 5 MB), one per deposit, replaced by a new upload while the deposit is pending.
 * A table of its own so deposit lists never read the image.
 */
export const depositReceipts = pgTable(
  'deposit_receipts',
  {
    depositId: integer('deposit_id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    mime: text('mime').$type<'image/png' | 'image/jpeg'>().notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.depositId] }),
    foreignKey({ name: 'deposit_receipts_deposit_fk', columns: [t.merchantId, t.depositId], foreignColumns: [deposits.merchantId, deposits.id] }),
  ],
);

/**
 * Members whose seamless debits must pass the bet checks first (issue 21, bench:wallet): a module with a bet check
 * (compliance: limits, time-outs, exclusions) marks a member here, in the transaction that gives them something to
 * check (requireBetChecks). seamless_batch answers such a member's unchecked debit `needs_check` without writing;
 * seamless.ts then runs the checks and submits it again as checked. Everyone else's debit goes straight to the
 * batch: one statement instead of a read before it. Rows are never removed (a member once limited stays checked).
 */
export const walletBetGuards = pgTable(
  'wallet_bet_guards',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.memberId] }),
    foreignKey({ name: 'wallet_bet_guards_member_fk', columns: [t.merchantId, t.memberId], foreignColumns: [members.merchantId, members.id] }),
  ],
);

/**
 * Operator adjustments above the brand's approval threshold (wallet setting adjustmentApprovalThreshold, issue 19
 * item 2): recorded here as pending; nothing moves until a different finance operator approves (the journal is then
 * written in the approval's transaction, with the row locked, so approving twice moves the money once) or rejects
 * with a reason. `request_id` is the requester's idempotency key: the same request sent again answers this row.
 */
export const walletAdjustmentRequests = pgTable(
  'wallet_adjustment_requests',
  {
    id: serial('id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id').notNull(),
    username: text('username').notNull(),
    requestId: text('request_id').notNull(),
    /** adjustment | bonus | bonus_deduction (adjustments.ts ADJUSTMENT_KINDS). */
    kind: text('kind').notNull(),
    /** Signed minor units, as asked. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    requestedBy: text('requested_by').notNull(),
    decidedBy: text('decided_by'),
    decisionReason: text('decision_reason'),
    journalId: bigint('journal_id', { mode: 'number' }),
    /** The member's main balance right after the approved journal. */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('wallet_adjustment_requests_request_uq').on(t.merchantId, t.requestId),
    index('wallet_adjustment_requests_status_idx').on(t.merchantId, t.status, t.id),
    foreignKey({ name: 'wallet_adjustment_requests_member_fk', columns: [t.merchantId, t.memberId], foreignColumns: [members.merchantId, members.id] }),
  ],
);
