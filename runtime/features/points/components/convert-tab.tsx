// Converting points to cash at the brand's rate (spec §7 passwordCheck/MCS2_convertPoint): a whole multiple of the
// rate's points, the cash it gives, the payment password. One request id per amount asked: a retry pays once.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointConfig } from '../../../../schema/api/points';
import { Field, useBalanceRefresh } from '../../account';
import { convertPoints } from '../api/convert';
import { errorMessage, useMoney, usePoints } from '../hooks';
import { PASSWORD_RULE, PasswordUnset, PaymentPasswordField, usePaymentPasswordSet } from './password-field';

const newRequestId = () => `pc-${crypto.randomUUID()}`;

export function ConvertTab({ points, config, onChanged }: { points: number; config: PointConfig; onChanged: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const fmt = usePoints();
  const refreshBalance = useBalanceRefresh();
  const passwordSet = usePaymentPasswordSet();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const requestId = useRef(newRequestId());

  if (!config.enabled || config.convertPoints <= 0 || config.convertCash <= 0) return <p data-testid="convert-off">{t('points.convertOff')}</p>;
  if (passwordSet === false) return <PasswordUnset />;
  const step = config.convertPoints;
  const n = /^\d{1,9}$/.test(amount) ? Number(amount) : null;
  const cash = n !== null && n % step === 0 ? (n / step) * config.convertCash : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const next: typeof errors = {};
    if (n === null || n <= 0 || n % step !== 0) next.amount = t('points.stepRule', { step: fmt(step) });
    else if (n > points) next.amount = t('err_points_insufficient');
    if (!PASSWORD_RULE.test(password)) next.password = t('mc.security.paymentPasswordRule');
    setErrors(next);
    setMessage(null);
    if (Object.keys(next).length || n === null) return;
    setBusy(true);
    try {
      const a = await convertPoints({ points: n, paymentPassword: password, requestId: requestId.current });
      requestId.current = newRequestId();
      setAmount('');
      setPassword('');
      setMessage({ ok: true, text: t('points.converted', { points: fmt(a.redemption.points), amount: money(a.redemption.amount) }) });
      onChanged();
      await refreshBalance();
    } catch (err) {
      setMessage({ ok: false, text: errorMessage(t, err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="pm-form pm-convert" onSubmit={submit} noValidate data-testid="convert-form">
      <p className="pm-rate" data-testid="convert-rate">
        {t('points.rate', { points: fmt(step), amount: money(config.convertCash) })}
      </p>
      <Field
        name="points"
        label={t('points.toConvert')}
        required
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        onChange={(e) => {
          setAmount(e.target.value.replace(/\D/g, '').slice(0, 9));
          requestId.current = newRequestId();
        }}
        error={errors.amount}
      />
      <p className="pm-hint" data-testid="convert-cash">
        {t('points.youGet', { amount: money(cash ?? 0) })}
      </p>
      <PaymentPasswordField value={password} onChange={setPassword} error={errors.password} />
      <p className={message?.ok === false ? 'pm-msg pm-msg--bad' : 'pm-msg'} role="status" data-testid="convert-message">
        {message?.text}
      </p>
      <button type="submit" className="btn btn--primary" disabled={busy} data-testid="convert-submit">
        {t('points.convert')}
      </button>
    </form>
  );
}
