// securityCenter: set the payment password, or change it with the current one (GET/PUT /wps/wallet/paymentPassword;
// withdrawals and transfers ask for it). Six digits, like the registration field (schema/validation kind 6).
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, Field } from '../../account';
import { getPaymentPasswordState, setPaymentPassword } from '../api/payment-password';
import { Status, type StatusState } from './status';

const EMPTY = { oldPaymentPassword: '', paymentPassword: '', confirmPaymentPassword: '' };
const SIX_DIGITS = /^\d{6}$/;

export function PaymentPasswordTab() {
  const { t } = useTranslation();
  const [isSet, setIsSet] = useState<boolean | null>(null);
  const [v, setV] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<StatusState>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV((o) => ({ ...o, [k]: e.target.value.trim() }));

  useEffect(() => {
    getPaymentPasswordState().then(
      (s) => setIsSet(s.isSet),
      (err: unknown) => setStatus({ kind: 'error', text: apiErrorText(t, err) }),
    );
  }, [t]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || isSet === null) return;
    const next: Record<string, string> = {};
    if (isSet && !v.oldPaymentPassword) next.oldPaymentPassword = t('err_required');
    if (!SIX_DIGITS.test(v.paymentPassword)) next.paymentPassword = t('mc.security.paymentPasswordRule');
    else if (v.confirmPaymentPassword !== v.paymentPassword) next.confirmPaymentPassword = t('err_confirm_password');
    setErrors(next);
    setStatus(null);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      await setPaymentPassword({ paymentPassword: v.paymentPassword, ...(isSet ? { oldPaymentPassword: v.oldPaymentPassword } : {}) });
      setStatus({ kind: 'ok', text: t(isSet ? 'mc.security.paymentPasswordChanged' : 'mc.security.paymentPasswordSet') });
      setIsSet(true);
      setV(EMPTY);
    } catch (err) {
      setStatus({ kind: 'error', text: apiErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  if (isSet === null) return status ? <Status value={status} /> : <div className="route-loading" aria-busy="true" />;
  const digits = { type: 'password', inputMode: 'numeric', autoComplete: 'off', maxLength: 6 } as const;
  return (
    <form className="form mc-form" onSubmit={submit} noValidate data-testid="payment-password-form" data-is-set={isSet}>
      <p className="mc-hint">{t(isSet ? 'mc.security.paymentPasswordIsSet' : 'mc.security.paymentPasswordNotSet')}</p>
      {isSet && <Field name="oldPaymentPassword" label={t('mc.security.oldPaymentPassword')} required {...digits} value={v.oldPaymentPassword} onChange={set('oldPaymentPassword')} error={errors.oldPaymentPassword} />}
      <Field name="paymentPassword" label={t('mc.security.newPaymentPassword')} required {...digits} value={v.paymentPassword} onChange={set('paymentPassword')} error={errors.paymentPassword} />
      <Field name="confirmPaymentPassword" label={t('mc.security.confirmPaymentPassword')} required {...digits} value={v.confirmPaymentPassword} onChange={set('confirmPaymentPassword')} error={errors.confirmPaymentPassword} />
      <Status value={status} />
      <button type="submit" className="btn btn--primary form__submit" disabled={busy}>
        {t(isSet ? 'mc.security.changePaymentPassword' : 'mc.security.setPaymentPassword')}
      </button>
    </form>
  );
}
