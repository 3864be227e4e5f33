// spec §2 Header top bar: live clock "year/month/day (weekday) hh:mm:ss", refreshed each second
// (spec §9). Rendered only after mount: a prerendered time would never match hydration. Weekday names
// come from the translations, not Intl.DateTimeFormat: building the first DateTimeFormat loads ICU's
// calendar and time-zone data, one ~50 ms task on a phone right after the page appears (Lighthouse TBT).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const pad = (n: number) => String(n).padStart(2, '0');

/** `weekdays`: the seven short names from Sunday, comma-separated (header.weekdays). */
export function formatClock(date: Date, weekdays: string): string {
  const weekday = weekdays.split(',')[date.getDay()] ?? '';
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} (${weekday}) ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The date part may hide on narrow phones (shell.css), the time always shows; the text stays whole. */
function ClockText({ text }: { text: string }) {
  const cut = text.lastIndexOf(' ') + 1;
  return (
    <>
      <span className="header-clock__date">{text.slice(0, cut)}</span>
      {text.slice(cut)}
    </>
  );
}

export function HeaderClock() {
  const { t } = useTranslation();
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <time className="header-clock" dateTime={now?.toISOString()} suppressHydrationWarning>
      {now ? <ClockText text={formatClock(now, t('header.weekdays'))} /> : '\u00a0'}
    </time>
  );
}
