// spec §2 Header top bar: live clock "year/month/day (weekday) hh:mm:ss", refreshed each second
// (spec §9). Rendered only after mount: a prerendered time would never match hydration.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const pad = (n: number) => String(n).padStart(2, '0');

/** One weekday formatter per language (the clock ticks every second). */
const weekdays = new Map<string, Intl.DateTimeFormat>();

export function formatClock(date: Date, locale: string): string {
  let f = weekdays.get(locale);
  if (!f) weekdays.set(locale, (f = new Intl.DateTimeFormat(locale, { weekday: 'short' })));
  const weekday = f.format(date);
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} (${weekday}) ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function HeaderClock() {
  const { i18n } = useTranslation();
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <time className="header-clock" dateTime={now?.toISOString()} suppressHydrationWarning>
      {now ? formatClock(now, i18n.language) : '\u00a0'}
    </time>
  );
}
