import { describe, expect, it } from 'vitest';
import { initialFilter, withDates, withShortcut } from './history-filter';

describe('account record filters (spec §9 date shortcuts, custom range)', () => {
  const now = Date.parse('2026-11-25T18:00:00Z'); // 02:00 on the 26th in the market's time (UTC+8)
  it('starts on the previous 30 market days', () => {
    expect(initialFilter(now)).toEqual({ range: 'last30', startDate: '2026-10-28', endDate: '2026-11-26', pageNo: 1 });
  });
  it('a shortcut or own dates replace each other and go back to page 1', () => {
    const f = { ...initialFilter(now), pageNo: 4 };
    expect(withShortcut(f, 'next7', now)).toMatchObject({ range: 'next7', startDate: '2026-11-26', endDate: '2026-12-02', pageNo: 1 });
    expect(withShortcut(f, 'last7', now)).toMatchObject({ range: 'last7', startDate: '2026-11-20', endDate: '2026-11-26' });
    const own = withDates(f, '2026-11-20', '2026-11-01');
    expect(own).toMatchObject({ range: undefined, startDate: '2026-11-01', endDate: '2026-11-20', pageNo: 1 });
  });
});
