// The periods a promotion counts in (spec §9 periods D and W), on the market's day (UTC+8, schema/api/market-day.ts):
// a daily sign-in or raffle is once per market day, a cashback is computed per ended day or week.
import { marketDay, marketDayStart } from '../../../schema/api/market-day';

const DAY_MS = 86_400_000;

export type PeriodUnit = 'once' | 'D' | 'W';

export interface Period {
  key: string;
  start: Date;
  end: Date;
}

/** The period of `unit` containing `at` ('once' spans all time). */
export function periodAt(unit: PeriodUnit, at: Date): Period {
  if (unit === 'once') return { key: 'once', start: new Date(0), end: new Date(8.64e15) };
  const dayStart = marketDayStart(at.getTime());
  if (unit === 'D') return { key: `D:${marketDay(at.getTime())}`, start: new Date(dayStart), end: new Date(dayStart + DAY_MS) };
  // Weeks start on Monday (market day): 1970-01-01 was a Thursday.
  const dayIndex = Math.round((dayStart + 8 * 3_600_000) / DAY_MS);
  const monday = dayStart - ((dayIndex + 3) % 7) * DAY_MS;
  return { key: `W:${marketDay(monday)}`, start: new Date(monday), end: new Date(monday + 7 * DAY_MS) };
}

/** The last `count` periods of `unit` that ended at or before `at`, newest first. */
export function endedPeriods(unit: 'D' | 'W', at: Date, count: number): Period[] {
  const out: Period[] = [];
  let p = periodAt(unit, at);
  for (let i = 0; i < count; i++) {
    p = periodAt(unit, new Date(p.start.getTime() - 1));
    out.push(p);
  }
  return out;
}
