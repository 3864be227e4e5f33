// Issue 18 item 1 "claimed with the deposit": on the deposit page, the deposit matches the member can take part in.
// One the member joined says what this deposit will get; another has a button to claim it with this deposit (it
// joins the promotion: the server pays the bonus when the deposit is paid, deposit.paid).
import { useTranslation } from 'react-i18next';
import { usePromotions } from '../hooks';
import { PromoAction } from './promo-action';
import { Offer } from './promo-parts';
import './promotions.css';

export function DepositBonus() {
  const { t } = useTranslation();
  const { list, reload } = usePromotions();
  const matches = (list ?? []).filter((p) => p.kind === 'deposit_match' && (p.state === 'join' || p.state === 'signed'));
  if (!matches.length) return null;
  return (
    <section className="promo-bonuses" data-testid="deposit-bonus" aria-label={t('promo.depositBonus')}>
      <h2 className="wl-subhead">{t('promo.depositBonus')}</h2>
      <ul>
        {matches.map((p) => (
          <li key={p.id} data-code={p.code} data-state={p.state}>
            <strong>{p.title}</strong>
            <Offer p={p} />
            {p.state === 'signed' ? <p className="promo-msg promo-msg--ok">{t('promo.done.joined')}</p> : <PromoAction p={{ ...p, action: 'join' }} onDone={reload} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default DepositBonus;
