// Player protection and compliance (issue 20): the player's limits, time-outs and self-exclusions, reality-check
// preferences, identity documents (KYC) and the operator's review alerts. Scoped by merchant_id like every row, and
// keyed brand first (issue 21 item 5, migration 0048): merchant_id leads every primary key and unique index, so a
// brand's rows sit together (Citus, a brand moved to its own database); every statement on them names the brand.
import { sql } from 'drizzle-orm';
import { bigint, customType, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from '../accounts/member/tables';
import { merchants } from '../tenancy/tables';

/** PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * A limit of one kind and period: deposit / loss / wager (minor units) per day, week or month, or the session
 * length (minutes, period 'session'). `amount` is in force; a raise or removal waits 24 hours in `pending*`
 * (pendingRemove: the limit goes), applied by whoever reads it at or after pendingAt (no job needed).
 */
export const rgLimits = pgTable(
  'rg_limits',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id').notNull(),
    kind: text('kind').$type<'deposit' | 'loss' | 'wager' | 'session'>().notNull(),
    period: text('period').$type<'day' | 'week' | 'month' | 'session'>().notNull(),
    amount: bigint('amount', { mode: 'number' }),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingRemove: integer('pending_remove').notNull().default(0),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.memberId, t.kind, t.period] }),
    foreignKey({ name: 'rg_limits_member_fk', columns: [t.merchantId, t.memberId], foreignColumns: [members.merchantId, members.id] }),
  ],
);

/** Reality check interval (minutes; null: the brand's default) and when the player last pressed "continue". */
export const rgPreferences = pgTable(
  'rg_preferences',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id').notNull(),
    realityMinutes: integer('reality_minutes'),
    realityAckAt: timestamp('reality_ack_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.memberId] }),
    foreignKey({ name: 'rg_preferences_member_fk', columns: [t.merchantId, t.memberId], foreignColumns: [members.merchantId, members.id] }),
  ],
);

/**
 * A time-out (24 h to 6 weeks) or self-exclusion (6 months to permanent: endsAt null). Never shortened or lifted
 * early. The identity keys are copied at the time so another brand of the operator matches the person.
 */
export const rgExclusions = pgTable(
  'rg_exclusions',
  {
    id: serial('id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id').notNull(),
    kind: text('kind').$type<'timeout' | 'self_exclusion'>().notNull(),
    duration: text('duration').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    mobileKey: text('mobile_key'),
    email: text('email'),
    idNumber: text('id_number'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    index('rg_exclusions_member_idx').on(t.merchantId, t.memberId),
    foreignKey({ name: 'rg_exclusions_member_fk', columns: [t.merchantId, t.memberId], foreignColumns: [members.merchantId, members.id] }),
    index('rg_exclusions_mobile_idx').on(t.mobileKey).where(sql`${t.mobileKey} is not null`),
    index('rg_exclusions_email_idx').on(t.email).where(sql`${t.email} is not null`),
    index('rg_exclusions_id_number_idx').on(t.idNumber).where(sql`${t.idNumber} is not null`),
  ],
);

/** Identity documents (spec issue 20 item 4): stored in the database only, never on a public path. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: serial('id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id').notNull(),
    kind: text('kind').$type<'id' | 'address' | 'selfie'>().notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    status: text('status').$type<'pending' | 'verified' | 'rejected'>().notNull().default('pending'),
    reason: text('reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    index('kyc_documents_member_idx').on(t.merchantId, t.memberId),
    index('kyc_documents_status_idx').on(t.merchantId, t.status),
    foreignKey({ name: 'kyc_documents_member_fk', columns: [t.merchantId, t.memberId], foreignColumns: [members.merchantId, members.id] }),
  ],
);

/** Accounts flagged for review by a rule; each decided once with its outcome. One alert per rule and key. */
export const complianceAlerts = pgTable(
  'compliance_alerts',
  {
    id: serial('id').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id'),
    rule: text('rule').notNull(),
    /** What makes the alert unique (a deposit id, a day, a device): the rule's subscriber runs idempotently. */
    dedupeKey: text('dedupe_key').notNull(),
    detail: jsonb('detail').notNull(),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    outcome: text('outcome'),
    note: text('note'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('compliance_alerts_key_uq').on(t.merchantId, t.rule, t.dedupeKey),
    index('compliance_alerts_status_idx').on(t.merchantId, t.status),
    foreignKey({ name: 'compliance_alerts_member_fk', columns: [t.merchantId, t.memberId], foreignColumns: [members.merchantId, members.id] }),
  ],
);
