// spec §2 bonusDetails: the bonuses credited to the member (and any taken back), by the spec §9 date shortcuts or
// own dates, 15 to a page.
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/pagination';
import { getBonusDetails } from '../api/history';
import { useHistoryPage } from '../hooks/use-history-page';
import { useMoney } from '../hooks/use-money';
import { HistoryFilters } from './history-filters';
import { HistoryList } from './history-list';
import { Notice } from './notice';
import './wallet.css';

export default function BonusDetailsPage() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const { filter, setFilter, page, notice } = useHistoryPage(getBonusDetails);

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
