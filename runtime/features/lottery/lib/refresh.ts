// spec §4 / §9: lottery open status is polled again after min(30 s, the lowest remaining time), or 7 s when that is
// zero or less.
export function nextRefreshSeconds(remainTimes: number[]): number {
  if (!remainTimes.length) return 30;
  const lowest = Math.min(...remainTimes);
  return lowest <= 0 ? 7 : Math.min(30, lowest);
}

/** spec §4 / §9: lists show at most 6 drawn numbers. */
export const MAX_LIST_NUMBERS = 6;
export const listNumbers = (numbers: string[]) => numbers.slice(0, MAX_LIST_NUMBERS);

/** spec §4: the menu tags row gets arrows above 7 tags. */
export const MENU_ARROWS_ABOVE = 7;

/** The items of a weekday filter (1 = Monday … 7 = Sunday, spec §3 drawDayOfWeek) and a name search. */
export function filterItems<T extends { remark: string; drawDayOfWeek: string; gameId: string }>(items: T[], weekday: number | null, search: string): T[] {
  const q = search.trim().toLowerCase();
  return items.filter((i) => (weekday === null || i.drawDayOfWeek.split(',').map(Number).includes(weekday)) && (!q || i.remark.toLowerCase().includes(q) || i.gameId.toLowerCase().includes(q)));
}
