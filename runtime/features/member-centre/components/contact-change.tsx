// securityCenter: the mobile number or e-mail address, with whether it is verified, and its change: the new value, a
// code sent to it (SMS or e-mail; spec §4 code button countdown), then the code. Only then is it saved, as verified.
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileValue } from '../../../../schema/api/member';
import { checkField, PROFILE_RULES, SMS_CODE_RULE } from '../../../../schema/validation';
import { apiErrorText, CountrySelect, errorText, Field, SmsCodeButton, useCountries } from '../../account';
import { changeContact, sendContactCode } from '../api/profile';
import { Status, type StatusState } from './status';

type Channel = 'mobile' | 'email';

export function ContactChange({ channel, profile, onChanged }: { channel: Channel; profile: ProfileValue; onChanged: (p: ProfileValue) => void }) {
  const { t } = useTranslation();
  const countries = useCountries();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [dialCode, setDialCode] = useState(countries[0].countryDialingCode);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<StatusState>(null);
  const [busy, setBusy] = useState(false);

  const current = profile.values[channel];
  const verified = profile.verified[channel];
  const target = () => (channel === 'mobile' ? { channel, mobileNum: value.trim(), countryDialingCode: dialCode || undefined } : { channel, email: value.trim() });

  const checkValue = useCallback((): string | null => {
    const err = checkField(channel, value.trim(), { ...PROFILE_RULES[channel], required: true });
    if (!err) return null;
    return channel === 'mobile' && err.key !== 'err_required' ? t('err_mobile_format') : errorText(t, err);
  }, [channel, value, t]);

  const send = useCallback(async () => {
    const err = checkValue();
    setErrors(err ? { value: err } : {});
    if (err) return null;
    setStatus(null);
    const sent = await sendContactCode(target());
    setStatus({ kind: 'ok', text: t(channel === 'mobile' ? 'mc.profile.codeSentSms' : 'mc.profile.codeSentEmail') });
    return sent;
  }, [checkValue, channel, value, dialCode, t]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const next: Record<string, string> = {};
    const valueErr = checkValue();
    if (valueErr) next.value = valueErr;
    const codeErr = checkField('verificationCode', code.trim(), { ...SMS_CODE_RULE, required: true });
    if (codeErr) next.code = errorText(t, codeErr);
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    setStatus(null);
    try {
      onChanged(await changeContact({ ...target(), verificationCode: code.trim() }));
      setOpen(false);
      setValue('');
      setCode('');
    } catch (err) {
      setStatus({ kind: 'error', text: apiErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  const label = t(`mc.profile.field.${channel}`);
  return (
    <div className="mc-contact" data-contact={channel}>
      <div className="mc-contact__row">
        <div>
          <span className="form__label">{label}</span>
          <p className="mc-contact__value">
            <span data-testid={`${channel}-value`}>{current ? (channel === 'mobile' && profile.countryDialingCode ? `+${profile.countryDialingCode} ${current}` : current) : t('mc.profile.notSet')}</span>
            {current && (
              <span className={`mc-badge${verified ? ' mc-badge--ok' : ''}`} data-verified={verified}>
                {t(verified ? 'mc.profile.verified' : 'mc.profile.notVerified')}
              </span>
            )}
          </p>
        </div>
        {!open && (
          <button type="button" className="btn btn--ghost" onClick={() => setOpen(true)} data-testid={`${channel}-change`}>
            {t(current ? 'mc.profile.change' : 'mc.profile.add')}
          </button>
        )}
      </div>
      {open && (
        <form className="form mc-form" onSubmit={submit} noValidate>
          <Field
            name={`new-${channel}`}
            label={t(channel === 'mobile' ? 'mc.profile.newMobile' : 'mc.profile.newEmail')}
            required
            type={channel === 'mobile' ? 'tel' : 'email'}
            inputMode={channel === 'mobile' ? 'numeric' : 'email'}
            autoComplete={channel === 'mobile' ? 'tel-national' : 'email'}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={errors.value}
            side={channel === 'mobile' ? <CountrySelect value={dialCode} onChange={setDialCode} /> : undefined}
          />
          <Field
            name={`code-${channel}`}
            label={t('account.smsCode')}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={errors.code}
            side={<SmsCodeButton send={send} onError={(text) => setStatus({ kind: 'error', text })} />}
          />
          <Status value={status} />
          <div className="mc-actions">
            <button type="button" className="btn btn--ghost" onClick={() => (setOpen(false), setStatus(null), setErrors({}))}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {t('common.confirm')}
            </button>
          </div>
        </form>
      )}
      {!open && status?.kind === 'error' && <Status value={status} />}
    </div>
  );
}
