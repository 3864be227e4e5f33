// spec §2 personal-centre rewardCenter (issue 18 item 3): the rewards my completed missions earned. Waiting ones
// (spec §4 state claim) come first, each with its claim button and the time it expires; paid ones show issued. A
// claimed bonus reward is a promotions bonus: its wagering progress (and its forfeit) is on the withdraw page, which
// the card opens. A claim is paid once, whatever the clicks or tabs (the server locks the reward).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardList, RewardView } from '../../../../schema/api/missions';
import { apiErrorText, useBalanceRefresh } from '../../account';
import { useOpenMemberCentre } from '../../member-centre';
import { claimAllRewards, claimReward, getRewards } from '../api/rewards';
import { newRequestId, useDate, useMoney, useSetUnclaimed } from '../hooks';
import './missions.css';

const PAGE_SIZE = 20;

export default function RewardCenterPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const date = useDate();
  const refreshBalance = useBalanceRefresh();
  const setUnclaimed = useSetUnclaimed();
  const openCentre = useOpenMemberCentre();
  const [page, setPage] = useState(1);
  const [view, setView] = useState<RewardList | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const requestId = useRef(newRequestId());

  const load = useCallback(() => {
    getRewards(i18n.language, page).then(
      (v) => {
        setView(v);
        setUnclaimed(v.unclaimed);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [i18n.language, page, setUnclaimed]);
  useEffect(load, [load]);

  const run = async (action: () => Promise<{ text: string; unclaimed: number }>) => {
    setBusy(true);
    setMessage(null);
    try {
      const a = await action();
      setUnclaimed(a.unclaimed);
      setMessage({ ok: true, text: a.text });
      await refreshBalance();
    } catch (err) {
      setMessage({ ok: false, text: apiErrorText(t, err) });
    } finally {
      setBusy(false);
      load();
    }
  };
  const claimOne = (r: RewardView) =>
    run(async () => {
      const a = await claimReward(r.id, requestId.current);
      requestId.current = newRequestId();
      const text = a.reward.bonusClaimId !== null ? t('rewards.claimedBonus', { amount: money(a.reward.amount), wager: money(a.reward.wagerRequired) }) : t('missions.claimed', { amount: money(a.reward.amount) });
      return { text, unclaimed: a.unclaimed };
    });
  const claimEvery = () =>
    run(async () => {
      const a = await claimAllRewards();
      return { text: t('missions.claimed', { amount: money(a.claimed.reduce((s, r) => s + r.amount, 0)) }), unclaimed: a.unclaimed };
    });

  const pages = view ? Math.max(1, Math.ceil(view.total / PAGE_SIZE)) : 1;
  return (
    <section className="mis-page" data-testid="reward-center">
      <h1>{t('mc.menu.rewardCenter')}</h1>
      <p className="mis-hint">{t('rewards.intro')}</p>
      {failed ? (
        <p role="alert">{t('err_network')}</p>
      ) : !view ? (
        <div className="route-loading" aria-busy="true" />
      ) : (
        <>
          <div className="mis-claim-all">
            <span data-testid="rewards-unclaimed">{t('missions.waiting', { count: view.unclaimed })}</span>
            {view.unclaimed > 1 && (
              <button type="button" className="btn btn--primary" data-testid="rewards-claim-all" disabled={busy} onClick={() => void claimEvery()}>
                {t('rewards.claimAll')}
              </button>
            )}
          </div>
          <p className="mis-msg" role="status" data-testid="rewards-message" data-ok={message?.ok ? 'true' : 'false'}>
            {message?.text}
          </p>
          {view.list.length === 0 ? (
            <p data-testid="rewards-empty">{t('rewards.empty')}</p>
          ) : (
            <ul className="mis-list" data-testid="reward-list">
              {view.list.map((r) => (
                <li key={r.id} className="mis-card" data-reward={r.id} data-code={r.code} data-status={r.status}>
                  <div className="mis-card__head">
                    <h2 className="mis-card__title">{r.title}</h2>
                    <strong className="mis-amount" data-testid="reward-amount">
                      {money(r.amount)}
                    </strong>
                  </div>
                  <p className="mis-hint">
                    {r.kind === 'bonus' && r.wagerRequired > 0 ? t('rewards.bonus', { amount: money(r.wagerRequired) }) : t('rewards.cash')}
                    {r.score > 0 && ` · ${t('missions.score', { score: r.score })}`}
                  </p>
                  {r.bonusClaimId !== null && (
                    <div className="mis-card__foot">
                      <span className="mis-hint">{t('rewards.bonusHint')}</span>
                      <button type="button" className="btn btn--ghost btn--small" data-testid="reward-wagering" onClick={() => openCentre('withdraw')}>
                        {t('rewards.seeWagering')}
                      </button>
                    </div>
                  )}
                  <div className="mis-card__foot">
                    <span className="mis-hint">{r.status === 'claim' ? t('rewards.expires', { date: date(r.expiresAt) }) : t('rewards.earned', { date: date(r.earnedAt) })}</span>
                    {r.status === 'claim' ? (
                      <button type="button" className="btn btn--primary" data-testid="reward-claim" disabled={busy} onClick={() => void claimOne(r)}>
                        {t('missions.claim')}
                      </button>
                    ) : (
                      <span className={`mis-state mis-state--${r.status}`} data-testid="reward-state">
                        {t(`rewards.status.${r.status}`)}
                      </span>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav className="mis-pager" aria-label={t('rewards.pages')}>
              <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('rewards.prev')}
              </button>
              <span>
                {page} / {pages}
              </span>
              <button type="button" className="btn btn--ghost btn--small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('rewards.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
