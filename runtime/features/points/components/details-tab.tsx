// My points details (spec §3: type, changed points, points balance, remark), newest first, 15 a page (spec §9).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paged, PointDetail } from '../../../../schema/api/points';
import { Pagination } from '../../../components/pagination';
import { getPointDetails } from '../api/details';
import { localDate, usePoints } from '../hooks';

export function DetailsTab() {
  const { t, i18n } = useTranslation();
  const fmt = usePoints();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Paged<PointDetail> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    getPointDetails(page).then(
      (v) => live && (setData(v), setFailed(false)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [page]);

  if (failed) return <p role="alert">{t('err_network')}</p>;
  if (!data) return <div className="route-loading" aria-busy="true" />;
  if (!data.list.length) return <p data-testid="details-empty">{t('points.detailsEmpty')}</p>;
  return (
    <>
      <div className="pm-table-wrap">
        <table className="pm-table" data-testid="points-details-table">
          <thead>
            <tr>
              <th scope="col">{t('points.col.time')}</th>
              <th scope="col">{t('points.col.type')}</th>
              <th scope="col">{t('points.col.change')}</th>
              <th scope="col">{t('points.col.balance')}</th>
              <th scope="col">{t('points.col.remark')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((r) => (
              <tr key={r.id} data-type={r.type}>
                <td>{localDate(r.createdAt, i18n.language)}</td>
                <td>{t(`points.type.${r.type}`)}</td>
                <td className={r.change < 0 ? 'pm-neg' : 'pm-pos'} data-testid="details-change">
                  {r.change < 0 ? '-' : '+'}
                  {fmt(Math.abs(r.change))}
                </td>
                <td>{fmt(r.balanceAfter)}</td>
                <td>{r.remark === 'convert' ? t('points.convertName') : r.remark}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} totalPages={data.totalPages} onPage={setPage} />
    </>
  );
}
