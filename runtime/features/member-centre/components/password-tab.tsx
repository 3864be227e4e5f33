// securityCenter: change the login password (spec §7 POST /wps/member/password, enc; spec §5 rules shared with the
// server through schema/validation). The server keeps this session and signs every other one out.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateChangePassword } from '../../../../schema/validation';
import { apiErrorText, changePassword, errorText, Field } from '../../account';
import { Status, type StatusState } from './status';

const EMPTY = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

export function PasswordTab() {
  const { t } = useTranslation();
  const [v, setV] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<StatusState>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV((o) => ({ ...o, [k]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const next: Record<string, string> = {};
    for (const err of validateChangePassword(v)) next[err.field] ??= errorText(t, err);
    setErrors(next);
    setStatus(null);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      await changePassword(v);
      setV(EMPTY);
      setStatus({ kind: 'ok', text: t('mc.security.passwordChanged') });
    } catch (err) {
      setStatus({ kind: 'error', text: apiErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form mc-form" onSubmit={submit} noValidate data-testid="password-form">
      <Field name="oldPassword" label={t('account.oldPassword')} required type="password" autoComplete="current-password" value={v.oldPassword} onChange={set('oldPassword')} error={errors.oldPassword} />
      <Field name="newPassword" label={t('account.newPassword')} required type="password" autoComplete="new-password" value={v.newPassword} onChange={set('newPassword')} error={errors.newPassword} />
      <Field
        name="confirmNewPassword"
        label={t('account.confirmNewPassword')}
        required
        type="password"
        autoComplete="new-password"
        value={v.confirmNewPassword}
        onChange={set('confirmNewPassword')}
        error={errors.confirmNewPassword}
      />
      <Status value={status} />
      <button type="submit" className="btn btn--primary form__submit" disabled={busy}>
        {t('common.submit')}
      </button>
    </form>
  );
}
