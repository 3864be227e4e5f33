// securityCenter: login history (time, IP, device of each login, this session marked, signed-in ones marked) and
// sign-out of every other session (a confirmation first; this session stays).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginHistoryValue } from '../../../../schema/api/member';
import { ConfirmDialog } from '../../../components/modal';
import { apiErrorText } from '../../account';
import { getLoginHistory, signOutOtherSessions } from '../api/login-history';
import { Status, type StatusState } from './status';

export function LoginHistoryTab() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<LoginHistoryValue | null>(null);
  const [status, setStatus] = useState<StatusState>(null);
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    (p: number) =>
      getLoginHistory(p).then(
        (v) => setData(v),
        (err: unknown) => setStatus({ kind: 'error', text: apiErrorText(t, err) }),
      ),
    [t],
  );
  useEffect(() => {
    void load(page);
  }, [load, page]);

  const signOut = async () => {
    setConfirm(false);
    setBusy(true);
    try {
      const { signedOut } = await signOutOtherSessions();
      setStatus({ kind: 'ok', text: t('mc.history.signedOut', { count: signedOut }) });
      await load(page);
    } catch (err) {
      setStatus({ kind: 'error', text: apiErrorText(t, err) });
    } finally {
      setBusy(false);
    }
  };

  if (!data) return status ? <Status value={status} /> : <div className="route-loading" aria-busy="true" />;
  return (
    <div className="mc-history" data-testid="login-history">
      <div className="mc-history__sessions">
        <p className="mc-hint" data-testid="other-sessions" data-count={data.otherSessions}>
          {t('mc.history.otherSessions', { count: data.otherSessions })}
        </p>
        <button type="button" className="btn btn--primary" disabled={busy || data.otherSessions === 0} onClick={() => setConfirm(true)} data-testid="sign-out-others">
          {t('mc.history.signOutOthers')}
        </button>
      </div>
      <Status value={status} />
      {/* Keyboard users scroll a table wider than a phone too (axe scrollable-region-focusable). */}
      <div className="records__scroll" role="region" aria-label={t('mc.security.tab.loginHistory')} tabIndex={0}>
        <table className="records__table mc-table">
          <caption className="sr-only">{t('mc.security.tab.loginHistory')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('mc.history.time')}</th>
              <th scope="col">{t('mc.history.ip')}</th>
              <th scope="col">{t('mc.history.device')}</th>
              <th scope="col">{t('mc.history.state')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((e) => (
              <tr key={e.id} data-login={e.id} data-current={e.current} data-active={e.active}>
                <td>{new Date(e.time).toLocaleString(i18n.language)}</td>
                <td>{e.ip ?? '—'}</td>
                <td>{e.device}</td>
                <td>{t(e.current ? 'mc.history.thisSession' : e.active ? 'mc.history.signedIn' : 'mc.history.ended')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.totalPages > 1 && (
        <nav className="mc-pager" aria-label={t('mc.history.pages')}>
          <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('mc.history.newer')}
          </button>
          <span>{t('mc.history.pageOf', { page, total: data.totalPages })}</span>
          <button type="button" className="btn btn--ghost" disabled={page >= data.totalPages} onClick={() => setPage((p) => p + 1)}>
            {t('mc.history.older')}
          </button>
        </nav>
      )}
      {confirm && <ConfirmDialog message={t('mc.history.signOutConfirm')} onCancel={() => setConfirm(false)} onConfirm={() => void signOut()} />}
    </div>
  );
}
