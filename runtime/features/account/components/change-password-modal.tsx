// spec §4 Change password (also the forced change after login: 123456, expired, first login):
// success refreshes member info, closes the modal and goes home. spec §5 rules (checkPass) via
// schema/validation. Closing a forced change signs out: the session may not be used unchanged.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateChangePassword } from '../../../../schema/validation';
import { Modal } from '../../../components/modal';
import { changePassword } from '../api/change-password';
import { useSession } from '../hooks/use-session';
import { Field, apiErrorText, errorText } from './form-parts';
import { useNavigate } from 'react-router-dom';

export default function ChangePasswordModal({ onClose, forced }: { onClose: () => void; forced?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loadMemberInfo, signOut } = useSession();
  const [v, setV] = useState({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV((o) => ({ ...o, [k]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const next: Record<string, string> = {};
    for (const err of validateChangePassword(v)) next[err.field] ??= errorText(t, err);
    setErrors(next);
    setAlert(null);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      await changePassword(v);
      await loadMemberInfo().catch(() => {});
      onClose();
      navigate('/', { replace: true });
    } catch (err) {
      setAlert(apiErrorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={t('account.changePasswordTitle')} onClose={forced ? () => void signOut() : onClose} name="changePassword">
      {forced && (
        <p className="modal__message" role="status" data-testid="forced-change">
          {t('account.mustChangePassword')}
        </p>
      )}
      <form className="form" onSubmit={submit} noValidate>
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
