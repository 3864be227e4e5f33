// spec §2 /vip (issue 18 item 7): the brand's VIP levels (what each asks over the period, its upgrade bonus and
// benefits) for everyone; for a member also their level and progress toward the next (server data), and, above rank
// 4 (spec §6), the VIP customer-service entry. A level reached since member info loaded updates the header badge.
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipLevels, VipProgress } from '../../../../schema/api/loyalty';
import { useMounted } from '../../../components/client-only';
import { useMemberAction } from '../../../hooks/use-member-action';
import { openCustomerService, vipChatUrl } from '../../../lib/open-customer-service';
import { useTenant } from '../../../lib/use-tenant';
import { memberInfoAtom, tokenAtom } from '../../../state/session';
import { getVipLevels, getVipProgress } from '../api/vip';
import { percent, useMoney } from '../hooks';
import { RateList } from './rate-list';
import './loyalty.css';

function Bar({ value, target, label, testId }: { value: number; target: number; label: string; testId: string }) {
  const money = useMoney();
  const pct = target > 0 ? Math.min(100, Math.floor((value * 100) / target)) : 100;
  return (
    <div className="loy-bar">
      <span className="loy-bar__label">{label}</span>
      <div className="loy-bar__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
        <span style={{ width: `${pct}%` }} />
      </div>
      <span className="loy-bar__text" data-testid={testId}>
        {money(value)} / {money(target)}
      </span>
    </div>
  );
}

function MyLevel({ p, levels }: { p: VipProgress; levels: VipLevels }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const tenant = useTenant();
  const name = levels.levels.find((l) => l.level === p.level)?.name ?? '';
  const since = new Date(`${p.since}T00:00:00Z`).toLocaleDateString(i18n.language === 'zh' ? 'zh-CN' : i18n.language === 'ms' ? 'ms-MY' : 'en-GB', { timeZone: 'UTC' });
  return (
    <section className="loy-card loy-mine" data-testid="vip-mine" data-level={p.level}>
      <h2>
        {t('vip.myLevel')}{' '}
        <span className="loy-badge" data-testid="vip-level">
          {p.hasVip ? `VIP${p.level}` : t('vip.noVip')}
        </span>{' '}
        {name}
      </h2>
      <p className="loy-hint">{t('vip.period', { days: p.periodDays, since })}</p>
      {p.next ? (
        <>
          <p>{t('vip.toNext', { name: p.next.name, level: p.next.level, bonus: money(p.next.upgradeBonus) })}</p>
          <Bar value={p.deposits} target={p.next.minDeposit} label={t('vip.deposits')} testId="vip-progress-deposits" />
          <Bar value={p.validBets} target={p.next.minValidBet} label={t('vip.validBets')} testId="vip-progress-bets" />
        </>
      ) : (
        <p data-testid="vip-top">{t('vip.top')}</p>
      )}
      {p.upgrades.length > 0 && (
        <p className="loy-hint" data-testid="vip-upgrades">
          {t('vip.upgradesPaid', { amount: money(p.upgrades.reduce((s, u) => s + u.bonus, 0)) })}
        </p>
      )}
      {p.vipService && tenant.social.liveChat && (
        <button type="button" className="btn btn--primary btn--small" data-testid="vip-service" onClick={() => openCustomerService(vipChatUrl(tenant.social.liveChat!))}>
          {t('header.vipService')}
        </button>
      )}
    </section>
  );
}

export default function VipPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = useMoney();
  const mounted = useMounted();
  const token = useAtomValue(tokenAtom);
  const [info, setInfo] = useAtom(memberInfoAtom);
  const memberAction = useMemberAction();
  const [levels, setLevels] = useState<VipLevels | null>(null);
  const [progress, setProgress] = useState<VipProgress | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!mounted) return;
    let live = true;
    getVipLevels(lang).then(
      (v) => live && setLevels(v),
      () => live && setFailed(true),
    );
    if (token)
      getVipProgress(lang).then(
        (v) => live && setProgress(v),
        () => live && setProgress(null),
      );
    else setProgress(null);
    return () => {
      live = false;
    };
  }, [mounted, token, lang]);

  // spec §3 vipRankLevel: a level reached since member info loaded shows in the header badge at once.
  useEffect(() => {
    if (!progress || !levels || !info || info.clubLabel.rankLevel === progress.level) return;
    const name = levels.levels.find((l) => l.level === progress.level)?.name ?? info.clubLabel.labelName;
    setInfo({ ...info, clubLabel: { labelName: name, rankLevel: progress.level } });
  }, [progress, levels, info, setInfo]);

  const current = progress?.level ?? -1;
  return (
    <div className="page loy-page" data-testid="vip-page">
      <h1 className="page__title">{t('page.vip')}</h1>
      {failed ? (
        <p>{t('err_network')}</p>
      ) : !levels ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : (
        <>
          {progress ? (
            <MyLevel p={progress} levels={levels} />
          ) : (
            !token && (
              <section className="loy-card">
                <p>{t('vip.loginForProgress')}</p>
                <button type="button" className="btn btn--primary btn--small" onClick={() => memberAction(() => undefined)}>
                  {t('promo.action.login')}
                </button>
              </section>
            )
          )}
          <h2>{t('vip.levels')}</h2>
          <p className="loy-hint">{t('vip.how', { days: levels.periodDays })}</p>
          <div className="loy-table-wrap">
            <table className="loy-table" data-testid="vip-levels">
              <thead>
                <tr>
                  <th scope="col">{t('vip.level')}</th>
                  <th scope="col">{t('vip.deposits')}</th>
                  <th scope="col">{t('vip.validBets')}</th>
                  <th scope="col">{t('vip.upgradeBonus')}</th>
                  <th scope="col">{t('vip.rebate')}</th>
                  <th scope="col">{t('vip.withdrawLimit')}</th>
                  <th scope="col">{t('vip.birthdayBonus')}</th>
                </tr>
              </thead>
              <tbody>
                {levels.levels.map((l) => (
                  <tr key={l.level} data-level={l.level} aria-current={l.level === current ? 'true' : undefined}>
                    <th scope="row">
                      {l.level > 0 ? `VIP${l.level} ` : ''}
                      {l.name}
                    </th>
                    <td>{money(l.minDeposit)}</td>
                    <td>{money(l.minValidBet)}</td>
                    <td>{l.upgradeBonus > 0 ? money(l.upgradeBonus) : '—'}</td>
                    <td>
                      <RateList rates={l.rebateRates} format={percent} />
                    </td>
                    <td>{l.withdrawDailyLimit > 0 ? t('vip.perDay', { amount: money(l.withdrawDailyLimit) }) : t('vip.noLimit')}</td>
                    <td>{l.birthdayBonus > 0 ? money(l.birthdayBonus) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
