// Redeeming a reward (spec §7 passwordCheck/MCS2_redeemPointReward): quantity, the points it takes, the payment
// password. One request id per dialog: a double click or a retry answers the first redemption (paid once).
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointReward, RedeemAnswer } from '../../../../schema/api/points';
import { Modal } from '../../../components/modal';
import { useBalanceRefresh } from '../../account';
import { redeemPointReward } from '../api/redeem';
import { errorMessage, useMoney, usePoints } from '../hooks';
import { PASSWORD_RULE, PasswordUnset, PaymentPasswordField, usePaymentPasswordSet } from './password-field';

const newRequestId = () => `pm-${crypto.randomUUID()}`;

export function RedeemDialog({ reward, points, onClose, onDone }: { reward: PointReward; points: number; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const fmt = usePoints();
  const refreshBalance = useBalanceRefresh();
  const passwordSet = usePaymentPasswordSet();
  const [quantity, setQuantity] = useState(1);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<RedeemAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const requestId = useRef(newRequestId());
  const most = Math.max(1, Math.min(10, Math.floor(points / reward.points), reward.stock ?? 10, reward.remaining ?? 10));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!PASSWORD_RULE.test(password)) return setError(t('mc.security.paymentPasswordRule'));
    setError(undefined);
    setMessage(null);
    setBusy(true);
    try {
      const a = await redeemPointReward({ rewardId: reward.id, quantity, paymentPassword: password, requestId: requestId.current });
      setDone(a);
      onDone();
      if (a.balance !== null) await refreshBalance();
    } catch (err) {
      setMessage(errorMessage(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal name="points-redeem" title={t('points.redeemTitle', { name: reward.name })} onClose={onClose}>
      {done ? (
        <div className="pm-form" data-testid="redeem-done">
          <p role="status">
            {done.redemption.status === 'applying' ? t('points.doneItem', { name: reward.name }) : t('points.done', { name: reward.name, amount: money(done.redemption.amount) })}
          </p>
          <p className="pm-hint">{t('points.left', { points: fmt(done.points) })}</p>
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      ) : passwordSet === false ? (
        <PasswordUnset />
      ) : (
        <form className="pm-form" onSubmit={submit} noValidate data-testid="redeem-form">
          <label className="pm-qty">
            <span>{t('points.quantity')}</span>
            <select
              className="form__input"
              value={quantity}
              onChange={(e) => {
                setQuantity(Number(e.target.value));
                requestId.current = newRequestId();
              }}
            >
              {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <p data-testid="redeem-total">{t('points.total', { points: fmt(reward.points * quantity) })}</p>
          <PaymentPasswordField value={password} onChange={setPassword} error={error} />
          <p className="pm-msg pm-msg--bad" role="alert" data-testid="redeem-error">
            {message}
          </p>
          <div className="pm-actions">
            <button type="button" className="btn" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="btn btn--primary" disabled={busy} data-testid="redeem-confirm">
              {t('common.confirm')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
