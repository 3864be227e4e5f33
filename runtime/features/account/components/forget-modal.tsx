// spec §2 Forgot-password popup: email and mobile modes, starting as mobile when CHNGPASSVERIF3 is
// on (else email). spec §5 rules via schema/validation. Reset by phone logs in and goes home
// (spec §4); by e-mail the server sends a reset link (/resetPassword?token=...).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_RULE, checkField, validateResetByEmail, validateResetByPhone, type FieldError } from '../../../../schema/validation';
import { Modal, WarningDialog } from '../../../components/modal';
import { useSwitches } from '../../../lib/use-tenant';
import { resetByEmail, resetByPhone } from '../api/reset-password';
import { sendSmsCode } from '../api/sms-code';
import { useSession } from '../hooks/use-session';
import { CountrySelect, useCountries } from './country-select';
import { Field, SmsCodeButton, apiErrorText, errorText } from './form-parts';

type Mode = 'mobile' | 'email';

export default function ForgetModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const switches = useSwitches();
  const { afterLogin } = useSession();
  const countries = useCountries();
  const [mode, setMode] = useState<Mode>(switches.CHNGPASSVERIF3 ? 'mobile' : 'email');
  const [v, setV] = useState({ username: '', email: '', mobileNum: '', verificationCode: '', newPassword: '' });
  const [dialCode, setDialCode] = useState(countries[0].countryDialingCode);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [warning, setWarning] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV((o) => ({ ...o, [k]: e.target.value }));
  const show = (found: FieldError[]) => {
    const next: Record<string, string> = {};
    for (const err of found) next[err.field] ??= errorText(t, err);
    setErrors(next);
    return found.length === 0;
  };

  const sendCode = () => {
    const m = checkField('mobileNum', v.mobileNum.trim(), MOBILE_RULE);
    if (m) {
      show([m]);
      return Promise.resolve(null);
    }
    return sendSmsCode('noLogin', { mobileNum: v.mobileNum.trim(), countryDialingCode: dialCode });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (mode === 'email' ? !show(validateResetByEmail(v)) : !show(validateResetByPhone(v))) return;
    setBusy(true);
    try {
      if (mode === 'email') {
        await resetByEmail(v.username.trim(), v.email.trim());
        setSent(true);
      } else {
        const value = await resetByPhone({ mobileNum: v.mobileNum.trim(), countryDialingCode: dialCode, verificationCode: v.verificationCode.trim(), newPassword: v.newPassword });
        await afterLogin(value, { goHome: true });
      }
    } catch (err) {
      setWarning(apiErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('account.forgotTitle')} onClose={onClose} name="forget">
      <div className="tabs" role="tablist" aria-label={t('account.forgotTitle')}>
        {(['mobile', 'email'] as const).map((m) => (
          <button key={m} type="button" role="tab" aria-selected={mode === m} data-tab={m} onClick={() => (setMode(m), setErrors({}), setSent(false))}>
            {t(m === 'mobile' ? 'account.byMobile' : 'account.byEmail')}
          </button>
        ))}
      </div>
      {sent ? (
        <p className="modal__message" role="status" data-testid="reset-sent">
          {t('account.resetLinkSent')}
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          {mode === 'email' ? (
            <>
              <Field name="username" label={t('account.username')} required autoComplete="username" value={v.username} onChange={set('username')} error={errors.username} />
              <Field name="email" label={t('account.field.email')} required type="email" autoComplete="email" value={v.email} onChange={set('email')} error={errors.email} />
            </>
          ) : (
            <>
              <Field
                name="mobileNum"
                label={t('account.mobile')}
                required
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                value={v.mobileNum}
                onChange={set('mobileNum')}
                error={errors.mobileNum}
                side={<CountrySelect value={dialCode} onChange={setDialCode} />}
              />
              <Field
                name="verificationCode"
                label={t('account.smsCode')}
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                value={v.verificationCode}
                onChange={set('verificationCode')}
                error={errors.verificationCode}
                side={<SmsCodeButton send={sendCode} onError={setWarning} />}
              />
              <Field name="newPassword" label={t('account.newPassword')} required type="password" autoComplete="new-password" value={v.newPassword} onChange={set('newPassword')} error={errors.newPassword} />
            </>
          )}
          <button type="submit" className="btn btn--primary form__submit" disabled={busy}>
            {t('common.submit')}
          </button>
        </form>
      )}
      {warning && <WarningDialog message={warning} confirmLabel={t('in_increase_submit')} onClose={() => setWarning(null)} />}
    </Modal>
  );
}
