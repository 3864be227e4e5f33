// Register/Open Account (registerCenter): open an account for a direct downline (player or agent) with an optional
// daily-wage offer the new member accepts in its own session; and the agent's invitation link, which registration
// accepts (/register?referralCode=<code>), with its QR code to scan from a phone.
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/qr-code';
import { ApiError } from '../../../lib/api';
import { memberInfoAtom } from '../../../state/session';
import { openAccount } from '../api/open-account';
import { toBp } from '../lib/amount';

export default function OpenAccountPage() {
  const { t } = useTranslation();
  const id = useId();
  const info = useAtomValue(memberInfoAtom);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [agent, setAgent] = useState(true);
  const [rate, setRate] = useState('');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const link = info?.affiliateCode ? `${window.location.origin}/register?referralCode=${encodeURIComponent(info.affiliateCode)}` : null;

  const submit = async () => {
    const bp = rate.trim() ? toBp(rate) : null;
    if (rate.trim() && bp === null) return setNotice({ ok: false, text: t('ac.contract.badRate') });
    setBusy(true);
    try {
      const r = await openAccount({ username: username.trim(), password, isAgent: agent ? 1 : 0, ...(bp ? { contract: { kind: 'daily' as const, terms: { tiers: [{ minBet: 0, rateBp: bp }] } } } : {}) });
      const opened = t('ac.open.done', { username: r.username });
      setNotice(r.contractError ? { ok: false, text: `${opened} ${t(r.contractError)}` } : { ok: true, text: r.contract ? `${opened} ${t('ac.open.offerSent')}` : opened });
      setUsername('');
      setPassword('');
    } catch (e) {
      setNotice({ ok: false, text: t(e instanceof ApiError ? e.message : 'err_network') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="ac-page" data-testid="open-account">
      <h1>{t('ac.menu.registerCenter')}</h1>
      {link && (
        <div className="ac-section" data-testid="invite-link">
          <h2>{t('ac.open.inviteTitle')}</h2>
          <p>{t('ac.open.inviteHint', { code: info?.affiliateCode })}</p>
          <p className="ac-invite">
            <a href={link}>{link}</a>
          </p>
          <QrCode text={link} label={t('ac.open.qrLabel')} />
          <button type="button" className="btn" onClick={() => void navigator.clipboard?.writeText(link)}>
            {t('ac.open.copy')}
          </button>
        </div>
      )}
      <form className="ac-form ac-section" onSubmit={(e) => (e.preventDefault(), void submit())}>
        <h2>{t('ac.open.formTitle')}</h2>
        <div className="form__field">
          <label className="form__label" htmlFor={`${id}-u`}>
            {t('ac.open.username')}
          </label>
          <input id={`${id}-u`} name="username" className="form__input" value={username} onChange={(e) => setUsername(e.target.value)} required pattern="[A-Za-z][A-Za-z0-9]{3,15}" title={t('ac.open.usernameRule')} autoComplete="off" />
        </div>
        <div className="form__field">
          <label className="form__label" htmlFor={`${id}-p`}>
            {t('ac.open.password')}
          </label>
          <input id={`${id}-p`} name="password" className="form__input" type="password" value={password} onChange={(e) => setPassword(e.target.value)} required minLength={6} maxLength={20} title={t('ac.open.passwordRule')} autoComplete="new-password" />
        </div>
        <label>
          <input type="checkbox" name="isAgent" checked={agent} onChange={(e) => setAgent(e.target.checked)} /> {t('ac.open.asAgent')}
        </label>
        <div className="form__field">
          <label className="form__label" htmlFor={`${id}-r`}>
            {t('ac.open.dailyRate')}
          </label>
          <input id={`${id}-r`} name="dailyRate" className="form__input" inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} placeholder="0.50" />
        </div>
        {notice && (
          <p className={notice.ok ? 'wl-notice' : 'form__alert'} role={notice.ok ? 'status' : 'alert'} data-testid="open-account-notice">
            {notice.text}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('ac.open.submit')}
        </button>
      </form>
    </section>
  );
}
