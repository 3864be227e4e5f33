// Filters of transactionHistory and bonusDetails: spec §9 date shortcuts (previous 7 and 30 days, next 7 and 30
// days: the server computes them on the market's days) or the player's own dates, and the type.
import { marketDay } from '../../../../schema/api/market-day';
import type { HistoryFilter, RangeShortcut } from '../api/history';

export const SHORTCUTS: RangeShortcut[] = ['last7', 'last30', 'next7', 'next30'];
const DAY = 86_400_000;

/** The days a shortcut covers, as the server counts them (wallet history.ts dateWindow): shown in the date fields. */
export function shortcutDates(range: RangeShortcut, now = Date.now()): { startDate: string; endDate: string } {
  const [from, to] = range === 'last7' ? [-6, 0] : range === 'last30' ? [-29, 0] : range === 'next7' ? [0, 6] : [0, 29];
  return { startDate: marketDay(now + from * DAY), endDate: marketDay(now + to * DAY) };
}

/** The first filter: the previous 30 days, page 1. */
export function initialFilter(now = Date.now()): HistoryFilter {
  return { range: 'last30', ...shortcutDates('last30', now), pageNo: 1 };
}

/** A shortcut sets the dates; own dates replace the shortcut. Any change goes back to page 1 (spec §4). */
export function withShortcut(f: HistoryFilter, range: RangeShortcut, now = Date.now()): HistoryFilter {
  return { ...f, range, ...shortcutDates(range, now), pageNo: 1 };
}

export function withDates(f: HistoryFilter, startDate: string, endDate: string): HistoryFilter {
  const [a, b] = startDate <= endDate ? [startDate, endDate] : [endDate, startDate];
  return { ...f, range: undefined, startDate: a, endDate: b, pageNo: 1 };
}
