// The member's lottery bets with their results and wins.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/pagination';
import { apiErrorText } from '../../account';
import { getMyBets, type LotteryBet, type Page } from '../api/lottery';
import { listNumbers } from '../lib/refresh';
import { useMoney } from '../lib/use-money';
import { Numbers } from './results-list';

export function MyBets({ reload, names }: { reload: number; names: Map<string, string> }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<LotteryBet> | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getMyBets(page, i18n.language).then(
      (d) => live && (setData(d), setError(null)),
      (e: unknown) => live && setError(apiErrorText(t, e)),
    );
    return () => {
      live = false;
    };
  }, [page, i18n.language, reload, t]);
  if (error) return <p role="alert">{error}</p>;
  if (!data) return <p aria-busy="true">{t('lottery.loading')}</p>;
  if (!data.list.length) return <p>{t('lottery.noBets')}</p>;
  return (
    <>
      <table className="lottery-table" data-testid="my-bets">
        <thead>
          <tr>
            <th>{t('lottery.game')}</th>
            <th>{t('lottery.numero')}</th>
            <th>{t('lottery.playType')}</th>
            <th>{t('lottery.number')}</th>
            <th>{t('lottery.stake')}</th>
            <th>{t('lottery.numbers')}</th>
            <th>{t('lottery.status')}</th>
          </tr>
        </thead>
        <tbody>
          {data.list.map((b) => (
            <tr key={b.id} data-status={b.status}>
              <td>{names.get(b.gameId) ?? b.gameId}</td>
              <td>{b.numero}</td>
              <td>{t(`lottery.play.${b.playType}`)}</td>
              <td>{b.number || '-'}</td>
              <td>{money(b.stake)}</td>
              <td>
                <Numbers numbers={listNumbers(b.numbers)} />
              </td>
              <td>{b.status === 'won' ? t('lottery.betStatus.wonAmount', { amount: money(b.payout ?? 0) }) : t(`lottery.betStatus.${b.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} totalPages={data.totalPages} onPage={setPage} />
    </>
  );
}
