// What the betting record and profit/loss pages share: the login gate (a visitor gets the login popup),
// date filters chosen after hydration (the market's days of date-range.ts, so the prerendered page and the first
// render match), and one load per filter change with the server's message key on failure.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useMemberAction } from '../../../hooks/use-member-action';
import { ApiError } from '../../../lib/api';
import { tokenAtom } from '../../../state/session';
import { shortcutRange } from '../lib/date-range';
import type { RecordFilterState } from './records-filters';

export function useMemberRecords<T>(load: (filters: RecordFilterState) => Promise<T>, deps: unknown[] = []) {
  const token = useAtomValue(tokenAtom);
  const memberAction = useMemberAction();
  const [filters, setFilters] = useState<RecordFilterState | null>(null);
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => setFilters(shortcutRange('last7')), []);
  useEffect(() => {
    if (!token) memberAction(() => {});
  }, [token, memberAction]);
  useEffect(() => {
    if (!token || !filters) return;
    let live = true;
    setError(null);
    load(filters).then(
      (d) => live && setData(d),
      (e: unknown) => live && setError(e instanceof ApiError ? e.message : 'err_network'),
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; what it reads is in `deps`.
  }, [token, filters, ...deps]);

  return { filters, setFilters, data, error };
}
