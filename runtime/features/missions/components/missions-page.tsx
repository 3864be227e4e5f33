// spec §2 personal-centre missionLeaderboard ("mission activity"; the "daily tasks" screen; issue 18 item 3): my
// missions (daily, weekly, one-off) with a progress bar for the current period and each one's spec §4 state; a done
// mission's reward is claimed here or in the reward centre. Below, this week's leaderboard with my own rank.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionLeaderboard, MissionSummary, MissionView } from '../../../../schema/api/missions';
import type { MemberPageProps } from '../../member-centre';
import { apiErrorText, useBalanceRefresh } from '../../account';
import { getMissionLeaderboard, getMissionSummary } from '../api/missions';
import { claimReward } from '../api/rewards';
import { newRequestId, useDate, useMoney, useSetUnclaimed } from '../hooks';
import './missions.css';

function goalText(t: (k: string, o?: Record<string, unknown>) => string, m: MissionView, money: (n: number) => string): string {
  if (m.goal === 'login_days') return t('missions.goal.login', { days: m.target });
  if (m.goal === 'deposit') return t('missions.goal.deposit', { amount: money(m.target) });
  return m.gameType ? t('missions.goal.betType', { amount: money(m.target), type: t(`games.${m.gameType}`) }) : t('missions.goal.bet', { amount: money(m.target) });
}

export default function MissionsPage({ open }: MemberPageProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const date = useDate();
  const refreshBalance = useBalanceRefresh();
  const setUnclaimed = useSetUnclaimed();
  const [summary, setSummary] = useState<MissionSummary | null>(null);
  const [board, setBoard] = useState<MissionLeaderboard | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const requestId = useRef(newRequestId());

  const load = useCallback(() => {
    Promise.all([getMissionSummary(i18n.language), getMissionLeaderboard()]).then(
      ([s, b]) => {
        setSummary(s);
        setBoard(b);
        setUnclaimed(s.unclaimed);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [i18n.language, setUnclaimed]);
  useEffect(load, [load]);

  const claim = async (m: MissionView) => {
    if (!m.rewardId) return;
    setBusy(m.id);
    setMessage(null);
    try {
      const a = await claimReward(m.rewardId, requestId.current);
      requestId.current = newRequestId();
      setUnclaimed(a.unclaimed);
      setMessage({ ok: true, text: t('missions.claimed', { amount: money(a.reward.amount) }) });
      await refreshBalance();
    } catch (err) {
      setMessage({ ok: false, text: apiErrorText(t, err) });
    } finally {
      setBusy(null);
      load();
    }
  };

  const progressText = (m: MissionView) => (m.goal === 'login_days' ? t('missions.days', { done: m.progress, target: m.target }) : `${money(m.progress)} / ${money(m.target)}`);
  const rewardText = (m: MissionView) =>
    m.reward.kind === 'bonus' && m.reward.wagerMultiple > 0
      ? t('missions.rewardBonus', { amount: money(m.reward.amount), times: m.reward.wagerMultiple })
      : t('missions.rewardCash', { amount: money(m.reward.amount) });

  return (
    <section className="mis-page" data-testid="missions-page">
      <h1>{t('mc.menu.missionLeaderboard')}</h1>
      <p className="mis-hint">{t('missions.intro')}</p>
      {failed ? (
        <p role="alert">{t('err_network')}</p>
      ) : !summary ? (
        <div className="route-loading" aria-busy="true" />
      ) : (
        <>
          {summary.unclaimed > 0 && (
            <p className="mis-waiting" data-testid="missions-unclaimed">
              {t('missions.waiting', { count: summary.unclaimed })}{' '}
              <button type="button" className="btn btn--ghost btn--small" data-testid="missions-to-rewards" onClick={() => open('rewardCenter')}>
                {t('mc.menu.rewardCenter')}
              </button>
            </p>
          )}
          <p className="mis-msg" role="status" data-testid="missions-message" data-ok={message?.ok ? 'true' : 'false'}>
            {message?.text}
          </p>
          {summary.list.length === 0 ? (
            <p data-testid="missions-empty">{t('missions.empty')}</p>
          ) : (
            <ul className="mis-list" data-testid="mission-list">
              {summary.list.map((m) => {
                const pct = m.target > 0 ? Math.min(100, Math.floor((m.progress * 100) / m.target)) : 0;
                return (
                  <li key={m.id} className="mis-card" data-mission={m.code} data-state={m.state}>
                    <div className="mis-card__head">
                      <h2 className="mis-card__title">{m.title}</h2>
                      <span className="mis-tag">{t(`missions.period.${m.period}`)}</span>
                    </div>
                    {m.description && <p className="mis-card__desc">{m.description}</p>}
                    <p className="mis-card__goal">{goalText(t, m, money)}</p>
                    <div className="mis-bar">
                      <div className="mis-bar__track" role="progressbar" aria-label={m.title} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
                        <span style={{ width: `${pct}%` }} />
                      </div>
                      <span className="mis-bar__text" data-testid="mission-progress">
                        {progressText(m)}
                      </span>
                    </div>
                    <div className="mis-card__foot">
                      <span className="mis-reward">
                        {rewardText(m)}
                        {m.reward.score > 0 && ` · ${t('missions.score', { score: m.reward.score })}`}
                      </span>
                      {m.state === 'claim' ? (
                        <button type="button" className="btn btn--primary" data-testid="mission-claim" disabled={busy !== null} onClick={() => void claim(m)}>
                          {t('missions.claim')}
                        </button>
                      ) : (
                        <span className={`mis-state mis-state--${m.state}`} data-testid="mission-state">
                          {m.state === 'coming' ? t('missions.startsAt', { date: date(m.startsAt) }) : t(`missions.state.${m.state}`)}
                        </span>
                      )}
                    </div>
                    {m.state === 'process' && m.period !== 'once' && <p className="mis-hint">{t('missions.endsAt', { date: date(m.periodEnd) })}</p>}
                  </li>
                );
              })}
            </ul>
          )}

          <h2 className="mis-subhead">{t('missions.leaderboard')}</h2>
          {board && (
            <>
              <p className="mis-hint">{t('missions.boardPeriod', { from: date(board.period.start), to: date(board.period.end) })}</p>
              <p data-testid="leaderboard-me">{board.me ? t('missions.myRank', { rank: board.me.rank, score: board.me.score }) : t('missions.noRank')}</p>
              {board.list.length === 0 ? (
                <p data-testid="leaderboard-empty">{t('missions.boardEmpty')}</p>
              ) : (
                <div className="mis-table-wrap">
                  <table className="mis-table" data-testid="leaderboard">
                    <thead>
                      <tr>
                        <th scope="col">{t('missions.rank')}</th>
                        <th scope="col">{t('missions.player')}</th>
                        <th scope="col">{t('missions.points')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {board.list.map((r) => (
                        <tr key={r.rank} aria-current={r.me ? 'true' : undefined} data-me={r.me ? 'true' : undefined}>
                          <td>{r.rank}</td>
                          <td>{r.userName}</td>
                          <td>{r.score}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
