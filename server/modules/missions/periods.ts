// The periods a mission counts in, on the brand's market day (UTC+8, schema/api/market-day.ts; the same days as
// promotions/periods.ts): a daily mission starts again each market day, a weekly one each Monday, a one-off runs
// for the mission's whole life.
import { marketDay, marketDayStart } from '../../../schema/api/market-day';
import type { MissionPeriod } from './tables';

const DAY_MS = 86_400_000;

export interface Period {
  key: string;
  start: Date;
  end: Date;
}

/** The period of `unit` containing `at`; 'once' spans the mission's dates (`run`). */
export function periodAt(unit: MissionPeriod, at: Date, run: { startsAt: Date; endsAt: Date }): Period {
  if (unit === 'once') return { key: 'once', start: run.startsAt, end: run.endsAt };
  const dayStart = marketDayStart(at.getTime());
  if (unit === 'D') return { key: `D:${marketDay(at.getTime())}`, start: new Date(dayStart), end: new Date(dayStart + DAY_MS) };
  // Weeks start on Monday (market day): 1970-01-01 was a Thursday.
  const dayIndex = Math.round((dayStart + 8 * 3_600_000) / DAY_MS);
  const monday = dayStart - ((dayIndex + 3) % 7) * DAY_MS;
  return { key: `W:${marketDay(monday)}`, start: new Date(monday), end: new Date(monday + 7 * DAY_MS) };
}

/** The market day before `day` (YYYY-MM-DD). */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

export { marketDay };
