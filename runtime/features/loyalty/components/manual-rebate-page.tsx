// spec §2 personal-centre manualRebate (issue 18 item 5): my valid bets since the last claim per game type, the rate
// of my VIP level for each and what it pays; one button claims it all, once (the server locks the claim; the page's
// request id makes a double click or a retry answer the first claim). My last claims below.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RebateView } from '../../../../schema/api/loyalty';
import { apiErrorText, useBalanceRefresh } from '../../account';
import { claimRebate, getRebate } from '../api/rebate';
import { percent, useMoney } from '../hooks';
import { gameTypeLabel } from './rate-list';
import './loyalty.css';

const newRequestId = () => `rebate-${crypto.randomUUID()}`;

export default function ManualRebatePage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const refreshBalance = useBalanceRefresh();
  const [view, setView] = useState<RebateView | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // One request id per claim the member means: a retry of the same click replays it.
  const requestId = useRef(newRequestId());

  const load = useCallback(() => {
    getRebate().then(
      (v) => {
        setView(v);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(load, [load]);

  const claim = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const a = await claimRebate(requestId.current);
      requestId.current = newRequestId();
      setMessage({ ok: true, text: t('rebate.claimed', { amount: money(a.claim.amount) }) });
      await refreshBalance();
    } catch (err) {
      setMessage({ ok: false, text: apiErrorText(t, err) });
    } finally {
      setBusy(false);
      load();
    }
  };
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : i18n.language === 'ms' ? 'ms-MY' : 'en-GB');

  return (
    <section className="loy-mc" data-testid="manual-rebate">
      <h1>{t('mc.menu.manualRebate')}</h1>
      <p className="loy-hint">{t('rebate.intro')}</p>
      {failed ? (
        <p role="alert">{t('err_network')}</p>
      ) : !view ? (
        <div className="route-loading" aria-busy="true" />
      ) : (
        <>
          <p className="loy-hint">
            {t('rebate.level', { level: view.vipLevel })}
            {view.lastClaimAt && ` · ${t('rebate.since', { date: date(view.lastClaimAt) })}`}
          </p>
          {view.lines.length === 0 ? (
            <p data-testid="rebate-empty">{t('rebate.empty')}</p>
          ) : (
            <div className="loy-table-wrap">
              <table className="loy-table" data-testid="rebate-lines">
                <thead>
                  <tr>
                    <th scope="col">{t('rebate.gameType')}</th>
                    <th scope="col">{t('vip.validBets')}</th>
                    <th scope="col">{t('rebate.rate')}</th>
                    <th scope="col">{t('rebate.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {view.lines.map((l) => (
                    <tr key={l.gameType} data-game-type={l.gameType}>
                      <th scope="row">{gameTypeLabel(t, l.gameType)}</th>
                      <td>{money(l.validBet)}</td>
                      <td>{percent(l.rateBp)}</td>
                      <td data-testid="rebate-line-amount">{money(l.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="loy-claim">
            <span>
              {t('rebate.total')} <strong data-testid="rebate-total">{money(view.total)}</strong>
            </span>
            <button type="button" className="btn btn--primary" data-testid="rebate-claim" disabled={busy || view.total <= 0} onClick={() => void claim()}>
              {t('rebate.claim')}
            </button>
          </div>
          <p className={message?.ok === false ? 'loy-msg loy-msg--bad' : 'loy-msg'} role="status" data-testid="rebate-message">
            {message?.text}
          </p>
          {view.history.length > 0 && (
            <>
              <h2 className="loy-subhead">{t('rebate.history')}</h2>
              <ul className="loy-history" data-testid="rebate-history">
                {view.history.map((c) => (
                  <li key={c.id}>
                    <span>{date(c.createdAt)}</span> <strong>{money(c.amount)}</strong>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
