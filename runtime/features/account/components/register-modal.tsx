// spec §2 Registration form + spec §4 submit flow + spec §5 rules, driven by
// GET /wps/system/setting/register. Validation is schema/validation (the same code the server
// runs), so the site and the server agree on every message.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterPayload } from '../../../../schema/api/member';
import {
  MOBILE_RULE,
  REGISTER_FIELDS,
  checkField,
  effectiveFields,
  normaliseRegisterInput,
  validateRegistration,
  type RegisterField,
  type RegisterMode,
  type RegisterSettings,
} from '../../../../schema/validation';
import { Modal, WarningDialog } from '../../../components/modal';
import { ApiError } from '../../../lib/api';
import { useSetAtom } from 'jotai';
import { useTenant } from '../../../lib/use-tenant';
import { modalAtom } from '../../../state/session';
import { checkAffiliate } from '../api/affiliate';
import { register } from '../api/register';
import { getRegisterSettings } from '../api/register-settings';
import { sendSmsCode } from '../api/sms-code';
import { useSession } from '../hooks/use-session';
import { CountrySelect, useCountries } from './country-select';
import { CaptchaField, Field, SmsCodeButton, apiErrorText, errorText, type CaptchaHandle } from './form-parts';

/** Fields drawn as plain inputs, in form order; captcha has its own widget. */
const INPUT_FIELDS = REGISTER_FIELDS.filter((f) => f !== 'captcha');
/** In mobile mode the number and its code come first (the number is the account name, spec §4). */
const MOBILE_FIRST: RegisterField[] = ['mobileNum', 'verificationCode', ...INPUT_FIELDS.filter((f) => f !== 'mobileNum' && f !== 'verificationCode')];

const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  mobileNum: 'tel-national',
  email: 'email',
  payeeName: 'name',
  verificationCode: 'one-time-code',
  birthday: 'bday',
};

export default function RegisterModal({ onClose, referralCode }: { onClose: () => void; referralCode?: string }) {
  const { t } = useTranslation();
  const setModal = useSetAtom(modalAtom);
  const { afterLogin } = useSession();
  const countries = useCountries();
  const { appDownload } = useTenant();
  const [settings, setSettings] = useState<RegisterSettings | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [mode, setMode] = useState<RegisterMode>('username');
  const [values, setValues] = useState<Partial<Record<RegisterField, string>>>(() => (referralCode ? { affiliateCode: referralCode } : {}));
  const [dialCode, setDialCode] = useState(countries[0].countryDialingCode);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [warning, setWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    getRegisterSettings().then(
      (s) => {
        setSettings(s);
        // spec §4: defaults to mobile if enabled, else username.
        setMode(s.types.mobile ? 'mobile' : 'username');
      },
      (err: unknown) => setLoadError(apiErrorText(t, err)),
    );
  }, [t]);

  // The form arrives with the settings: move focus into it then (the modal focused its close button).
  const hasSettings = settings !== null;
  useEffect(() => {
    if (hasSettings) formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [hasSettings]);

  const fields = useMemo(() => (settings ? effectiveFields(settings, mode, !!values.mobileNum?.trim()) : null), [settings, mode, values.mobileNum]);

  const set = (k: RegisterField, v: string) => setValues((old) => ({ ...old, [k]: v }));

  const sendCode = () => {
    const m = checkField('mobileNum', values.mobileNum?.trim(), MOBILE_RULE);
    if (m) {
      setErrors((old) => ({ ...old, mobileNum: errorText(t, m) }));
      return Promise.resolve(null);
    }
    return sendSmsCode('register', {
      mobileNum: values.mobileNum!.trim(),
      countryDialingCode: dialCode,
      ...(settings?.captcha ? captcha.current?.value() : {}),
    }).catch((err: unknown) => {
      if (settings?.captcha) captcha.current?.reload();
      throw err;
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!settings || !fields || busy) return;
    // spec §4: terms not accepted -> terms warning, stop.
    if (!terms) {
      setWarning(errorText(t, { key: 'err_terms_required', min: settings.minimumAge }));
      return;
    }
    const cap = captcha.current?.value();
    const input = normaliseRegisterInput({
      ...values,
      ...(mode === 'mobile' ? { username: undefined } : {}),
      captcha: cap?.captcha,
      acceptTerms: true,
    });
    const found = validateRegistration(input, settings, mode);
    const next: Record<string, string> = {};
    for (const err of found) next[err.field] ??= errorText(t, err);
    setErrors(next);
    if (Object.keys(next).length) return;
    // spec §4: no invitation code field -> the code from the address is used.
    const code = fields.affiliateCode.enabled ? input.affiliateCode : referralCode?.trim();
    setBusy(true);
    try {
      if (code) {
        try {
          await checkAffiliate(code);
        } catch {
          setWarning(t('err_invitation_code'));
          return;
        }
      }
      const payload: RegisterPayload = {
        ...input,
        username: mode === 'mobile' ? input.mobileNum : input.username,
        password: input.password ?? '',
        confirmPassword: input.confirmPassword ?? '',
        affiliateCode: code || undefined,
        countryDialingCode: fields.mobileNum.enabled ? dialCode : undefined,
        captchaId: cap?.captchaId || undefined,
        acceptTerms: true,
        domain: window.location.hostname,
        registerUrl: window.location.href,
        registerMethod: 'WEB',
        login: true,
      };
      const value = await register(mode, payload);
      await afterLogin(value, { goHome: true });
    } catch (err) {
      if (settings.captcha) captcha.current?.reload();
      const fieldErrors =
        err instanceof ApiError ? ((err.details?.errors as { field: string; key: string; min?: number; max?: number }[] | undefined) ?? []) : [];
      if (fieldErrors.length) setErrors(Object.fromEntries(fieldErrors.map((fe) => [fe.field, errorText(t, fe)])));
      setWarning(apiErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const bothTypes = settings && settings.types.username && settings.types.mobile;

  return (
    <Modal title={t('account.registerTitle')} onClose={onClose} name="register">
      {!settings && !loadError && <p aria-busy="true">{t('common.loading')}</p>}
      {loadError && (
        <p className="form__alert" role="alert">
          {loadError}
        </p>
      )}
      {settings && fields && (
        <>
          {bothTypes && (
            <div className="tabs" role="tablist" aria-label={t('account.registerTitle')}>
              {(['mobile', 'username'] as const).map((m) => (
                <button key={m} type="button" role="tab" aria-selected={mode === m} data-tab={m} onClick={() => (setMode(m), setErrors({}))}>
                  {t(m === 'mobile' ? 'account.byMobile' : 'account.byUsername')}
                </button>
              ))}
            </div>
          )}
          <form ref={formRef} className="form" onSubmit={submit} noValidate>
            {(mode === 'mobile' ? MOBILE_FIRST : INPUT_FIELDS)
              .filter((k) => fields[k].enabled)
              .map((k) => {
                const s = fields[k];
                const side =
                  k === 'mobileNum' ? (
                    <CountrySelect value={dialCode} onChange={setDialCode} />
                  ) : k === 'verificationCode' ? (
                    <SmsCodeButton send={sendCode} onError={setWarning} />
                  ) : undefined;
                return (
                  <Field
                    key={k}
                    name={k}
                    label={t(`account.field.${k}`)}
                    required={s.required}
                    type={s.type === 'password' || s.type === 'email' || s.type === 'tel' || s.type === 'date' ? s.type : 'text'}
                    inputMode={s.type === 'tel' || k === 'verificationCode' ? 'numeric' : undefined}
                    autoComplete={AUTOCOMPLETE[k] ?? 'off'}
                    maxLength={s.maxLength || undefined}
                    value={values[k] ?? ''}
                    onChange={(e) => set(k, e.target.value)}
                    error={errors[k]}
                    side={side}
                  />
                );
              })}
            {/* spec §4: a captcha check runs before the SMS request, so it sits above the code when both show. */}
            {fields.captcha.enabled && <CaptchaField ref={captcha} error={errors.captcha} />}
            <label className="form__check">
              <input type="checkbox" name="acceptTerms" checked={terms} onChange={(e) => setTerms(e.target.checked)} />
              <span>
                {t('account.acceptTerms', { age: settings.minimumAge })}{' '}
                <a href="/help#term" target="_blank" rel="noopener">
                  {t('footer.terms')}
                </a>
              </span>
            </label>
            {errors.acceptTerms && <p className="form__error">{errors.acceptTerms}</p>}
            <button type="submit" className="btn btn--accent form__submit" disabled={busy}>
              {t('account.registerSubmit')}
            </button>
            <div className="form__links">
              <button type="button" className="form__link" onClick={() => setModal({ name: 'login' })}>
                {t('account.haveAccount')}
              </button>
            </div>
            {/* spec §2 Registration form: app-download buttons. */}
            {(appDownload.ios || appDownload.android) && (
              <div className="form__apps" data-testid="register-apps">
                {(['ios', 'android'] as const).map((os) =>
                  appDownload[os] ? (
                    <a key={os} className="btn btn--ghost btn--small" href={appDownload[os]} target="_blank" rel="noopener noreferrer">
                      {t('down.get', { os: t(`down.${os}`) })}
                    </a>
                  ) : null,
                )}
              </div>
            )}
          </form>
        </>
      )}
      {warning && <WarningDialog message={warning} confirmLabel={t('in_increase_submit')} onClose={() => setWarning(null)} />}
    </Modal>
  );
}
