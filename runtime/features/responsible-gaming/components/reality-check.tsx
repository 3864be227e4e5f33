// Issue 20 item 2: the reality check over the game page. The session and its next check come from the server's
// clock (GET /wps/rg/session), so a reload does not reset them; the page only schedules when to ask again. When
// due, a dialog shows the time played and the session's net result with "continue" (the server moves the next
// check an interval on) and "stop playing" (leaves the game). A session past the player's session limit answers
// 401: the site's one 401 handler signs out. Real-money players only (a visitor or trial player has no session).
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RgSession } from '../../../../schema/api/compliance';
import { Modal } from '../../../components/modal';
import { isAgentAtom, tokenAtom } from '../../../state/session';
import { continueRgSession, getRgSession } from '../api/session';
import { clockText } from '../lib/amount';
import { useMoney } from '../lib/use-money';
import './responsible-gaming.css';

const TRIAL = 4;
/** Ask again at most this often while not due (the interval may be changed in another tab). */
const MAX_WAIT_MS = 60_000;

export default function RealityCheck() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const navigate = useNavigate();
  const token = useAtomValue(tokenAtom);
  const isAgent = useAtomValue(isAgentAtom);
  const [due, setDue] = useState<RgSession | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const active = !!token && isAgent !== TRIAL;

  const check = useCallback(async () => {
    clearTimeout(timer.current);
    let s: RgSession;
    try {
      s = await getRgSession();
    } catch {
      return; // signed out (401 handled by the API client) or offline: nothing to show
    }
    if (s.due) return setDue(s);
    // The server's clock decides; only the wait is measured here.
    const wait = Math.min(MAX_WAIT_MS, Math.max(250, Date.parse(s.nextCheckAt) - Date.parse(s.now)));
    timer.current = setTimeout(() => void check(), wait);
  }, []);

  useEffect(() => {
    if (!active) return;
    void check();
    return () => clearTimeout(timer.current);
  }, [active, check]);

  if (!due) return null;
  const onContinue = async () => {
    setDue(null);
    await continueRgSession().catch(() => {});
    void check();
  };
  const onStop = () => {
    setDue(null);
    navigate('/', { replace: true });
  };
  return (
    <Modal title={t('rg.realityDialogTitle')} onClose={() => void onContinue()} name="reality-check" dismissible={false}>
      <p>{t('rg.realityDialogText', { count: due.intervalMinutes })}</p>
      <dl className="rg-facts">
        <dt>{t('rg.timePlayed')}</dt>
        <dd data-testid="rg-time-played">{clockText(due.elapsedSeconds)}</dd>
        <dt>{t('rg.staked')}</dt>
        <dd>{money(due.staked)}</dd>
        <dt>{t('rg.won')}</dt>
        <dd>{money(due.won)}</dd>
        <dt>{t('rg.net')}</dt>
        <dd data-testid="rg-net">{money(due.net)}</dd>
      </dl>
      <div className="modal__actions">
        <button type="button" className="btn" onClick={onStop} data-testid="rg-stop">
          {t('rg.stopPlaying')}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => void onContinue()} data-testid="rg-continue">
          {t('rg.continue')}
        </button>
      </div>
    </Modal>
  );
}
