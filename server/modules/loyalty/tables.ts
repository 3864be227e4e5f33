// VIP levels and manual rebate (issue 18 items 5 and 7; spec §2 /vip and manualRebate, §3 hasVip and vipRankLevel,
// §6 VIP service above rank 4). Every row is scoped by merchant_id; money in minor units (bigint, mode number),
// rates in basis points. The member's level itself lives on the member (accounts: vip_rank_level, read by the
// header badge, promotions and the inbox); this module decides it and writes it through the accounts API.
// Keyed brand first (issue 21 item 5, migration 0049): merchant_id leads every primary key ((merchant_id, id) for a
// serial id) and unique index, and foreign keys between these tables are (merchant_id, x_id) -> (merchant_id, id), so
// a brand's rows sit together (Citus, a brand on its own database) and a row never points at another brand's.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from '../tenancy/tables';

const merchantId = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** The brand's VIP programme: levels are reached on the deposits and valid bets of the last `periodDays` market days. */
export const vipPrograms = pgTable('vip_programs', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  periodDays: integer('period_days').notNull().default(30),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per level of a brand (0 = every member, the base rates). A level is reached when both thresholds are met
 * over the period; reaching it pays `upgradeBonus` once. Benefits: manual rebate rates by game type (basis points
 * of the valid bet; `default` for a type not listed), a daily withdrawal limit (0 = none).
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    level: integer('level').notNull(),
    name: text('name').notNull(),
    /** The name in the brand's languages (ms, en, zh), where the operator gave one; `name` otherwise. */
    names: jsonb('names').$type<Partial<Record<'ms' | 'en' | 'zh', string>>>().notNull().default({}),
    minDeposit: money('min_deposit'),
    minValidBet: money('min_valid_bet'),
    upgradeBonus: money('upgrade_bonus'),
    withdrawDailyLimit: money('withdraw_daily_limit'),
    /** Paid once a year on the member's birthday (market day), to members at this level. */
    birthdayBonus: money('birthday_bonus'),
    rebateRates: jsonb('rebate_rates').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.id] }), uniqueIndex('vip_levels_merchant_level_uq').on(t.merchantId, t.level)],
);

/** A member's deposits and valid bets per market day (from `deposit.paid` and `bet.settled`): the VIP progress. */
export const loyaltyActivity = pgTable(
  'loyalty_activity',
  {
    merchantId: merchantId(),
    memberId: integer('member_id').notNull(),
    day: text('day').notNull(),
    deposits: money('deposits'),
    validBets: money('valid_bets'),
  },
  // The primary key (merchant_id, member_id, day) serves the brand's look-ups the former merchant index served.
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.day] })],
);

/** One row per level a member reached: its unique key pays the upgrade bonus once (ledger request `vip-up:<id>`). */
export const vipUpgrades = pgTable(
  'vip_upgrades',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    memberId: integer('member_id').notNull(),
    level: integer('level').notNull(),
    bonus: money('bonus'),
    journalId: integer('journal_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.id] }), uniqueIndex('vip_upgrades_member_level_uq').on(t.merchantId, t.memberId, t.level)],
);

/**
 * The monthly VIP review (issue 18 item 7): one row per member and market month reviewed, so the review job resumes
 * where it stopped and never reviews a member twice in a month. `fromLevel` → `toLevel` (equal when the level held).
 */
export const vipReviews = pgTable(
  'vip_reviews',
  {
    merchantId: merchantId(),
    memberId: integer('member_id').notNull(),
    month: text('month').notNull(),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.month] }), index('vip_reviews_merchant_idx').on(t.merchantId, t.month)],
);

/** Valid bets per game type not yet rebated (since the last claim). A claim takes them under the row locks. */
export const rebateAccruals = pgTable(
  'rebate_accruals',
  {
    merchantId: merchantId(),
    memberId: integer('member_id').notNull(),
    gameType: text('game_type').notNull(),
    validBet: money('valid_bet'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The primary key (merchant_id, member_id, game_type) serves the brand's look-ups the former merchant index served.
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.gameType] })],
);

export interface RebateLine {
  gameType: string;
  validBet: number;
  rateBp: number;
  amount: number;
}

/** A paid manual rebate (ledger request `rebate:<id>`); `requestId` (the page's) makes a replay answer the first. */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    memberId: integer('member_id').notNull(),
    requestId: text('request_id'),
    vipLevel: integer('vip_level').notNull().default(0),
    amount: money('amount'),
    lines: jsonb('lines').$type<RebateLine[]>().notNull().default([]),
    journalId: integer('journal_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('rebate_claims_request_uq').on(t.merchantId, t.memberId, t.requestId).where(sql`${t.requestId} is not null`),
    index('rebate_claims_member_idx').on(t.merchantId, t.memberId, t.id),
  ],
);

/** A birthday bonus paid: one per member and year (ledger request `vip-bday:<id>`). */
export const vipBirthdayBonuses = pgTable(
  'vip_birthday_bonuses',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    memberId: integer('member_id').notNull(),
    year: integer('year').notNull(),
    level: integer('level').notNull(),
    bonus: money('bonus'),
    journalId: integer('journal_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.id] }), uniqueIndex('vip_birthday_member_year_uq').on(t.merchantId, t.memberId, t.year)],
);

/**
 * Issue 18 item 6, invite friends: the brand's referral rule. A friend (registered with a member's code) who makes a
 * first deposit of at least `minFirstDeposit` and then `minTurnover` of valid bets earns the referrer `bonus`, once.
 */
export const referralSettings = pgTable('referral_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  enabled: integer('enabled').notNull().default(1),
  minFirstDeposit: money('min_first_deposit'),
  minTurnover: money('min_turnover'),
  bonus: money('bonus'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per referred friend: their first deposit and valid bets (from `deposit.paid` and `bet.settled`), and the
 * referrer's bonus once paid (ledger request `referral:<friend id>`; `paid_at` set under the row lock, so parallel
 * deliveries pay once).
 */
export const referralFriends = pgTable(
  'referral_friends',
  {
    friendId: integer('friend_id').notNull(),
    merchantId: merchantId(),
    referrerId: integer('referrer_id').notNull(),
    firstDeposit: money('first_deposit'),
    turnover: money('turnover'),
    bonus: money('bonus'),
    journalId: integer('journal_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.friendId] }), index('referral_friends_referrer_idx').on(t.merchantId, t.referrerId)],
);
