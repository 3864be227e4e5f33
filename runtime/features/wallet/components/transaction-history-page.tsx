// spec §2 transactionHistory (account record): every movement of the member's wallets, by type, by the spec §9
// date shortcuts or own dates, 15 to a page (spec §9).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryPage } from '../../../../schema/api/wallet';
import { apiErrorText } from '../../account';
import { Pagination } from '../../../components/pagination';
import { getTransactionHistory, type HistoryFilter } from '../api/history';
import { initialFilter } from '../lib/history-filter';
import { HistoryFilters } from './history-filters';
import { HistoryList } from './history-list';
import { Notice, type NoticeState } from './notice';
import './wallet.css';

export default function TransactionHistoryPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<HistoryFilter>(() => initialFilter());
  const [page, setPage] = useState<HistoryPage | null>(null);
  const [notice, setNotice] = useState<NoticeState>(null);

  useEffect(() => {
    let live = true;
    setNotice(null);
    getTransactionHistory(filter).then(
      (p) => live && setPage(p),
      (err: unknown) => live && setNotice({ kind: 'error', text: apiErrorText(t, err) }),
    );
    return () => {
      live = false;
    };
  }, [filter, t]);

  return (
    <section className="wl-page" data-testid="transaction-history">
      <h1>{t('mc.menu.transactionHistory')}</h1>
      <HistoryFilters value={filter} onChange={setFilter} withType />
      <Notice value={notice} />
      {page ? (
        <>
          <p className="wl-hint" data-testid="history-total">
            {t('wallet.history.total', { n: page.total })}
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
