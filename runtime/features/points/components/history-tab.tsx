// My redeem history (spec §3 points redeem record, §4 states applying / rejected / approved), 15 a page (spec §9).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Paged, PointRedemption } from '../../../../schema/api/points';
import { Pagination } from '../../../components/pagination';
import { getRedeemList } from '../api/redeem-list';
import { localDate, useMoney, usePoints } from '../hooks';

export function HistoryTab() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const fmt = usePoints();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Paged<PointRedemption> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    getRedeemList(page).then(
      (v) => live && (setData(v), setFailed(false)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [page]);

  if (failed) return <p role="alert">{t('err_network')}</p>;
  if (!data) return <div className="route-loading" aria-busy="true" />;
  if (!data.list.length) return <p data-testid="history-empty">{t('points.historyEmpty')}</p>;
  return (
    <>
      <ul className="pm-records" data-testid="points-history-list">
        {data.list.map((r) => (
          <li key={r.id} className="pm-record" data-status={r.status} data-reference={r.reference}>
            <div className="pm-record__top">
              <strong>{r.type === 'convert' ? t('points.convertName') : r.name}</strong>
              <span className={`pm-status pm-status--${r.status}`} data-testid="history-status">
                {t(`points.status.${r.status}`)}
              </span>
            </div>
            <dl className="pm-facts">
              <div>
                <dt>{t('points.col.reference')}</dt>
                <dd>{r.reference}</dd>
              </div>
              <div>
                <dt>{t('points.col.applyTime')}</dt>
                <dd>{localDate(r.applyTime, i18n.language)}</dd>
              </div>
              <div>
                <dt>{t('points.col.type')}</dt>
                <dd>{t(r.type === 'convert' ? 'points.tab.convert' : `points.kind.${r.rewardKind}`)}</dd>
              </div>
              <div>
                <dt>{t('points.quantity')}</dt>
                <dd>{r.quantity}</dd>
              </div>
              <div>
                <dt>{t('points.col.points')}</dt>
                <dd>{fmt(r.points)}</dd>
              </div>
              <div>
                <dt>{t('points.col.amount')}</dt>
                <dd>{r.rewardKind === 'item' ? '—' : money(r.amount)}</dd>
              </div>
              {r.remark && r.remark !== 'convert' && (
                <div>
                  <dt>{t('points.col.remark')}</dt>
                  <dd>{r.remark}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={data.totalPages} onPage={setPage} />
    </>
  );
}
