// Past results of a game (numbers: at most 6 in the list, spec §4) with a link to verify each draw.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Pagination } from '../../../components/pagination';
import { apiErrorText } from '../../account';
import { getDraws, type DrawView, type Page } from '../api/lottery';
import { listNumbers } from '../lib/refresh';

export function Numbers({ numbers }: { numbers: string[] }) {
  return (
    <span className="lottery-numbers">
      {numbers.map((n, i) => (
        <span key={i} className="lottery-ball">
          {n}
        </span>
      ))}
    </span>
  );
}

export function ResultsList({ gameCode, base, reload }: { gameCode: string; base: string; reload: number }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<DrawView> | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setPage(1), [gameCode]);
  useEffect(() => {
    let live = true;
    getDraws(gameCode, page, i18n.language).then(
      (d) => live && (setData(d), setError(null)),
      (e: unknown) => live && setError(apiErrorText(t, e)),
    );
    return () => {
      live = false;
    };
  }, [gameCode, page, i18n.language, reload, t]);
  if (error) return <p role="alert">{error}</p>;
  if (!data) return <p aria-busy="true">{t('lottery.loading')}</p>;
  if (!data.list.length) return <p>{t('lottery.noResults')}</p>;
  return (
    <>
      <table className="lottery-table" data-testid="results">
        <thead>
          <tr>
            <th>{t('lottery.numero')}</th>
            <th>{t('lottery.drawTime')}</th>
            <th>{t('lottery.numbers')}</th>
            <th>{t('lottery.verify')}</th>
          </tr>
        </thead>
        <tbody>
          {data.list.map((d) => (
            <tr key={d.id} data-numero={d.numero}>
              <td>{d.numero}</td>
              <td>{new Date(d.winningTime).toLocaleString(i18n.language)}</td>
              <td>{d.status === 'voided' ? t('lottery.voided') : <Numbers numbers={listNumbers(d.numbers)} />}</td>
              <td>
                <Link to={`${base}?verify=1&gameCode=${encodeURIComponent(d.gameId)}&numero=${encodeURIComponent(d.numero)}`}>{t('lottery.verify')}</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} totalPages={data.totalPages} onPage={setPage} />
    </>
  );
}
