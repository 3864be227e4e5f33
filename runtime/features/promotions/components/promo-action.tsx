// The action button of a promotion for the viewer (spec §4 states): log in, join a deposit match (then deposit),
// claim, sign in, draw the raffle, apply, or see the wagering (withdraw page). The result is announced in a status
// line; a refusal shows the server's message key.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimAnswer, PromotionView } from '../../../../schema/api/promotions';
import { useMemberAction } from '../../../hooks/use-member-action';
import { apiErrorText, useBalanceRefresh } from '../../account';
import { useOpenMemberCentre } from '../../member-centre';
import { claimPromotion, claimRaffle, joinPromotion } from '../api/promotions';
import { usePromoMoney } from '../hooks';
import { ApplyForm } from './apply-form';

export function PromoAction({ p, onDone }: { p: PromotionView; onDone: () => void }) {
  const { t } = useTranslation();
  const money = usePromoMoney();
  const memberAction = useMemberAction();
  const openCentre = useOpenMemberCentre();
  const refreshBalance = useBalanceRefresh();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [applying, setApplying] = useState(false);

  const run = async (call: () => Promise<ClaimAnswer>, okText: (a: ClaimAnswer) => string) => {
    setBusy(true);
    setMessage(null);
    try {
      const a = await call();
      setMessage({ ok: true, text: a.duplicate ? t('promo.done.already') : okText(a) });
      await refreshBalance();
      onDone();
    } catch (err) {
      setMessage({ ok: false, text: apiErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  let button: React.ReactNode = null;
  switch (p.action) {
    case 'login':
      button = (
        <button type="button" className="btn btn--primary btn--small" onClick={() => memberAction(() => undefined)}>
          {t('promo.action.login')}
        </button>
      );
      break;
    case 'join':
      button = (
        <button type="button" className="btn btn--primary btn--small" disabled={busy} onClick={() => memberAction(() => void run(() => joinPromotion(p.id), () => t('promo.done.joined')))}>
          {t('promo.action.join')}
        </button>
      );
      break;
    case 'deposit':
      button = (
        <button type="button" className="btn btn--primary btn--small" onClick={() => openCentre('depositv2')}>
          {t('promo.action.deposit')}
        </button>
      );
      break;
    case 'claim':
    case 'signin':
      button = (
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={busy}
          onClick={() => memberAction(() => void run(() => claimPromotion(p.id), (a) => t('promo.done.claimed', { amount: money(a.claim.bonus) })))}
        >
          {t(p.action === 'signin' ? 'promo.action.signin' : 'promo.action.claim')}
        </button>
      );
      break;
    case 'raffle':
      button = (
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={busy}
          onClick={() => memberAction(() => void run(() => claimRaffle(p.id), (a) => (a.prize ? t('promo.done.prize', { amount: money(a.prize) }) : t('promo.done.noPrize'))))}
        >
          {t('promo.action.raffle')}
        </button>
      );
      break;
    case 'apply':
      button = (
        <button type="button" className="btn btn--primary btn--small" aria-expanded={applying} onClick={() => memberAction(() => setApplying((x) => !x))}>
          {t('promo.action.apply')}
        </button>
      );
      break;
    case 'wagering':
      button = (
        <button type="button" className="btn btn--small" onClick={() => openCentre('withdraw')}>
          {t('promo.action.wagering')}
        </button>
      );
      break;
  }
  return (
    <div className="promo-action">
      {button}
      {applying && p.action === 'apply' && (
        <ApplyForm
          promotionId={p.id}
          onApplied={() => {
            setApplying(false);
            setMessage({ ok: true, text: t('promo.done.applied') });
            onDone();
          }}
        />
      )}
      <p role="status" className={message ? (message.ok ? 'promo-msg promo-msg--ok' : 'promo-msg promo-msg--bad') : 'promo-msg'}>
        {message?.text}
      </p>
    </div>
  );
}
