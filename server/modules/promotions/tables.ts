// Promotions and bonuses (issue 18 items 1, 2; spec §3 activity application, §4 activity states). Every row is
// scoped by merchant_id. Money columns are integers in minor units (bigint, mode number); rates are basis points.
// A claim row is the one record of a member's take-up of a promotion in a period: its unique key
// (promotion, member, period) is what makes a bonus payable once, whatever the number of requests, replays or tabs.
// Keyed brand first (issue 21 item 5, migration 0049): merchant_id leads every primary key ((merchant_id, id) for a
// serial id) and unique index, and foreign keys between these tables are (merchant_id, x_id) -> (merchant_id, id), so
// a brand's rows sit together (Citus, a brand on its own database) and a row never points at another brand's.
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PROMOTION_KINDS, type PromotionKind, type PromotionRule } from '../../../schema/api/promotions';
import { merchants } from '../tenancy/tables';

const merchantId = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

// The kinds and the rule are the API's contract too (the console edits them): schema/api/promotions.ts.
export { PROMOTION_KINDS, type PromotionKind, type PromotionRule };

/** Per-language copy: title (plain), terms (sanitised rich content), banner (image URL). */
export interface PromotionText {
  title: string;
  terms: string;
  banner?: string;
}


export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    /** The operator's stable name, unique per brand (seeds and the CLI address promotions by it). */
    code: text('code').notNull(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Eligible VIP levels; empty = every level. */
    vipLevels: jsonb('vip_levels').$type<number[]>().notNull().default([]),
    /** Eligible members (ids); empty = every member. */
    memberIds: jsonb('member_ids').$type<number[]>().notNull().default([]),
    /** Language → copy; the brand's default language is the fallback. */
    texts: jsonb('texts').$type<Record<string, PromotionText>>().notNull(),
    rule: jsonb('rule').$type<PromotionRule>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('promotions_merchant_code_uq').on(t.merchantId, t.code),
    index('promotions_merchant_idx').on(t.merchantId, t.kind),
  ],
);

/**
 * joined: opted in, waiting for a deposit (deposit match) · applying / rejected: an application ·
 * active: bonus paid, wagering under way · completed: wagering met (or none asked) · issued: paid, nothing asked ·
 * forfeited / expired: the rest of the bonus taken back · lost: a raffle draw without a prize.
 */
export const CLAIM_STATUSES = ['joined', 'applying', 'rejected', 'active', 'completed', 'issued', 'forfeited', 'expired', 'lost'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    promotionId: integer('promotion_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** 'once', a market day 'D:2026-11-26' (daily sign-in, raffle per day, daily cashback) or week 'W:2026-11-23'. */
    periodKey: text('period_key').notNull(),
    status: text('status').$type<ClaimStatus>().notNull(),
    bonus: money('bonus'),
    /** The deposit a match was paid on (its amount counts in a bonus + deposit requirement). */
    depositId: integer('deposit_id'),
    depositAmount: money('deposit_amount'),
    wagerRequired: money('wager_required'),
    wagered: money('wagered'),
    /** Taken back by a forfeit or the expiry. */
    removed: money('removed'),
    journalId: integer('journal_id'),
    removalJournalId: integer('removal_journal_id'),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Application: the member's comment (≤ 140, spec §9); the operator's reason for a rejection. */
    comment: text('comment').notNull().default(''),
    decision: text('decision').notNull().default(''),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    foreignKey({ name: 'promotion_claims_promotion_fk', columns: [t.merchantId, t.promotionId], foreignColumns: [promotions.merchantId, promotions.id] }),
    uniqueIndex('promotion_claims_once_uq').on(t.merchantId, t.promotionId, t.memberId, t.periodKey),
    index('promotion_claims_member_idx').on(t.merchantId, t.memberId, t.status),
    index('promotion_claims_active_idx').on(t.expiresAt).where(sql`status = 'active'`),
  ],
);

/** spec §3 activity application: up to 3 PNG/JPG images of ≤ 5 MB (spec §9). */
export const promotionApplicationImages = pgTable(
  'promotion_application_images',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    claimId: integer('claim_id').notNull(),
    mime: text('mime').notNull(),
    data: bytea('data').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    foreignKey({ name: 'promotion_application_images_claim_fk', columns: [t.merchantId, t.claimId], foreignColumns: [promotionClaims.merchantId, promotionClaims.id] }),
    index('promotion_application_images_claim_idx').on(t.merchantId, t.claimId),
  ],
);
