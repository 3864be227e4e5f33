// spec §9 date-range shortcuts for records: today, previous 7 and previous 30 days (the "next" shortcuts
// of §9 belong to future-dated screens). Dates are the market's local days, YYYY-MM-DD.
export type RangeShortcut = 'today' | 'last7' | 'last30';

const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export function shortcutRange(shortcut: RangeShortcut, today = new Date()): { startDate: string; endDate: string } {
  const end = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const days = shortcut === 'today' ? 0 : shortcut === 'last7' ? 6 : 29;
  const start = new Date(end.getFullYear(), end.getMonth(), end.getDate() - days);
  return { startDate: iso(start), endDate: iso(end) };
}
