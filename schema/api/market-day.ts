// The market's day (Malaysia, UTC+8, a fixed offset): the boundary of every "today", daily limit and
// per-day report, shared by the server and the site so both agree on which day a moment belongs to,
// whatever the server's or the browser's time zone.
export const REPORT_OFFSET_HOURS = 8;

export const DAY_MS = 86_400_000;
const OFFSET_MS = REPORT_OFFSET_HOURS * 3_600_000;

/** The market day (YYYY-MM-DD) that contains the instant `ms`. */
export const marketDay = (ms: number): string => new Date(ms + OFFSET_MS).toISOString().slice(0, 10);

/** The instant (ms) the market day containing `ms` began. */
export const marketDayStart = (ms: number): number => Math.floor((ms + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;

/** The instant (ms) the market day `day` (YYYY-MM-DD) begins; NaN when it is not a real date. */
export function marketDayStartOf(day: string): number {
  const t = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== day) return Number.NaN;
  return t - OFFSET_MS;
}
