// Issue 18 item 2 on the withdraw page: my active bonuses with their wagering progress; while one is unmet the server
// refuses withdrawals (err_bonus_wagering_unmet), and the member may forfeit the bonus (exactly the bonus leaves the
// wallet). Polls while a bonus is active, so progress rises as bets settle.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusClaim } from '../../../../schema/api/promotions';
import { apiErrorText, useBalanceRefresh } from '../../account';
import { forfeitBonus, getMyBonuses } from '../api/promotions';
import { usePromoMoney } from '../hooks';
import { WagerBar } from './promo-parts';
import './promotions.css';

export function BonusWagering({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation();
  const money = usePromoMoney();
  const refreshBalance = useBalanceRefresh();
  const [list, setList] = useState<BonusClaim[] | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => getMyBonuses().then((v) => setList(v.list), () => undefined), []);
  const active = list?.filter((b) => b.status === 'active') ?? [];
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (!active.length) return;
    const timer = setInterval(() => void load(), 3000);
    return () => clearInterval(timer);
  }, [active.length, load]);

  const forfeit = async (id: number) => {
    setError(null);
    try {
      await forfeitBonus(id);
      setConfirming(null);
      await Promise.all([load(), refreshBalance()]);
      onChanged?.();
    } catch (err) {
      setError(apiErrorText(t, err));
    }
  };

  if (!list || !list.some((b) => b.status === 'active' || b.status === 'completed')) return null;
  const recent = list.filter((b) => b.status === 'active' || b.status === 'completed').slice(0, 3);
  return (
    <section className="promo-bonuses" data-testid="bonus-wagering" aria-label={t('promo.bonuses')}>
      <h2 className="wl-subhead">{t('promo.bonuses')}</h2>
      {active.length > 0 && <p className="promo-msg promo-msg--bad">{t('err_bonus_wagering_unmet')}</p>}
      <ul>
        {recent.map((b) => (
          <li key={b.id} data-bonus={b.id} data-status={b.status}>
            <div className="promo-card__head">
              <strong>{t('promo.bonusOf', { amount: money(b.bonus), code: b.code })}</strong>
              <span className={`badge badge--${b.status === 'active' ? 'wait' : 'ok'}`}>{t(`promo.bonusStatus.${b.status}`)}</span>
            </div>
            <WagerBar wagered={b.wagered} required={b.wagerRequired} label={t('promo.wagering')} />
            {b.status === 'active' && b.expiresAt && <p className="promo-dates">{t('promo.expires', { when: new Date(b.expiresAt).toLocaleString() })}</p>}
            {b.status === 'active' &&
              (confirming === b.id ? (
                <div className="promo-card__actions">
                  <span>{t('promo.forfeitConfirm', { amount: money(b.bonus) })}</span>
                  <button type="button" className="btn btn--small" onClick={() => void forfeit(b.id)}>
                    {t('promo.forfeitYes')}
                  </button>
                  <button type="button" className="btn btn--small" onClick={() => setConfirming(null)}>
                    {t('promo.forfeitNo')}
                  </button>
                </div>
              ) : (
                <button type="button" className="btn btn--small" onClick={() => setConfirming(b.id)}>
                  {t('promo.forfeit')}
                </button>
              ))}
          </li>
        ))}
      </ul>
      {error && <p className="form__error">{error}</p>}
    </section>
  );
}

export default BonusWagering;
