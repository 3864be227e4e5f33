// Personal profit and loss (spec §2 personal centre: personal profit/loss -> personalProfit): rounds,
// stake, win and profit per day and game type, with totals.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberAction } from '../../../hooks/use-member-action';
import { ApiError } from '../../../lib/api';
import { useTenant } from '../../../lib/use-tenant';
import { tokenAtom } from '../../../state/session';
import { formatMoney } from '../../account/components/money';
import { getPersonalProfit, type ProfitValue } from '../api/games';
import { shortcutRange } from '../lib/date-range';
import { RecordsFilters, type RecordFilterState } from './records-filters';
import './lobby.css';

export default function ProfitLossPage() {
  const { t, i18n } = useTranslation();
  const { currency } = useTenant();
  const token = useAtomValue(tokenAtom);
  const memberAction = useMemberAction();
  const [filters, setFilters] = useState<RecordFilterState>(() => shortcutRange('last7'));
  const [data, setData] = useState<ProfitValue | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) memberAction(() => {});
  }, [token, memberAction]);
  useEffect(() => {
    if (!token) return;
    let live = true;
    setError(null);
    getPersonalProfit(filters).then(
      (d) => live && setData(d),
      (e: unknown) => live && setError(e instanceof ApiError ? e.message : 'err_network'),
    );
    return () => {
      live = false;
    };
  }, [token, filters]);

  const money = (n: number) => `${currency.symbol}${formatMoney(n, i18n.language)}`;
  return (
    <section className="records">
      <h1>{t('lobby.profitLoss')}</h1>
      <RecordsFilters value={filters} onChange={setFilters} />
      {error && (
        <p className="lobby__error" role="alert">
          {t(error, { defaultValue: t('err_network') })}
        </p>
      )}
      {data && (
        <div className="records__scroll">
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
