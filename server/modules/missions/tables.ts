// Missions and the reward centre (issue 18 item 3; spec §1 missions and reward centre, §2 personal-centre entries
// missionLeaderboard and rewardCenter, §4 activity states). Every row is scoped by merchant_id; money in minor units
// (bigint, mode number). A member's progress is one row per (mission, member, period); a completed mission makes one
// reward row per (mission, member, period): its unique key is what makes a reward earned and paid once.
// Keyed brand first (issue 21 item 5, migration 0049): merchant_id leads every primary key ((merchant_id, id) for a
// serial id) and unique index, and foreign keys between these tables are (merchant_id, x_id) -> (merchant_id, id), so
// a brand's rows sit together (Citus, a brand on its own database) and a row never points at another brand's.
import { sql } from 'drizzle-orm';
import { bigint, boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from '../tenancy/tables';

const merchantId = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** D: each market day; W: each week (Monday to Sunday, market days); once: the mission's whole run. */
export const MISSION_PERIODS = ['D', 'W', 'once'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];
/** valid_bet: stakes of settled rounds (optionally of one game type); deposit: paid deposits; login_days: consecutive days logged in. */
export const MISSION_GOALS = ['valid_bet', 'deposit', 'login_days'] as const;
export type MissionGoal = (typeof MISSION_GOALS)[number];
/** cash: paid with nothing asked; bonus: paid as a promotions bonus with a wagering requirement (wagerMultiple × amount). */
export const MISSION_REWARD_KINDS = ['cash', 'bonus'] as const;
export type MissionRewardKind = (typeof MISSION_REWARD_KINDS)[number];

export interface MissionText {
  title: string;
  description: string;
}

export const missions = pgTable(
  'missions',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    /** The operator's stable name, unique per brand. */
    code: text('code').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    period: text('period').$type<MissionPeriod>().notNull(),
    goal: text('goal').$type<MissionGoal>().notNull(),
    /** valid_bet only: the game type whose bets count (RNG, LIVE, …); null = every type. */
    gameType: text('game_type'),
    /** Minor units (valid_bet, deposit) or days (login_days). */
    target: bigint('target', { mode: 'number' }).notNull(),
    rewardKind: text('reward_kind').$type<MissionRewardKind>().notNull(),
    rewardAmount: money('reward_amount'),
    /** bonus only: the wagering asked, a multiple of the reward. */
    wagerMultiple: integer('wager_multiple').notNull().default(0),
    /** bonus only: hours to meet the wagering once claimed (the promotions bonus's expiry: the rest is then taken back). */
    wagerHours: integer('wager_hours').notNull().default(168),
    /** Leaderboard points a completion earns. */
    score: integer('score').notNull().default(0),
    /** An unclaimed reward expires this many hours after its period (or the mission) ends. */
    claimHours: integer('claim_hours').notNull().default(48),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Language → copy; the brand's default language is required and is the fallback. */
    texts: jsonb('texts').$type<Record<string, MissionText>>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('missions_merchant_code_uq').on(t.merchantId, t.code),
    index('missions_merchant_goal_idx').on(t.merchantId, t.goal),
  ],
);

/** A member's progress on a mission in one period (from the outbox subscribers). */
export const missionProgress = pgTable(
  'mission_progress',
  {
    missionId: integer('mission_id').notNull(),
    memberId: integer('member_id').notNull(),
    periodKey: text('period_key').notNull(),
    merchantId: merchantId(),
    /** Minor units, or days for login_days (the current run of consecutive days). */
    progress: money('progress'),
    /** login_days: the last market day counted. */
    lastDay: text('last_day'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.missionId, t.memberId, t.periodKey] }),
    foreignKey({ name: 'mission_progress_mission_fk', columns: [t.merchantId, t.missionId], foreignColumns: [missions.merchantId, missions.id] }),
    index('mission_progress_member_idx').on(t.merchantId, t.memberId),
  ],
);

/**
 * claim: earned, waiting in the reward centre · issued: paid (a bonus's wagering is then its promotions bonus's) ·
 * expired: not claimed in time (nothing paid). spec §4 activity states claim, issued, close.
 */
export const REWARD_STATUSES = ['claim', 'issued', 'expired'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

export const missionRewards = pgTable(
  'mission_rewards',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    memberId: integer('member_id').notNull(),
    missionId: integer('mission_id').notNull(),
    periodKey: text('period_key').notNull(),
    status: text('status').$type<RewardStatus>().notNull().default('claim'),
    kind: text('kind').$type<MissionRewardKind>().notNull(),
    amount: money('amount'),
    score: integer('score').notNull().default(0),
    /** bonus only: the wagering the mission asked when the reward was earned (its multiple × amount). */
    wagerRequired: money('wager_required'),
    /** bonus only: hours to meet it, as the mission said when the reward was earned. */
    wagerHours: integer('wager_hours').notNull().default(168),
    /** The page's request id of the claim (a replay answers the first). */
    requestId: text('request_id'),
    journalId: integer('journal_id'),
    /** A bonus reward with wagering: its promotions claim (the bonus on the withdraw page). */
    bonusClaimId: integer('bonus_claim_id'),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    foreignKey({ name: 'mission_rewards_mission_fk', columns: [t.merchantId, t.missionId], foreignColumns: [missions.merchantId, missions.id] }),
    uniqueIndex('mission_rewards_once_uq').on(t.merchantId, t.missionId, t.memberId, t.periodKey),
    index('mission_rewards_member_idx').on(t.merchantId, t.memberId, t.status),
    index('mission_rewards_board_idx').on(t.merchantId, t.earnedAt),
    index('mission_rewards_open_idx').on(t.expiresAt).where(sql`status = 'claim'`),
  ],
);
