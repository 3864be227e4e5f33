import { describe, expect, it } from 'vitest';
import { resources } from '../../i18n/resources';
import { formatClock } from './header-clock';

describe('header clock (spec §2)', () => {
  it('year/month/day (weekday) hh:mm:ss with the weekday of each language', () => {
    const monday = new Date(2026, 10, 23, 9, 5, 7);
    const weekdays = (lang: string) => (resources as Record<string, { translation: { header: { weekdays: string } } }>)[lang].translation.header.weekdays;
    expect(formatClock(monday, weekdays('en'))).toBe('2026/11/23 (Mon) 09:05:07');
    expect(formatClock(monday, weekdays('ms'))).toBe('2026/11/23 (Isn) 09:05:07');
    expect(formatClock(monday, weekdays('zh'))).toBe('2026/11/23 (周一) 09:05:07');
    for (const lang of Object.keys(resources)) expect(weekdays(lang).split(',')).toHaveLength(7);
  });
});
