// The console's dashboard and daily reports (issue 19 item 2): registrations (accounts), first deposits, deposits
// and withdrawals (wallet), bets, GGR and active players (the wallet's round records), per market day (UTC+8,
// spec §9 date shortcuts count in the market's day). Read only through the modules' read APIs.
import { marketDay, marketDayStart, marketDayStartOf } from '../../../schema/api/market-day';
import type { DayFigures } from '../../../schema/api/reports';
import type { DbOrTx } from '../../db/client';
import { BadRequestError } from '../../lib/errors';
import { registrationsByDay } from '../accounts';
import type { Tenant } from '../tenancy';
import { activePlayers, betTotals, moneyByDay, type BetGrouping } from '../wallet';

const DAY = 86_400_000;
/** The longest report (days). */
export const MAX_REPORT_DAYS = 366;

export type DayRow = DayFigures;

const emptyDay = (day: string): DayRow => ({ day, registrations: 0, firstDeposits: 0, deposits: 0, depositAmount: 0, withdrawals: 0, withdrawalAmount: 0, rounds: 0, stake: 0, win: 0, ggr: 0, players: 0 });

/** Every market day of [from, to) with its figures (days without any are zeros). */
export async function dailyRows(db: DbOrTx, merchantId: number, from: Date, to: Date): Promise<DayRow[]> {
  const [money, regs, bets] = await Promise.all([moneyByDay(db, merchantId, from, to), registrationsByDay(merchantId, from, to, db), betTotals(db, merchantId, from, to, 'day')]);
  const rows = new Map<string, DayRow>();
  for (let t = from.getTime(); t < to.getTime(); t += DAY) rows.set(marketDay(t), emptyDay(marketDay(t)));
  const at = (day: string) => rows.get(day) ?? rows.set(day, emptyDay(day)).get(day)!;
  for (const m of money) Object.assign(at(m.day), { firstDeposits: m.firstDeposits, deposits: m.deposits, depositAmount: m.depositAmount, withdrawals: m.withdrawals, withdrawalAmount: m.withdrawalAmount });
  for (const r of regs) at(r.day).registrations = r.registrations;
  for (const b of bets) Object.assign(at(b.key), { rounds: b.rounds, stake: b.stake, win: b.win, ggr: b.ggr, players: b.players });
  return [...rows.values()].sort((a, b) => a.day.localeCompare(b.day));
}

type Window = Omit<DayRow, 'day'>;

function sum(rows: DayRow[], players: number): Window {
  const w = emptyDay('');
  for (const r of rows) {
    for (const k of Object.keys(w) as (keyof DayRow)[]) if (k !== 'day' && k !== 'players') (w[k] as number) += r[k] as number;
  }
  const { day: _day, ...rest } = w;
  return { ...rest, players };
}

const brandOf = (t: Tenant) => ({ id: t.manifest.id, merchantCode: t.manifest.merchantCode, name: t.manifest.brandName, currency: t.manifest.currency });

/** Today, the last 7 and 30 market days (today included) of a brand, and the 30 days one by one for the charts. */
export async function dashboard(db: DbOrTx, tenant: Tenant, now: Date) {
  const end = new Date(marketDayStart(now.getTime()) + DAY);
  const startOf = (days: number) => new Date(end.getTime() - days * DAY);
  const series = await dailyRows(db, tenant.merchantId, startOf(30), end);
  const [p1, p7, p30] = await Promise.all([1, 7, 30].map((d) => activePlayers(db, tenant.merchantId, startOf(d), end)));
  return {
    brand: brandOf(tenant),
    windows: { today: sum(series.slice(-1), p1), days7: sum(series.slice(-7), p7), days30: sum(series, p30) },
    series,
  };
}

/** The instants of a report's market days [from, to] (both included); 400 err_report_range when impossible or too long. */
export function reportRange(from: string, to: string): { start: Date; end: Date } {
  const start = marketDayStartOf(from);
  const last = marketDayStartOf(to);
  if (Number.isNaN(start) || Number.isNaN(last) || last < start || (last - start) / DAY + 1 > MAX_REPORT_DAYS) {
    throw new BadRequestError('err_report_range', { max: MAX_REPORT_DAYS });
  }
  return { start: new Date(start), end: new Date(last + DAY) };
}

/** A report of the brand: per day (with money and registrations), per game type or per vendor; with its totals. */
export async function report(db: DbOrTx, tenant: Tenant, from: string, to: string, by: BetGrouping) {
  const { start, end } = reportRange(from, to);
  if (by === 'day') {
    const rows = await dailyRows(db, tenant.merchantId, start, end);
    return { brand: brandOf(tenant), from, to, by, rows, totals: sum(rows, await activePlayers(db, tenant.merchantId, start, end)) };
  }
  const rows = (await betTotals(db, tenant.merchantId, start, end, by)).map((b) => ({ [by]: b.key, rounds: b.rounds, stake: b.stake, win: b.win, ggr: b.ggr, players: b.players }));
  const totals = rows.reduce((t, r) => ({ rounds: t.rounds + r.rounds, stake: t.stake + r.stake, win: t.win + r.win, ggr: t.ggr + r.ggr }), { rounds: 0, stake: 0, win: 0, ggr: 0 });
  return { brand: brandOf(tenant), from, to, by, rows, totals: { ...totals, players: await activePlayers(db, tenant.merchantId, start, end) } };
}

/** The report's rows as CSV (amounts in major units with the currency's decimals, as an accountant would open it). */
export function toCsv(rows: Record<string, unknown>[], minorDigits: number): string {
  if (!rows.length) return '';
  const cols = Object.keys(rows[0]);
  const money = new Set(['depositAmount', 'withdrawalAmount', 'stake', 'win', 'ggr']);
  const cell = (k: string, v: unknown) => {
    const s = typeof v === 'number' && money.has(k) ? (v / 10 ** minorDigits).toFixed(minorDigits) : String(v ?? '');
    return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [cols.join(','), ...rows.map((r) => cols.map((k) => cell(k, r[k])).join(','))].join('\n') + '\n';
}
