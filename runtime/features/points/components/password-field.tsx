// The payment password (6 digits) of a redemption or conversion; a member without one is sent to set it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../account';
import { useOpenMemberCentre } from '../../member-centre';
import { getPaymentPasswordState } from '../api/payment-password';

export const PASSWORD_RULE = /^\d{6}$/;

/** Whether a payment password is set (null while asking). */
export function usePaymentPasswordSet(): boolean | null {
  const [set, setSet] = useState<boolean | null>(null);
  useEffect(() => {
    getPaymentPasswordState().then(
      (v) => setSet(v.isSet),
      () => setSet(true),
    );
  }, []);
  return set;
}

export function PasswordUnset() {
  const { t } = useTranslation();
  const open = useOpenMemberCentre();
  return (
    <div className="pm-callout" data-testid="points-password-unset">
      <p>{t('err_payment_password_unset')}</p>
      <button type="button" className="btn btn--primary btn--small" onClick={() => open('securityCenter', { tab: 'paymentPassword' })}>
        {t('mc.security.setPaymentPassword')}
      </button>
    </div>
  );
}

export function PaymentPasswordField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const { t } = useTranslation();
  return (
    <Field
      name="paymentPassword"
      label={t('wallet.paymentPassword')}
      required
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={value}
      onChange={(e) => onChange(e.target.value.trim())}
      error={error}
    />
  );
}
