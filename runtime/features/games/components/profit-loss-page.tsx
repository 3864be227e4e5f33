// Personal profit and loss (spec §2 personal centre: personal profit/loss -> personalProfit): rounds,
// stake, win and profit per day and game type, with totals.
import { useTranslation } from 'react-i18next';
import { getPersonalProfit } from '../api/games';
import { useMoney } from '../lib/use-money';
import { RecordsFilters } from './records-filters';
import { useMemberRecords } from './use-member-records';
import './lobby.css';

export default function ProfitLossPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { filters, setFilters, data, error } = useMemberRecords(getPersonalProfit);

  return (
    <section className="records">
      <h1>{t('lobby.profitLoss')}</h1>
      {filters && <RecordsFilters value={filters} onChange={setFilters} />}
      {error && (
        <p className="lobby__error" role="alert">
          {t(error, { defaultValue: t('err_network') })}
        </p>
      )}
      {data && (
        <div className="records__scroll" role="region" aria-label={t('lobby.profitLoss')} tabIndex={0}>
          <table className="records__table">
            <thead>
              <tr>
                <th scope="col">{t('lobby.day')}</th>
                <th scope="col">{t('lobby.gameType')}</th>
                <th scope="col">{t('lobby.rounds')}</th>
                <th scope="col">{t('lobby.stake')}</th>
                <th scope="col">{t('lobby.win')}</th>
                <th scope="col">{t('lobby.profit')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((r) => (
                <tr key={`${r.day}-${r.gameType}`}>
                  <td>{r.day}</td>
                  <td>{t(`games.${r.gameType}`)}</td>
                  <td className="num">{r.rounds}</td>
                  <td className="num">{money(r.stake)}</td>
                  <td className="num">{money(r.win)}</td>
                  <td className={`num ${r.profit < 0 ? 'neg' : 'pos'}`}>{money(r.profit)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('lobby.total')}
                </th>
                <td className="num">{data.total.rounds}</td>
                <td className="num">{money(data.total.stake)}</td>
                <td className="num">{money(data.total.win)}</td>
                <td className={`num ${data.total.profit < 0 ? 'neg' : 'pos'}`} data-total-profit>
                  {money(data.total.profit)}
                </td>
              </tr>
            </tfoot>
          </table>
          {data.list.length === 0 && <p className="lobby__empty">{t('lobby.noRecords')}</p>}
        </div>
      )}
    </section>
  );
}
