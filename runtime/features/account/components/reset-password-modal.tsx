// The page an e-mailed reset link opens (/resetPassword?token=..., sent by POST
// /wps/member/password/email): choose a new password; success logs in and goes home (spec §4).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PASSWORD_RULE, checkField } from '../../../../schema/validation';
import { Modal } from '../../../components/modal';
import { completeEmailReset } from '../api/reset-password';
import { useSession } from '../hooks/use-session';
import { Field, apiErrorText, errorText } from './form-parts';

export default function ResetPasswordModal({ onClose, token }: { onClose: () => void; token: string }) {
  const { t } = useTranslation();
  const { afterLogin } = useSession();
  const [pw, setPw] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    const p = checkField('newPassword', pw, DEFAULT_PASSWORD_RULE);
    if (p) next.newPassword = errorText(t, p);
    if (!confirm) next.confirmNewPassword = t('err_required');
    else if (confirm !== pw) next.confirmNewPassword = t('err_confirm_password');
    setErrors(next);
    if (Object.keys(next).length || busy) return;
    setBusy(true);
    try {
      await afterLogin(await completeEmailReset(token, pw), { goHome: true });
    } catch (err) {
      setAlert(apiErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('account.resetTitle')} onClose={onClose} name="resetPassword">
      <form className="form" onSubmit={submit} noValidate>
        <Field name="newPassword" label={t('account.newPassword')} required type="password" autoComplete="new-password" value={pw} onChange={(e) => setPw(e.target.value)} error={errors.newPassword} />
        <Field name="confirmNewPassword" label={t('account.confirmNewPassword')} required type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} error={errors.confirmNewPassword} />
        {alert && (
          <p className="form__alert" role="alert">
            {alert}
          </p>
        )}
        <button type="submit" className="btn btn--primary form__submit" disabled={busy}>
          {t('common.submit')}
        </button>
      </form>
    </Modal>
  );
}
