// Form pieces shared by the account modals: a labelled field with its error under it (spec §8
// 'field errors shown under each field with pattern message'), the captcha (reloads on click, at
// most once a second, spec §4) and the SMS code button (countdown, throttle, spec §4).
import { forwardRef, useCallback, useEffect, useId, useImperativeHandle, useMemo, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { substituteBounds, type FieldError } from '../../../../schema/validation';
import { ApiError } from '../../../lib/api';
import { getCaptcha } from '../api/captcha';
import { throttleOncePerSecond, useCountdown } from '../hooks/use-countdown';

/** spec §5: the pattern message with (min) and (max) replaced by the field's bounds. */
export function errorText(t: TFunction, e: Pick<FieldError, 'key' | 'min' | 'max'>): string {
  return substituteBounds(t(e.key, { defaultValue: t('err_validation') }), e.min, e.max);
}

/** A failed call as text: server message keys are translated, unknown ones fall back to 'system error'. */
export function apiErrorText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    const fieldErrors = (err.details?.errors as FieldError[] | undefined) ?? [];
    if (fieldErrors[0]) return errorText(t, fieldErrors[0]);
    // Issue 20: a time-out or self-exclusion names its end ("until"), shown as a local date and time.
    const until = typeof err.details?.until === 'string' ? new Date(err.details.until).toLocaleString() : undefined;
    return t(err.message, { defaultValue: t('err_system'), until });
  }
  return t('err_system');
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: string;
  label: string;
  error?: string | null;
  required?: boolean;
  /** Content placed beside the input (captcha image, SMS button). */
  side?: ReactNode;
}

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ name, label, error, required, side, ...input }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = (
    <input
      ref={ref}
      id={id}
      name={name}
      className="form__input"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      aria-required={required || undefined}
      {...input}
    />
  );
  return (
    <div className="form__field" data-field={name}>
      <label className="form__label" htmlFor={id}>
        {label}
        {required && (
          <span className="form__req" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {side ? (
        <div className="form__row">
          {control}
          {side}
        </div>
      ) : (
        control
      )}
      {error && (
        <p id={errorId} className="form__error" data-error-for={name}>
          {error}
        </p>
      )}
    </div>
  );
});

export interface CaptchaHandle {
  /** Current answer and id (empty strings when not loaded). */
  value: () => { captcha: string; captchaId: string };
  reload: () => void;
}

/** spec §4: captcha image reloading on click (at most once per second) and on demand. */
export const CaptchaField = forwardRef<CaptchaHandle, { error?: string | null }>(function CaptchaField({ error }, ref) {
  const { t } = useTranslation();
  const [image, setImage] = useState<{ captchaId: string; image: string } | null>(null);
  const [answer, setAnswer] = useState('');
  const load = useCallback(() => {
    getCaptcha().then(setImage, () => setImage(null));
    setAnswer('');
  }, []);
  const reloadThrottled = useMemo(() => throttleOncePerSecond(load), [load]);
  useEffect(load, [load]);
  useImperativeHandle(ref, () => ({ value: () => ({ captcha: answer.trim(), captchaId: image?.captchaId ?? '' }), reload: load }), [answer, image, load]);
  return (
    <Field
      name="captcha"
      label={t('account.captcha')}
      required
      autoComplete="off"
      inputMode="text"
      maxLength={8}
      value={answer}
      onChange={(e) => setAnswer(e.target.value)}
      error={error}
      side={
        <button type="button" className="form__captcha-img" onClick={reloadThrottled} aria-label={t('account.captchaReload')} data-testid="captcha-image">
          {image && <img src={image.image} alt="" data-captcha-id={image.captchaId} />}
        </button>
      }
    />
  );
});

/**
 * spec §4 SMS code button: sends, then disabled with a countdown of expiredMinutes x 60 s (60 s
 * when the answer has none); requests throttled to one per second; failures go to onError.
 */
export function SmsCodeButton({ send, onError }: { send: () => Promise<{ expiredMinutes?: number } | null>; onError: (message: string) => void }) {
  const { t } = useTranslation();
  const [left, start] = useCountdown();
  const [busy, setBusy] = useState(false);
  const click = useMemo(
    () =>
      throttleOncePerSecond(() => {
        setBusy(true);
        send()
          .then((v) => {
            if (v) start(Math.max(1, Math.round((v.expiredMinutes ?? 1) * 60)));
          })
          .catch((err: unknown) => onError(apiErrorText(t, err)))
          .finally(() => setBusy(false));
      }),
    [send, onError, start, t],
  );
  return (
    <button type="button" className="btn btn--ghost form__side-btn" disabled={busy || left > 0} onClick={click} data-testid="sms-send">
      {left > 0 ? t('account.smsResend', { seconds: left }) : t('account.smsSend')}
    </button>
  );
}
