// Betting record (spec §2 personal centre: betting record -> personalHistoryCopy): one row per round
// with game, stake, win, profit and time; filters by game type and dates; paged (15).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBettingRecord } from '../api/games';
import { useMoney } from '../lib/use-money';
import { Pagination } from '../../../components/pagination';
import { RecordsFilters } from './records-filters';
import { useMemberRecords } from './use-member-records';
import './lobby.css';

export default function BettingRecordPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const { filters, setFilters, data, error } = useMemberRecords((f) => getBettingRecord({ ...f, pageNo: page, language: i18n.language }), [page, i18n.language]);
  // spec §4: a filter change goes back to page 1.
  useEffect(() => setPage(1), [filters]);

  return (
    <section className="records">
      <h1>{t('lobby.bettingRecord')}</h1>
      {filters && <RecordsFilters value={filters} onChange={setFilters} />}
      {error && (
        <p className="lobby__error" role="alert">
          {t(error, { defaultValue: t('err_network') })}
        </p>
      )}
      {data && (
        <>
          <dl className="records__summary">
            <div>
              <dt>{t('lobby.stake')}</dt>
              <dd>{money(data.summary.stake)}</dd>
            </div>
            <div>
              <dt>{t('lobby.win')}</dt>
              <dd>{money(data.summary.win)}</dd>
            </div>
            <div>
              <dt>{t('lobby.profit')}</dt>
              <dd className={data.summary.profit < 0 ? 'neg' : 'pos'}>{money(data.summary.profit)}</dd>
            </div>
          </dl>
          <div className="records__scroll" role="region" aria-label={t('lobby.bettingRecord')} tabIndex={0}>
            <table className="records__table">
              <thead>
                <tr>
                  <th scope="col">{t('lobby.time')}</th>
                  <th scope="col">{t('lobby.game')}</th>
                  <th scope="col">{t('lobby.stake')}</th>
                  <th scope="col">{t('lobby.win')}</th>
                  <th scope="col">{t('lobby.profit')}</th>
                  <th scope="col">{t('lobby.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((r) => (
                  <tr key={r.roundId} data-round={r.roundId}>
                    <td>{new Date(r.betTime).toLocaleString(i18n.language)}</td>
                    <td>
                      {r.gameName}
                      <small> · {r.vendor}</small>
                    </td>
                    <td className="num">{money(r.stake)}</td>
                    <td className="num">{money(r.win)}</td>
                    <td className={`num ${r.profit < 0 ? 'neg' : 'pos'}`}>{money(r.profit)}</td>
                    <td>{t(`lobby.roundStatus.${r.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.list.length === 0 && <p className="lobby__empty">{t('lobby.noRecords')}</p>}
          <Pagination page={page} totalPages={data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}
