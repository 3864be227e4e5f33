// spec §2 transactionHistory (account record): every movement of the member's wallets, by type, by the spec §9
// date shortcuts or own dates, 15 to a page (spec §9).
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/pagination';
import { getTransactionHistory } from '../api/history';
import { useHistoryPage } from '../hooks/use-history-page';
import { HistoryFilters } from './history-filters';
import { HistoryList } from './history-list';
import { Notice } from './notice';
import './wallet.css';

export default function TransactionHistoryPage() {
  const { t } = useTranslation();
  const { filter, setFilter, page, notice } = useHistoryPage(getTransactionHistory);

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
