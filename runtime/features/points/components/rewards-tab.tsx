// The mall's rewards (spec §7 MCS2_getPointReward): each with its points, what it gives, its stock and my limit; Redeem
// opens the dialog that asks the payment password.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointReward } from '../../../../schema/api/points';
import { getPointRewards } from '../api/rewards';
import { useMoney, usePoints } from '../hooks';
import { RedeemDialog } from './redeem-dialog';

export function RewardsTab({ points, onChanged }: { points: number; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const fmt = usePoints();
  const [list, setList] = useState<PointReward[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<PointReward | null>(null);

  const load = useCallback(() => {
    getPointRewards(i18n.language).then(
      (v) => {
        setList(v.list);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [i18n.language]);
  useEffect(load, [load]);

  if (failed) return <p role="alert">{t('err_network')}</p>;
  if (!list) return <div className="route-loading" aria-busy="true" />;
  if (!list.length) return <p>{t('points.noRewards')}</p>;
  return (
    <>
      <ul className="pm-rewards" data-testid="points-rewards">
        {list.map((r) => {
          const soldOut = r.stock === 0;
          const atLimit = r.remaining === 0;
          return (
            <li key={r.id} className="pm-reward" data-reward={r.code} data-kind={r.kind}>
              <span className={`pm-reward__kind pm-reward__kind--${r.kind}`}>{t(`points.kind.${r.kind}`)}</span>
              <h3 className="pm-reward__name">{r.name}</h3>
              {r.description && <p className="pm-hint">{r.description}</p>}
              <p className="pm-reward__what">
                {r.kind !== 'item' && t('points.worth', { amount: money(r.amount) })}
                {r.kind === 'bonus' && r.wagerMultiple > 0 && ` · ${t('points.wager', { n: r.wagerMultiple })}`}
              </p>
              <p className="pm-reward__cost">
                <strong>{t('points.cost', { points: fmt(r.points) })}</strong>
              </p>
              <p className="pm-hint">
                {r.stock === null ? '' : t('points.stock', { n: r.stock })}
                {r.remaining !== null && `${r.stock === null ? '' : ' · '}${t('points.remaining', { n: r.remaining })}`}
              </p>
              <button type="button" className="btn btn--primary btn--small" disabled={soldOut || atLimit || points < r.points} onClick={() => setOpen(r)} data-testid="reward-redeem">
                {soldOut ? t('points.soldOut') : points < r.points ? t('points.notEnough') : t('points.redeem')}
              </button>
            </li>
          );
        })}
      </ul>
      {open && (
        <RedeemDialog
          reward={open}
          points={points}
          onClose={() => setOpen(null)}
          onDone={() => {
            load();
            onChanged();
          }}
        />
      )}
    </>
  );
}
