// securityCenter: avatar (spec §7 MCSFE_getPlayerAvatar to read it, PUT /wps/member/info/icon to choose one of the
// built-in set in runtime/public/assets/avatars). The header's avatar follows at once.
import { useAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText, getPlayerAvatar } from '../../account';
import { avatarUrlAtom } from '../../../state/session';
import { BUILT_IN_AVATARS, setAvatar } from '../api/avatar';
import { Status, type StatusState } from './status';

export function AvatarTab() {
  const { t } = useTranslation();
  const [url, setUrl] = useAtom(avatarUrlAtom);
  const [current, setCurrent] = useState<string | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [status, setStatus] = useState<StatusState>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getPlayerAvatar().then(
      (v) => {
        setCurrent(v.avatar);
        // A choice the player made while the current avatar was loading stays chosen.
        setChoice((c) => c ?? v.avatar);
      },
      (err: unknown) => setStatus({ kind: 'error', text: apiErrorText(t, err) }),
    );
  }, [t]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!choice || busy) return;
    setBusy(true);
    setStatus(null);
    try {
      const v = await setAvatar(choice);
      setCurrent(v.avatar);
      setUrl(v.url);
      setStatus({ kind: 'ok', text: t('mc.security.avatarSaved') });
    } catch (err) {
      setStatus({ kind: 'error', text: apiErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form mc-form" onSubmit={submit} data-testid="avatar-form">
      <p className="mc-current">
        {url && <img src={url} alt="" width={56} height={56} className="mc-avatar mc-avatar--large" />}
        <span>{t('mc.security.avatarHint')}</span>
      </p>
      <fieldset className="mc-avatars">
        <legend className="form__label">{t('mc.security.avatarChoose')}</legend>
        {BUILT_IN_AVATARS.map((id) => (
          <label key={id} className="mc-avatars__item" data-avatar={id}>
            <input type="radio" name="avatar" value={id} checked={choice === id} onChange={() => setChoice(id)} />
            <img src={`/assets/avatars/${id}.svg`} alt={t('mc.security.avatarN', { n: id })} width={56} height={56} className="mc-avatar" />
          </label>
        ))}
      </fieldset>
      <Status value={status} />
      <button type="submit" className="btn btn--primary form__submit" disabled={busy || !choice || choice === current}>
        {t('mc.save')}
      </button>
    </form>
  );
}
