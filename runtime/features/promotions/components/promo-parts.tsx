// Pieces of a promotion card and its detail: the spec §4 state badge, what it offers in one line, the wagering bar.
import { useTranslation } from 'react-i18next';
import type { PromotionView } from '../../../../schema/api/promotions';
import { usePromoMoney } from '../hooks';

const TONE: Record<PromotionView['state'], 'ok' | 'wait' | 'bad' | 'plain'> = {
  join: 'plain',
  claim: 'plain',
  signed: 'ok',
  claimed: 'ok',
  issued: 'ok',
  process: 'wait',
  applying: 'wait',
  coming: 'wait',
  close: 'bad',
  rejected: 'bad',
};

export function StateBadge({ state }: { state: PromotionView['state'] }) {
  const { t } = useTranslation();
  return (
    <span className={`badge badge--${TONE[state]}`} data-state={state}>
      {t(`promo.state.${state}`)}
    </span>
  );
}

/** "100% up to RM50, wager 1× the bonus" and the like. */
export function Offer({ p }: { p: PromotionView }) {
  const { t } = useTranslation();
  const money = usePromoMoney();
  const r = p.rule;
  const what =
    p.kind === 'deposit_match'
      ? t('promo.offer.match', { percent: (r.percentBp ?? 0) / 100, cap: money(r.cap ?? 0), min: money(r.minDeposit ?? 0) })
      : p.kind === 'cashback'
        ? t('promo.offer.cashback', { percent: (r.percentBp ?? 0) / 100, cap: money(r.cap ?? 0) })
        : p.kind === 'raffle'
          ? t('promo.offer.raffle')
          : t('promo.offer.amount', { amount: money(r.amount ?? 0) });
  const wager = r.wagerMultiple > 0 ? t(r.wagerBase === 'bonus_deposit' ? 'promo.offer.wagerDeposit' : 'promo.offer.wager', { n: r.wagerMultiple, hours: r.expiryHours }) : t('promo.offer.noWager');
  return (
    <p className="promo-offer">
      {what} · {wager}
    </p>
  );
}

export function WagerBar({ wagered, required, label }: { wagered: number; required: number; label: string }) {
  const money = usePromoMoney();
  const pct = required > 0 ? Math.min(100, Math.floor((wagered * 100) / required)) : 100;
  return (
    <div className="promo-wager">
      <div className="promo-wager__bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
        <span style={{ width: `${pct}%` }} />
      </div>
      <span className="promo-wager__text" data-testid="wager-progress">
        {money(Math.min(wagered, required))} / {money(required)}
      </span>
    </div>
  );
}
