// spec §9 date-range shortcuts for records: today, previous 7 and previous 30 days (the "next" shortcuts
// of §9 belong to future-dated screens). Dates are the market's local days, YYYY-MM-DD, on the same
// UTC+8 clock as the server's day grouping (schema/api/market-day.ts): a visitor whose browser is on another
// time zone, or who looks after 16:00 UTC, still gets today's rounds under "today".
import { marketDay } from '../../../../schema/api/market-day';

export type RangeShortcut = 'today' | 'last7' | 'last30';

const DAY_MS = 86_400_000;

export function shortcutRange(shortcut: RangeShortcut, now = new Date()): { startDate: string; endDate: string } {
  const days = shortcut === 'today' ? 0 : shortcut === 'last7' ? 6 : 29;
  return { startDate: marketDay(now.getTime() - days * DAY_MS), endDate: marketDay(now.getTime()) };
}
