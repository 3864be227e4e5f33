// Agent centre (issue 16; spec §1 agents, §3 contract fields, §4 contract flow, §9 periods). Every row is scoped by
// merchant_id. Money columns are integers in minor units (bigint, mode number); rates are basis points (1/100 %).
// The agents module keeps its own copy of the downline tree and of the team's volumes, fed by outbox events
// (member.registered, bet.settled, deposit.paid, withdrawal.paid, member.upline_changed): it never reads another
// module's tables.
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from '../tenancy/tables';

const merchantId = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * One row per member of a brand's tree (agents and players): its upline, depth and team size. Every table of this
 * module is keyed brand first (issue 21 item 5, migrations 0046 and 0047: the primary key and each unique index
 * start with merchant_id), so a brand's rows sit together, for Citus or a brand moved to its own database; every
 * statement on them names the brand.
 */
export const agentNodes = pgTable(
  'agent_nodes',
  {
    memberId: integer('member_id').notNull(),
    merchantId: merchantId(),
    uplineId: integer('upline_id'),
    username: text('username').notNull(),
    /** 0 = top of the tree (no upline). */
    depth: integer('depth').notNull(),
    /** Members below (all levels), kept by every insert under it. */
    teamSize: integer('team_size').notNull().default(0),
    directCount: integer('direct_count').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.memberId] }),
    index('agent_nodes_upline_idx').on(t.uplineId, t.memberId),
    uniqueIndex('agent_nodes_merchant_username_uq').on(t.merchantId, t.username),
  ],
);

/** Closure of the tree: (ancestor, member, levels apart); every member is its own ancestor at depth 0. */
export const agentLinks = pgTable(
  'agent_links',
  {
    merchantId: merchantId(),
    ancestorId: integer('ancestor_id').notNull(),
    memberId: integer('member_id').notNull(),
    depth: integer('depth').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.ancestorId, t.memberId] }), index('agent_links_member_idx').on(t.merchantId, t.memberId)],
);

/** A member's own day (report day, UTC+8): bets, stake, win, deposits and withdrawals. */
export const agentMemberDays = pgTable(
  'agent_member_days',
  {
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    merchantId: merchantId(),
    bets: integer('bets').notNull().default(0),
    stake: money('stake'),
    win: money('win'),
    deposits: money('deposits'),
    withdrawals: money('withdrawals'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId, t.day] })],
);

export type TransactionType = 'deposit' | 'withdrawal';

/**
 * Transaction Details of the downline (spec §2 agent-centre menu): one row per paid deposit or withdrawal, copied
 * from deposit.paid / withdrawal.paid. `order_id` is the wallet's deposit or withdrawal id, unique per brand and
 * type, so a redelivered event adds nothing; `order_no` the order number shown (a deposit's reference).
 */
export const agentTransactions = pgTable(
  'agent_transactions',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    memberId: integer('member_id').notNull(),
    type: text('type').$type<TransactionType>().notNull(),
    orderId: integer('order_id').notNull(),
    orderNo: text('order_no').notNull(),
    amount: money('amount'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('agent_transactions_order_uq').on(t.merchantId, t.type, t.orderId),
    index('agent_transactions_member_idx').on(t.merchantId, t.memberId, t.at),
  ],
);

/**
 * A team's day (the agent and everyone below): the sums Team Overview, My Income and the daily settlements read.
 * `active` = members of the team with a bet that day, `joined` = members who joined the team that day.
 */
export const agentTeamDays = pgTable(
  'agent_team_days',
  {
    merchantId: merchantId(),
    agentId: integer('agent_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    bets: integer('bets').notNull().default(0),
    stake: money('stake'),
    win: money('win'),
    deposits: money('deposits'),
    withdrawals: money('withdrawals'),
    active: integer('active').notNull().default(0),
    joined: integer('joined').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.agentId, t.day] })],
);

/**
 * Team Overview's active members over a range of days, counted without scanning the team (issue 16, bench:agents):
 * `n` members of the agent's team made their first bet of `day` `gap` days after their previous active day (gap
 * FIRST_ACTIVE_GAP: never active before). A member is active in [from, to] exactly when one of its active days d in
 * the range has its previous active day before `from`, i.e. gap > d - from: so the count is
 * sum(n) where day between from and to and gap > day - from.
 */
export const agentTeamReturns = pgTable(
  'agent_team_returns',
  {
    merchantId: merchantId(),
    agentId: integer('agent_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    gap: integer('gap').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.agentId, t.day, t.gap] })],
);
/** The gap of a member's first active day ever (greater than any range is long). */
export const FIRST_ACTIVE_GAP = 100_000;

/** A team's 5-minute slot (spec §9 real-time settlement every 5 minutes; hours are 12 slots). */
export const agentTeamSlots = pgTable(
  'agent_team_slots',
  {
    merchantId: merchantId(),
    agentId: integer('agent_id').notNull(),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    stake: money('stake'),
    win: money('win'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.agentId, t.slot] })],
);

export type ContractKind = 'dividend' | 'daily' | 'hourly' | 'realtime';
export type ContractStatus = 'offered' | 'active' | 'rejected' | 'terminated' | 'superseded' | 'withdrawn';

/**
 * spec §3 contract fields, §4 contract flow. upline_id null = offered by the brand (operator) to a top agent.
 * terms: { tiers: [{ minValidBet, minLoss, minActive, minBet, rateBp }] } or, for real-time wages,
 * { profitRateBp, lossRateBp, singleBetRateBp }.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    kind: text('kind').$type<ContractKind>().notNull(),
    uplineId: integer('upline_id'),
    memberId: integer('member_id').notNull(),
    /** Settlement period: D, W, H (half month), M (spec §9); hourly contracts 'HR', real-time '5M'. */
    period: text('period').notNull(),
    terms: jsonb('terms').notNull(),
    status: text('status').$type<ContractStatus>().notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Why it ended: rejected, terminated_by_upline, terminated_by_member, upline_rate_lowered, upline_contract_ended, upline_changed, superseded. */
    endReason: text('end_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('agent_contracts_active_uq').on(t.merchantId, t.memberId, t.kind).where(sql`${t.status} = 'active'`),
    uniqueIndex('agent_contracts_offered_uq').on(t.merchantId, t.memberId, t.kind).where(sql`${t.status} = 'offered'`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.kind, t.status),
    index('agent_contracts_merchant_idx').on(t.merchantId, t.kind, t.status),
  ],
);

/**
 * One row per (contract, period) ever settled: the unique key that makes a payout happen at most once. status
 * 'paid' (journal_id set), 'zero' (nothing due). Written in the journal's transaction.
 */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    contractId: integer('contract_id').notNull(),
    memberId: integer('member_id').notNull(),
    kind: text('kind').$type<ContractKind>().notNull(),
    periodKey: text('period_key').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** The team's base (valid bet, net loss...) and the rate that applied, for the agent's and operator's view. */
    base: money('base'),
    rateBp: integer('rate_bp').notNull(),
    gross: money('gross'),
    /** What the contracted direct downlines earned on their part (the differential). */
    givenBelow: money('given_below'),
    amount: money('amount'),
    status: text('status').notNull(),
    journalId: integer('journal_id'),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    uniqueIndex('agent_settlements_once_uq').on(t.merchantId, t.contractId, t.periodKey),
    index('agent_settlements_member_idx').on(t.memberId, t.settledAt),
  ],
);

/** An operator's hold on a period of a kind: its settlement waits until the hold is lifted (then runs or re-runs). */
export const agentSettlementHolds = pgTable(
  'agent_settlement_holds',
  {
    merchantId: merchantId(),
    kind: text('kind').$type<ContractKind>().notNull(),
    periodKey: text('period_key').notNull(),
    heldBy: text('held_by').notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.kind, t.periodKey] })],
);

/** Agent announcements (spec §2 agent menu: Announcement), written by operators. */
export const agentAnnouncements = pgTable(
  'agent_announcements',
  {
    id: serial('id').notNull(),
    merchantId: merchantId(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.id] })],
);

