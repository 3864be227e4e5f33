// Issue 16 item 2: the agent's team pages (spec §2 agent-centre menu), read from the agents module's own copy of the
// tree and of the team's days. Date ranges: spec §9 shortcuts (today, yesterday, previous 7 and 30 days) or a custom
// range of market days (UTC+8), at most 366 days.
import { rowsOf } from './sql-rows';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { marketDay, marketDayStartOf } from '../../../schema/api/market-day';
import type { DbOrTx } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { usernames } from './contracts';
import { agentAnnouncements, agentLinks, agentNodes, agentSettlements, type TransactionType } from './tables';
import { inTeam, nodeByUsername, nodeOf } from './tree';

export const RANGES = ['today', 'yesterday', 'last7', 'last30'] as const;
export interface RangeQuery {
  range?: (typeof RANGES)[number];
  startDate?: string;
  endDate?: string;
}
const DAY = 86_400_000;

/** First and last market day (inclusive) of a range. */
export function dayRange(q: RangeQuery, now: Date): { from: string; to: string } {
  const today = marketDay(now.getTime());
  const back = (n: number) => marketDay(now.getTime() - n * DAY);
  if (q.startDate || q.endDate) {
    const from = q.startDate ?? q.endDate!;
    const to = q.endDate ?? q.startDate!;
    const [a, b] = [marketDayStartOf(from), marketDayStartOf(to)];
    if (Number.isNaN(a) || Number.isNaN(b) || a > b || (b - a) / DAY > 366) throw new BadRequestError('err_date_range', undefined, 'date_range');
    return { from, to };
  }
  switch (q.range ?? 'today') {
    case 'yesterday':
      return { from: back(1), to: back(1) };
    case 'last7':
      return { from: back(6), to: today };
    case 'last30':
      return { from: back(29), to: today };
    default:
      return { from: today, to: today };
  }
}

/** Team Overview: size, new and active members, deposits, withdrawals, valid bets, profit and loss. */
export async function teamOverview(merchantId: number, agentId: number, q: RangeQuery, now: Date, db: DbOrTx) {
  const { from, to } = dayRange(q, now);
  const node = await nodeOf(merchantId, agentId, db);
  const [sums] = await rowsOf<{ stake: string; win: string; deposits: string; withdrawals: string; joined: string; bets: string; active: string }>(db, sql`
      select coalesce(sum(stake), 0) as stake, coalesce(sum(win), 0) as win, coalesce(sum(deposits), 0) as deposits,
        coalesce(sum(withdrawals), 0) as withdrawals, coalesce(sum(joined), 0) as joined, coalesce(sum(bets), 0) as bets,
        coalesce(max(active), 0) as active
      from agent_team_days where merchant_id = ${merchantId} and agent_id = ${agentId} and day between ${from} and ${to}`);
  let active = Number(sums.active);
  if (from !== to) {
    // Distinct members with a bet in the range (a member active on several days counts once): the days on which a
    // member came back after a gap reaching before the range (tables.ts agent_team_returns), without reading the team.
    const [r] = await rowsOf<{ n: string }>(db, sql`
        select coalesce(sum(n), 0) as n from agent_team_returns
        where merchant_id = ${merchantId} and agent_id = ${agentId} and day between ${from} and ${to} and gap > day - ${from}::date`);
    active = Number(r.n);
  }
  return {
    from,
    to,
    teamSize: node?.teamSize ?? 0,
    directCount: node?.directCount ?? 0,
    newMembers: Number(sums.joined),
    activeMembers: active,
    deposits: Number(sums.deposits),
    withdrawals: Number(sums.withdrawals),
    bets: Number(sums.bets),
    validBet: Number(sums.stake),
    // The team's result as players see it (win − stake): negative when the team lost.
    profitLoss: Number(sums.win) - Number(sums.stake),
  };
}

export interface MembersQuery extends RangeQuery {
  parent?: string;
  search?: string;
  sort?: 'joinedAt' | 'teamSize' | 'username';
  order?: 'asc' | 'desc';
  pageNo?: number;
  pageSize?: number;
}

/**
 * Agents whose username starts with `prefix`, any case: a range on the prefix index (migration 0026: lower(username)
 * text_pattern_ops), never a scan. The agent centre's team search and the operator's tree search.
 */
export function usernameStartsWith(prefix: string): SQL {
  const from = prefix.toLowerCase();
  const beyond = from.slice(0, -1) + String.fromCharCode(from.charCodeAt(from.length - 1) + 1);
  return sql`lower(${agentNodes.username}) ~>=~ ${from} and lower(${agentNodes.username}) ~<~ ${beyond}`;
}

/**
 * Team Management: the direct downlines of `parent` (the agent itself, or a member of its team to drill down),
 * with their team sizes; `search` finds members anywhere in the agent's team whose username starts with it (any case).
 */
export async function teamMembers(merchantId: number, agentId: number, q: MembersQuery, db: DbOrTx) {
  const pageSize = q.pageSize ?? 15;
  const pageNo = q.pageNo ?? 1;
  let parentId = agentId;
  if (q.parent) {
    const p = await nodeByUsername(merchantId, q.parent, db);
    if (!p || !(await inTeam(merchantId, agentId, p.memberId, db))) throw new NotFoundError('err_member_not_found');
    parentId = p.memberId;
  }
  const order = q.order === 'asc' ? asc : desc;
  const sortCol = q.sort === 'teamSize' ? agentNodes.teamSize : q.sort === 'username' ? agentNodes.username : agentNodes.joinedAt;
  // Search: usernames starting with the text, any case, anywhere in the team: a range on the prefix index, then the
  // team check, so a big team is never scanned.
  const prefix = q.search?.trim() ?? '';
  const base = prefix
    ? db
        .select({ n: agentNodes })
        .from(agentNodes)
        .innerJoin(agentLinks, and(eq(agentLinks.merchantId, merchantId), eq(agentLinks.memberId, agentNodes.memberId), eq(agentLinks.ancestorId, agentId)))
        .where(
          and(
            eq(agentNodes.merchantId, merchantId),
            usernameStartsWith(prefix),
            sql`${agentLinks.depth} > 0`,
          ),
        )
    : db.select({ n: agentNodes }).from(agentNodes).where(and(eq(agentNodes.merchantId, merchantId), eq(agentNodes.uplineId, parentId)));
  const rows = await base
    .orderBy(order(sortCol), asc(agentNodes.memberId))
    .limit(pageSize + 1)
    .offset((pageNo - 1) * pageSize);
  const total = prefix
    ? undefined
    : ((await db.select({ c: agentNodes.directCount }).from(agentNodes).where(and(eq(agentNodes.merchantId, merchantId), eq(agentNodes.memberId, parentId))))[0]?.c ?? 0);
  const parent = await nodeOf(merchantId, parentId, db);
  const root = await nodeOf(merchantId, agentId, db);
  return {
    parent: parent ? { username: parent.username, level: parent.depth - (root?.depth ?? 0), teamSize: parent.teamSize } : null,
    totalPages: total === undefined ? (rows.length > pageSize ? pageNo + 1 : pageNo) : Math.max(1, Math.ceil(total / pageSize)),
    list: rows.slice(0, pageSize).map(({ n }) => ({
      username: n.username,
      level: n.depth - (root?.depth ?? 0),
      teamSize: n.teamSize,
      directCount: n.directCount,
      joinedAt: n.joinedAt.toISOString(),
      direct: n.uplineId === agentId,
    })),
  };
}

/** Team Betting: each direct downline's team (itself and below) in the range, and the agent's own bets. */
export async function teamBetting(merchantId: number, agentId: number, q: RangeQuery & { pageNo?: number }, now: Date, db: DbOrTx) {
  const { from, to } = dayRange(q, now);
  const pageNo = q.pageNo ?? 1;
  const rows = { rows: await rowsOf<{ member_id: number; username: string; team_size: number; bets: string; stake: string; win: string }>(db, sql`
    select n.member_id, n.username, n.team_size, coalesce(sum(d.bets), 0) as bets, coalesce(sum(d.stake), 0) as stake, coalesce(sum(d.win), 0) as win
    from agent_nodes n left join agent_team_days d on d.merchant_id = n.merchant_id and d.agent_id = n.member_id and d.day between ${from} and ${to}
    where n.merchant_id = ${merchantId} and n.upline_id = ${agentId}
    group by n.member_id, n.username, n.team_size
    order by coalesce(sum(d.stake), 0) desc, n.member_id
    limit 16 offset ${(pageNo - 1) * 15}`) };
  return {
    from,
    to,
    hasMore: rows.rows.length > 15,
    list: rows.rows.slice(0, 15).map((r) => ({
      username: r.username,
      teamSize: Number(r.team_size),
      bets: Number(r.bets),
      validBet: Number(r.stake),
      win: Number(r.win),
      profitLoss: Number(r.win) - Number(r.stake),
    })),
  };
}

/** User Profit and Loss: every member of the team (or one, by username) with its own result in the range. */
export async function memberProfitLoss(merchantId: number, agentId: number, q: RangeQuery & { username?: string; pageNo?: number }, now: Date, db: DbOrTx) {
  const { from, to } = dayRange(q, now);
  const pageNo = q.pageNo ?? 1;
  let only: number | undefined;
  if (q.username) {
    const m = await nodeByUsername(merchantId, q.username, db);
    if (!m || !(await inTeam(merchantId, agentId, m.memberId, db))) return { from, to, hasMore: false, list: [] };
    only = m.memberId;
  }
  const rows = { rows: await rowsOf<{ member_id: number; bets: string; stake: string; win: string; deposits: string; withdrawals: string }>(db, sql`
    select d.member_id, sum(d.bets) as bets, sum(d.stake) as stake, sum(d.win) as win, sum(d.deposits) as deposits, sum(d.withdrawals) as withdrawals
    from agent_links l join agent_member_days d on d.merchant_id = l.merchant_id and d.member_id = l.member_id and d.day between ${from} and ${to}
    where l.merchant_id = ${merchantId} and l.ancestor_id = ${agentId} ${only === undefined ? sql`` : sql`and l.member_id = ${only}`}
    group by d.member_id order by sum(d.stake) desc, d.member_id limit 16 offset ${(pageNo - 1) * 15}`) };
  const names = await usernames(merchantId, rows.rows.map((r) => Number(r.member_id)), db);
  return {
    from,
    to,
    hasMore: rows.rows.length > 15,
    list: rows.rows.slice(0, 15).map((r) => ({
      username: names.get(Number(r.member_id)) ?? '',
      bets: Number(r.bets),
      validBet: Number(r.stake),
      win: Number(r.win),
      profitLoss: Number(r.win) - Number(r.stake),
      deposits: Number(r.deposits),
      withdrawals: Number(r.withdrawals),
    })),
  };
}

/**
 * Transaction Details of the downline (spec §2 agent-centre menu): one row per paid deposit or withdrawal of the
 * agent's team (the agent itself left out), newest first; `type` keeps one kind. The team is the tree as it is now:
 * a member moved to another upline takes its transactions with it.
 */
export async function teamTransactions(merchantId: number, agentId: number, q: RangeQuery & { type?: TransactionType; pageNo?: number }, now: Date, db: DbOrTx) {
  const { from, to } = dayRange(q, now);
  const pageNo = q.pageNo ?? 1;
  const start = new Date(marketDayStartOf(from)).toISOString();
  const end = new Date(marketDayStartOf(to) + DAY).toISOString();
  const rows = await rowsOf<{ id: number; member_id: number; type: TransactionType; order_no: string; amount: string; at: Date | string }>(db, sql`
    select t.id, t.member_id, t.type, t.order_no, t.amount, t.at
    from agent_links l join agent_transactions t on t.merchant_id = ${merchantId} and t.member_id = l.member_id and t.at >= ${start} and t.at < ${end}
    where l.merchant_id = ${merchantId} and l.ancestor_id = ${agentId} and l.depth > 0 ${q.type ? sql`and t.type = ${q.type}` : sql``}
    order by t.at desc, t.id desc limit 16 offset ${(pageNo - 1) * 15}`);
  const names = await usernames(merchantId, rows.map((r) => Number(r.member_id)), db);
  return {
    from,
    to,
    hasMore: rows.length > 15,
    list: rows.slice(0, 15).map((r) => ({
      time: new Date(r.at).toISOString(),
      username: names.get(Number(r.member_id)) ?? '',
      type: r.type,
      amount: Number(r.amount),
      orderNo: r.order_no,
    })),
  };
}

/** My Income: the agent's settlements (dividends and wages) for periods starting in the range, newest first, with the total paid. */
export async function myIncome(merchantId: number, agentId: number, q: RangeQuery & { pageNo?: number }, now: Date, db: DbOrTx) {
  const { from, to } = dayRange(q, now);
  const pageNo = q.pageNo ?? 1;
  const start = new Date(marketDayStartOf(from));
  const end = new Date(marketDayStartOf(to) + DAY);
  // By the period paid for (a day's wage is that day's income, whenever the next day's run paid it).
  const where = and(eq(agentSettlements.merchantId, merchantId), eq(agentSettlements.memberId, agentId), sql`${agentSettlements.periodStart} >= ${start.toISOString()}`, sql`${agentSettlements.periodStart} < ${end.toISOString()}`);
  const [sum] = await db.select({ total: sql<string>`coalesce(sum(${agentSettlements.amount}), 0)` }).from(agentSettlements).where(where);
  const rows = await db
    .select()
    .from(agentSettlements)
    .where(and(where, sql`${agentSettlements.amount} > 0`))
    .orderBy(desc(agentSettlements.settledAt), desc(agentSettlements.id))
    .limit(16)
    .offset((pageNo - 1) * 15);
  return {
    from,
    to,
    total: Number(sum.total),
    hasMore: rows.length > 15,
    list: rows.slice(0, 15).map((r) => ({
      kind: r.kind,
      periodKey: r.periodKey,
      base: r.base,
      rateBp: r.rateBp,
      gross: r.gross,
      givenBelow: r.givenBelow,
      amount: r.amount,
      settledAt: r.settledAt.toISOString(),
    })),
  };
}

export async function listAnnouncements(merchantId: number, db: DbOrTx) {
  const rows = await db.select().from(agentAnnouncements).where(eq(agentAnnouncements.merchantId, merchantId)).orderBy(desc(agentAnnouncements.createdAt)).limit(50);
  return rows.map((r) => ({ id: r.id, title: r.title, content: r.content, createdAt: r.createdAt.toISOString() }));
}
