// The date filter of the team pages (spec §9 shortcuts today, yesterday, previous 7 and 30 days, or own dates) and the
// page's data: reloaded when the filter changes, an error shown as its i18n key.
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api';
import type { RangeFilter } from '../api/team';

export function useRangeData<T>(load: (f: RangeFilter) => Promise<T>, initial: RangeFilter = { range: 'today', pageNo: 1 }, deps: unknown[] = []) {
  const [filter, setFilter] = useState<RangeFilter>(initial);
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setError(null);
    load(filter).then(
      (d) => live && setData(d),
      (e) => live && setError(e instanceof ApiError ? e.message : 'err_network'),
    );
    return () => {
      live = false;
    };
  }, [filter, ...deps]);
  return { filter, setFilter, data, error };
}
