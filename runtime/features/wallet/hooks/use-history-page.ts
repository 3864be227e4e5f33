// The account record and bonus details pages (spec §2 transactionHistory, bonusDetails): the filter, the page it
// answers and an error notice, reloaded whenever the filter changes; one load of either call.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryPage } from '../../../../schema/api/wallet';
import { apiErrorText } from '../../account';
import type { HistoryFilter } from '../api/history';
import type { NoticeState } from '../components/notice';
import { initialFilter } from '../lib/history-filter';

export function useHistoryPage(load: (filter: HistoryFilter) => Promise<HistoryPage>) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<HistoryFilter>(() => initialFilter());
  const [page, setPage] = useState<HistoryPage | null>(null);
  const [notice, setNotice] = useState<NoticeState>(null);

  useEffect(() => {
    let live = true;
    setNotice(null);
    load(filter).then(
      (p) => live && setPage(p),
      (err: unknown) => live && setNotice({ kind: 'error', text: apiErrorText(t, err) }),
    );
    return () => {
      live = false;
    };
  }, [filter, load, t]);

  return { filter, setFilter, page, notice };
}
