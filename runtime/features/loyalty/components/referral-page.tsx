// spec §2 personal-centre referral (issue 18 item 6): my invitation code, my link and its QR code, the brand's
// condition for the referral bonus, and the friends who registered with my link with their progress and my bonus.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralView } from '../../../../schema/api/loyalty';
import { QrCode } from '../../../components/qr-code';
import { getReferral } from '../api/referral';
import { useMoney } from '../hooks';
import './loyalty.css';

export default function ReferralPage() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [view, setView] = useState<ReferralView | null>(null);
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    getReferral().then(setView, () => setFailed(true));
  }, []);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language === 'zh' ? 'zh-CN' : i18n.language === 'ms' ? 'ms-MY' : 'en-GB');
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className="loy-mc" data-testid="referral">
      <h1>{t('mc.menu.referral')}</h1>
      {failed ? (
        <p role="alert">{t('err_network')}</p>
      ) : !view ? (
        <div className="route-loading" aria-busy="true" />
      ) : !view.enabled ? (
        <p data-testid="referral-off">{t('referral.off')}</p>
      ) : (
        <>
          <p className="loy-hint">
            {t('referral.intro', { deposit: money(view.rule.minFirstDeposit), turnover: money(view.rule.minTurnover), bonus: money(view.rule.bonus) })}
          </p>
          {view.code && view.link && (
            <div className="loy-claim">
              <div>
                <p>
                  {t('referral.code')} <strong data-testid="referral-code">{view.code}</strong>
                </p>
                <p>
                  {t('referral.link')}{' '}
                  <a href={view.link} data-testid="referral-link">
                    {view.link}
                  </a>
                </p>
                <button type="button" className="btn" onClick={() => void copy(view.link!)}>
                  {t('referral.copy')}
                </button>
                <span role="status">{copied ? ` ${t('referral.copied')}` : ''}</span>
              </div>
              <QrCode text={view.link} label={t('referral.qr')} />
            </div>
          )}
          <p data-testid="referral-summary">{t('referral.rewarded', { count: view.rewarded, amount: money(view.bonusTotal) })}</p>
          <h2 className="loy-subhead">{t('referral.friends')}</h2>
          {view.friends.length === 0 ? (
            <p data-testid="referral-empty">{t('referral.none')}</p>
          ) : (
            <div className="loy-table-wrap">
              <table className="loy-table" data-testid="referral-friends">
                <thead>
                  <tr>
                    <th scope="col">{t('referral.friend')}</th>
                    <th scope="col">{t('referral.joined')}</th>
                    <th scope="col">{t('referral.firstDeposit')}</th>
                    <th scope="col">{t('referral.turnover')}</th>
                    <th scope="col">{t('referral.bonus')}</th>
                  </tr>
                </thead>
                <tbody>
                  {view.friends.map((f) => (
                    <tr key={`${f.username}-${f.registeredAt}`}>
                      <th scope="row">{f.username}</th>
                      <td>{date(f.registeredAt)}</td>
                      <td>{money(f.firstDeposit)}</td>
                      <td>{money(f.turnover)}</td>
                      <td data-testid="referral-friend-bonus">{f.rewarded ? money(f.bonus) : t('referral.pending')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
