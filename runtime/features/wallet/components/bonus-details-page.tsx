// spec §2 bonusDetails: the bonuses credited to the member (and any taken back), by the spec §9 date shortcuts or
// own dates, 15 to a page.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryPage } from '../../../../schema/api/wallet';
import { apiErrorText } from '../../account';
import { Pagination } from '../../../components/pagination';
import { getBonusDetails, type HistoryFilter } from '../api/history';
import { useMoney } from '../hooks/use-money';
import { initialFilter } from '../lib/history-filter';
import { HistoryFilters } from './history-filters';
import { HistoryList } from './history-list';
import { Notice, type NoticeState } from './notice';
import './wallet.css';

export default function BonusDetailsPage() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const [filter, setFilter] = useState<HistoryFilter>(() => initialFilter());
  const [page, setPage] = useState<HistoryPage | null>(null);
  const [notice, setNotice] = useState<NoticeState>(null);

  useEffect(() => {
    let live = true;
    setNotice(null);
    getBonusDetails(filter).then(
      (p) => live && setPage(p),
      (err: unknown) => live && setNotice({ kind: 'error', text: apiErrorText(t, err) }),
    );
    return () => {
      live = false;
    };
  }, [filter, t]);

  return (
    <section className="wl-page" data-testid="bonus-details">
      <h1>{t('mc.menu.bonusDetails')}</h1>
      <HistoryFilters value={filter} onChange={setFilter} />
      <Notice value={notice} />
      {page ? (
        <>
          <p className="wl-hint">
            {t('wallet.history.total', { n: page.total })}
            {page.list.length > 0 && ` · ${t('wallet.bonus.onPage', { amount: money(page.list.reduce((s, x) => s + x.amount, 0)) })}`}
          </p>
          <HistoryList items={page.list} />
          <Pagination page={filter.pageNo} totalPages={page.totalPages} onPage={(pageNo) => setFilter({ ...filter, pageNo })} />
        </>
      ) : (
        !notice && <div className="route-loading" aria-busy="true" />
      )}
    </section>
  );
}
