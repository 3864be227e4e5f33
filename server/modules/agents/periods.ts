// spec §9 periods D, W, H (half month), M, plus the hour of hourly wages and the 5-minute slot of real-time wages
// (spec §9 "real-time salary settlement every 5 minutes"). Days, weeks, half months and months are market days
// (UTC+8, schema/api/market-day.ts), so a day's wage covers the day the agents see. A period is named by a key
// ('D:2026-11-24', 'W:2026-11-23' (its Monday), 'H:2026-11-16', 'M:2026-11-01', 'HR:2026-11-24T05', '5M:2026-11-24T05:35'),
// the second half of the unique key (contract, period) that makes a settlement pay once.
import { marketDay, marketDayStartOf, REPORT_OFFSET_HOURS } from '../../../schema/api/market-day';

export const CONTRACT_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];
export type PeriodUnit = ContractPeriod | 'HR' | '5M';

export interface Period {
  unit: PeriodUnit;
  key: string;
  start: Date;
  end: Date;
  /** Market days covered (YYYY-MM-DD), for D/W/H/M. */
  days: string[];
}

const DAY = 86_400_000;
const SLOT = 300_000;
const HOUR = 3_600_000;

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);

function daysBetween(first: string, endExclusive: string): string[] {
  const out: string[] = [];
  for (let d = first; d < endExclusive; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The first day and the day after the last of the period of `unit` containing market day `day`. */
function dayBounds(unit: ContractPeriod, day: string): [string, string] {
  const [y, m, d] = day.split('-').map(Number);
  if (unit === 'D') return [day, addDays(day, 1)];
  if (unit === 'W') {
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
    const first = addDays(day, -weekday);
    return [first, addDays(first, 7)];
  }
  const month = `${y}-${String(m).padStart(2, '0')}`;
  const nextMonth = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  if (unit === 'M') return [`${month}-01`, nextMonth];
  return d <= 15 ? [`${month}-01`, `${month}-16`] : [`${month}-16`, nextMonth];
}

/** The period of `unit` that contains the instant `at`. */
export function periodAt(unit: PeriodUnit, at: Date): Period {
  const ms = at.getTime();
  if (unit === '5M' || unit === 'HR') {
    const size = unit === '5M' ? SLOT : HOUR;
    const start = Math.floor(ms / size) * size;
    const iso = new Date(start).toISOString();
    return { unit, key: `${unit}:${unit === '5M' ? iso.slice(0, 16) : iso.slice(0, 13)}`, start: new Date(start), end: new Date(start + size), days: [] };
  }
  const [first, after] = dayBounds(unit, marketDay(ms));
  return { unit, key: `${unit}:${first}`, start: new Date(marketDayStartOf(first)), end: new Date(marketDayStartOf(after)), days: daysBetween(first, after) };
}

/** Parses a period key; undefined when it is not one (a 400 for the operator). */
export function parsePeriodKey(key: string): Period | undefined {
  const m = /^(D|W|H|M|HR|5M):(\d{4}-\d{2}-\d{2})(?:T(\d{2})(?::(\d{2}))?)?$/.exec(key);
  if (!m) return undefined;
  const unit = m[1] as PeriodUnit;
  if (unit === 'HR' || unit === '5M') {
    if (!m[3] || (unit === '5M') !== (m[4] !== undefined)) return undefined;
    const at = Date.parse(`${m[2]}T${m[3]}:${m[4] ?? '00'}:00Z`);
    if (Number.isNaN(at)) return undefined;
    const p = periodAt(unit, new Date(at));
    return p.key === key ? p : undefined;
  }
  if (m[3] !== undefined || Number.isNaN(marketDayStartOf(m[2]))) return undefined;
  const p = periodAt(unit, new Date(marketDayStartOf(m[2])));
  return p.key === key ? p : undefined;
}

/** The last `count` periods of `unit` that ended at or before `now`, newest first. */
export function completedPeriods(unit: PeriodUnit, now: Date, count: number): Period[] {
  const out: Period[] = [];
  let p = periodAt(unit, now);
  while (out.length < count) {
    p = periodAt(unit, new Date(p.start.getTime() - 1));
    out.push(p);
  }
  return out;
}

/** The slot (5-minute start) an instant falls in. */
export const slotOf = (at: Date): Date => new Date(Math.floor(at.getTime() / SLOT) * SLOT);

export { REPORT_OFFSET_HOURS };
