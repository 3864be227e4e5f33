// spec §4 Login: by username and password (captcha once the server asks for it), by SMS code
// (verificationCodeLogin), free play (trial); remember me keeps the username in a cookie for 24 h
// (spec §9); a forced password change opens the change-password modal (use-session.ts).
// Only the username is remembered, never the password, in a cookie the server sets HttpOnly (and Secure over
// https): no script can read it, so the form asks the server for it (issue 24 item 11).
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_REQUIRED } from '../../../../schema/api/session';
import { MOBILE_RULE, SMS_CODE_RULE, checkField } from '../../../../schema/validation';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api';
import { useSwitches } from '../../../lib/use-tenant';
import { modalAtom } from '../../../state/session';
import { freePlay } from '../api/free-play';
import { login } from '../api/login';
import { getRemembered } from '../api/remembered';
import { sendSmsCode } from '../api/sms-code';
import { useSession } from '../hooks/use-session';
import { CountrySelect, useCountries } from './country-select';
import { CaptchaField, Field, SmsCodeButton, apiErrorText, errorText, type CaptchaHandle } from './form-parts';

type Mode = 'username' | 'sms';

export default function LoginModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const switches = useSwitches();
  const setModal = useSetAtom(modalAtom);
  const { afterLogin } = useSession();
  const countries = useCountries();
  const [mode, setMode] = useState<Mode>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [mobileNum, setMobileNum] = useState('');
  const [dialCode, setDialCode] = useState(countries[0].countryDialingCode);
  const [code, setCode] = useState('');
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);

  // The remembered username fills the field unless the player has started typing.
  useEffect(() => {
    let live = true;
    getRemembered()
      .then((v) => {
        if (!live || !v.username) return;
        setUsername((cur) => cur || v.username!);
        setRememberMe(true);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const fail = (err: unknown) => {
    if (err instanceof ApiError && (err.code === CAPTCHA_REQUIRED || err.details?.captchaRequired)) {
      if (needCaptcha) captcha.current?.reload();
      setNeedCaptcha(true);
    }
    setAlert(apiErrorText(t, err));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setAlert(null);
    const next: Record<string, string> = {};
    if (mode === 'username') {
      if (!username.trim()) next.username = t('err_required');
      if (!password) next.password = t('err_required');
    } else {
      const m = checkField('mobileNum', mobileNum.trim(), MOBILE_RULE);
      if (m) next.mobileNum = errorText(t, m);
      const c = checkField('verificationCode', code.trim(), SMS_CODE_RULE);
      if (c) next.verificationCode = c.key === 'err_required' ? t('err_required') : t('err_sms_code_invalid');
    }
    const cap = captcha.current?.value();
    if (mode === 'username' && needCaptcha && !cap?.captcha) next.captcha = t('err_captcha_required');
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const value =
        mode === 'username'
          ? await login({ type: 'username', username: username.trim(), password, rememberMe, ...(needCaptcha ? cap : {}) })
          : await login({ type: 'sms', mobileNum: mobileNum.trim(), countryDialingCode: dialCode, verificationCode: code.trim() });
      await afterLogin(value, { postLogin: true });
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const startFreePlay = async () => {
    setBusy(true);
    setAlert(null);
    try {
      await afterLogin(await freePlay(), { postLogin: true });
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () => {
    const m = checkField('mobileNum', mobileNum.trim(), MOBILE_RULE);
    if (m) {
      setErrors({ mobileNum: errorText(t, m) });
      return Promise.resolve(null);
    }
    setErrors({});
    return sendSmsCode('noLogin', { mobileNum: mobileNum.trim(), countryDialingCode: dialCode });
  };

  return (
    <Modal title={t('account.loginTitle')} onClose={onClose} name="login">
      {switches.verificationCodeLogin && (
        <div className="tabs" role="tablist" aria-label={t('account.loginTitle')}>
          {(['username', 'sms'] as const).map((m) => (
            <button key={m} type="button" role="tab" aria-selected={mode === m} onClick={() => (setMode(m), setErrors({}), setAlert(null))} data-tab={m}>
              {t(m === 'username' ? 'account.byPassword' : 'account.bySms')}
            </button>
          ))}
        </div>
      )}
      <form className="form" onSubmit={submit} noValidate>
        {mode === 'username' ? (
          <>
            <Field name="username" label={t('account.username')} required autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} error={errors.username} />
            <Field name="password" label={t('account.password')} required type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
            {needCaptcha && <CaptchaField ref={captcha} error={errors.captcha} />}
            <label className="form__check">
              <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} name="remember" />
              {t('account.rememberMe')}
            </label>
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
              value={mobileNum}
              onChange={(e) => setMobileNum(e.target.value)}
              error={errors.mobileNum}
              side={<CountrySelect value={dialCode} onChange={setDialCode} />}
            />
            <Field
              name="verificationCode"
              label={t('account.smsCode')}
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={errors.verificationCode}
              side={<SmsCodeButton send={sendCode} onError={setAlert} />}
            />
          </>
        )}
        {alert && (
          <p className="form__alert" role="alert">
            {alert}
          </p>
        )}
        <button type="submit" className="btn btn--primary form__submit" disabled={busy}>
          {t('header.login')}
        </button>
        {switches.freePlay && (
          <button type="button" className="btn btn--ghost form__submit" onClick={startFreePlay} disabled={busy} data-testid="free-play">
            {t('account.freePlay')}
          </button>
        )}
        <div className="form__links">
          <button type="button" className="form__link" onClick={() => setModal({ name: 'forget' })}>
            {t('account.forgotPassword')}
          </button>
          {switches.DIRECTREG3 && (
            <button type="button" className="form__link" onClick={() => setModal({ name: 'register' })}>
              {t('account.noAccount')}
            </button>
          )}
        </div>
      </form>
    </Modal>
  );
}
