// Brand totals for the operator console's dashboard and reports (issue 19 item 2): money in and out and the bets
// of a brand per market day (UTC+8, schema/api/market-day.ts), or per game type or vendor. Read by the reports
// module through index.ts. Amounts in minor units of the brand's currency.
import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { REPORT_OFFSET_HOURS } from '../../../schema/api/market-day';
import type { DbOrTx } from '../../db/client';
import { deposits, seamlessRounds as r, withdrawals } from './tables';

const dayOf = (column: unknown) => sql<string>`to_char((${column} at time zone 'UTC') + interval '${sql.raw(String(REPORT_OFFSET_HOURS))} hours', 'YYYY-MM-DD')`;

export interface MoneyDay {
  day: string;
  deposits: number;
  depositAmount: number;
  firstDeposits: number;
  withdrawals: number;
  withdrawalAmount: number;
}

/** Paid deposits (by when they were paid), first deposits of members, and paid withdrawals, per market day in [from, to). */
export async function moneyByDay(db: DbOrTx, merchantId: number, from: Date, to: Date): Promise<MoneyDay[]> {
  const paidAt = sql`coalesce(${deposits.decidedAt}, ${deposits.createdAt})`;
  const dep = await db
    .select({ day: dayOf(paidAt), n: sql<number>`count(*)`.mapWith(Number), amount: sql<number>`coalesce(sum(${deposits.amount}), 0)`.mapWith(Number) })
    .from(deposits)
    .where(and(eq(deposits.merchantId, merchantId), eq(deposits.status, 'paid'), sql`${paidAt} >= ${from.toISOString()}`, sql`${paidAt} < ${to.toISOString()}`))
    .groupBy(dayOf(paidAt));
  // A member's first paid deposit ever, counted on its day when that day is in the window.
  const first = (await db.execute(sql`
    select to_char((f.at at time zone 'UTC') + interval '${sql.raw(String(REPORT_OFFSET_HOURS))} hours', 'YYYY-MM-DD') as day, count(*)::int as n
      from (select min(coalesce(decided_at, created_at)) as at from deposits where merchant_id = ${merchantId} and status = 'paid' group by member_id) f
     where f.at >= ${from.toISOString()} and f.at < ${to.toISOString()} group by 1`)) as unknown as { rows: { day: string; n: number }[] };
  const wdAt = sql`coalesce(${withdrawals.decidedAt}, ${withdrawals.createdAt})`;
  const wd = await db
    .select({ day: dayOf(wdAt), n: sql<number>`count(*)`.mapWith(Number), amount: sql<number>`coalesce(sum(${withdrawals.amount}), 0)`.mapWith(Number) })
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.status, 'paid'), sql`${wdAt} >= ${from.toISOString()}`, sql`${wdAt} < ${to.toISOString()}`))
    .groupBy(dayOf(wdAt));
  const days = new Map<string, MoneyDay>();
  const at = (day: string) => days.get(day) ?? days.set(day, { day, deposits: 0, depositAmount: 0, firstDeposits: 0, withdrawals: 0, withdrawalAmount: 0 }).get(day)!;
  for (const d of dep) Object.assign(at(d.day), { deposits: d.n, depositAmount: d.amount });
  for (const f of first.rows) at(f.day).firstDeposits = Number(f.n);
  for (const w of wd) Object.assign(at(w.day), { withdrawals: w.n, withdrawalAmount: w.amount });
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

export type BetGrouping = 'day' | 'gameType' | 'vendor';

export interface BetTotals {
  key: string;
  rounds: number;
  stake: number;
  win: number;
  /** Gross gaming revenue: stakes minus wins (the house's side). */
  ggr: number;
  players: number;
}

/**
 * The brand's bets with a record (game type named; house games and catalogue vendors) placed in [from, to), not rolled
 * back, per market day, game type or vendor; `players` is the distinct members in each group. Index
 * seamless_rounds_board_idx (merchant, created_at; records only).
 */
export async function betTotals(db: DbOrTx, merchantId: number, from: Date, to: Date, by: BetGrouping): Promise<BetTotals[]> {
  const key = by === 'day' ? dayOf(r.createdAt) : by === 'gameType' ? sql<string>`${r.gameType}` : sql<string>`${r.vendorCode}`;
  const rows = await db
    .select({
      key,
      rounds: sql<number>`count(*)`.mapWith(Number),
      stake: sql<number>`coalesce(sum(${r.stake}), 0)`.mapWith(Number),
      win: sql<number>`coalesce(sum(${r.win}), 0)`.mapWith(Number),
      players: sql<number>`count(distinct ${r.memberId})`.mapWith(Number),
    })
    .from(r)
    .where(and(eq(r.merchantId, merchantId), isNotNull(r.gameType), gte(r.createdAt, from), lt(r.createdAt, to), sql`${r.status} <> 'rolled_back'`))
    .groupBy(key)
    .orderBy(key);
  return rows.map((x) => ({ ...x, key: String(x.key), ggr: x.stake - x.win }));
}

/** Distinct members who placed a recorded bet in [from, to). */
export async function activePlayers(db: DbOrTx, merchantId: number, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${r.memberId})`.mapWith(Number) })
    .from(r)
    .where(and(eq(r.merchantId, merchantId), isNotNull(r.gameType), gte(r.createdAt, from), lt(r.createdAt, to), sql`${r.status} <> 'rolled_back'`));
  return row?.n ?? 0;
}
