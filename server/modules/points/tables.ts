// Points mall (issue 18 item 4; spec §1 points mall, §3 points redeem record and points types, §4 points exchange
// states, §9 points never expire). Every row is scoped by merchant_id. Points are whole numbers (bigint, mode
// number); money in minor units. Rates: hundredths of a point per major unit (100 = 1 point per RM1.00).
// Keyed brand first (issue 21 item 5, migration 0049): merchant_id leads every primary key ((merchant_id, id) for a
// serial id) and unique index, and foreign keys between these tables are (merchant_id, x_id) -> (merchant_id, id), so
// a brand's rows sit together (Citus, a brand on its own database) and a row never points at another brand's.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from '../tenancy/tables';

const merchantId = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);
const big = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** spec §3 points types: the journal's `type` (earning by game type, deposits, and every redemption). */
export const POINT_TYPES = ['slots', 'live', 'pvp', 'sports', 'lottery', 'deposit', 'redeem'] as const;
export type PointType = (typeof POINT_TYPES)[number];

/**
 * The brand's points rules. `betRates`: game type (RNG, LIVE, …, or `default`) → hundredths of a point per major
 * unit of valid bet; `depositRate` the same per major unit deposited. Conversion: `convertPoints` points buy
 * `convertCash` minor units (0 = conversion off); a conversion is a whole multiple of `convertPoints`.
 */
export const pointSettings = pgTable('point_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  enabled: boolean('enabled').notNull().default(true),
  betRates: jsonb('bet_rates').$type<Record<string, number>>().notNull().default({}),
  depositRate: integer('deposit_rate').notNull().default(0),
  convertPoints: integer('convert_points').notNull().default(0),
  convertCash: big('convert_cash'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's points: the balance (never below 0, never expiring) and the fraction not yet a whole point
 * (`carry`, in ten-thousandths of a point), so many small bets earn what one big bet would.
 */
export const pointAccounts = pgTable(
  'point_accounts',
  {
    memberId: integer('member_id').notNull(),
    merchantId: merchantId(),
    balance: big('balance'),
    carry: integer('carry').notNull().default(0),
    earned: big('earned'),
    spent: big('spent'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId] }), check('point_accounts_balance_ck', sql`${t.balance} >= 0`)],
);

/** Every change of a member's points (spec §3 points details): type, change, balance after, what caused it. */
export const pointJournal = pgTable(
  'point_journal',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    memberId: integer('member_id').notNull(),
    type: text('type').$type<PointType>().notNull(),
    change: bigint('change', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** The cause: `bet:<vendor>:<round>`, `deposit:<id>`, `redeem:<redemption id>`, `refund:<redemption id>`. */
    reference: text('reference').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('point_journal_reference_uq').on(t.merchantId, t.memberId, t.reference),
    index('point_journal_member_idx').on(t.merchantId, t.memberId, t.id),
  ],
);

export const REWARD_KINDS = ['cash', 'bonus', 'item'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** Per-language name and description of a reward. */
export interface RewardText {
  name: string;
  description: string;
}

/**
 * An operator-defined reward of the mall: `cash` pays `amount` at once, `bonus` pays `amount` as bonus money with
 * `wagerMultiple` × wagering (promotions), `item` is a physical item the operator fulfils. `stock` null = unlimited;
 * `perMemberLimit` 0 = no limit (counted over redemptions not rejected).
 */
export const pointRewards = pgTable(
  'point_rewards',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    code: text('code').notNull(),
    kind: text('kind').$type<RewardKind>().notNull(),
    texts: jsonb('texts').$type<Record<string, RewardText>>().notNull(),
    image: text('image'),
    points: integer('points').notNull(),
    amount: big('amount'),
    wagerMultiple: integer('wager_multiple').notNull().default(0),
    stock: integer('stock'),
    perMemberLimit: integer('per_member_limit').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.id] }), uniqueIndex('point_rewards_code_uq').on(t.merchantId, t.code), check('point_rewards_stock_ck', sql`${t.stock} is null or ${t.stock} >= 0`)],
);

/** spec §4 points exchange: applying (in process), rejected, approved (passed). */
export const REDEMPTION_STATUSES = ['applying', 'rejected', 'approved'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/**
 * spec §3 points redeem record: one row per redemption of a reward or conversion to cash. The member's
 * `requestId` (unique per member) makes a replay answer the first; money paid carries the ledger request
 * `points:<id>`.
 */
export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    memberId: integer('member_id').notNull(),
    requestId: text('request_id').notNull(),
    /** `reward` or `convert`. */
    kind: text('kind').$type<'reward' | 'convert'>().notNull(),
    rewardId: integer('reward_id'),
    rewardKind: text('reward_kind').$type<RewardKind>().notNull(),
    /** The reward's name in the brand's default language when redeemed (later renames do not rewrite history). */
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    points: big('points'),
    amount: big('amount'),
    status: text('status').$type<RedemptionStatus>().notNull(),
    remark: text('remark').notNull().default(''),
    journalId: integer('journal_id'),
    bonusClaimId: integer('bonus_claim_id'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    // The reward is the brand's own: (merchant_id, reward_id) → point_rewards (merchant_id, id).
    foreignKey({ name: 'point_redemptions_reward_fk', columns: [t.merchantId, t.rewardId], foreignColumns: [pointRewards.merchantId, pointRewards.id] }),
    uniqueIndex('point_redemptions_request_uq').on(t.merchantId, t.memberId, t.requestId),
    index('point_redemptions_member_idx').on(t.merchantId, t.memberId, t.id),
    index('point_redemptions_status_idx').on(t.merchantId, t.status, t.id),
  ],
);
