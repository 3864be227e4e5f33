// spec §2 /pointMall (issue 18 item 4; spec §1 points mall, §95 texts: redeem history, points details, rules,
// exchange-rate table): my points (never expiring, spec §9) and five tabs: the rewards (redeemed with the payment
// password), converting points to cash, my redeem history (spec §4 states), my points details, and the rules with
// the exchange-rate table. Everything comes from the server (spec §7 Points calls); a visitor is asked to log in.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointBalance, PointConfig } from '../../../../schema/api/points';
import { useMounted } from '../../../components/client-only';
import { useMemberAction } from '../../../hooks/use-member-action';
import { tokenAtom } from '../../../state/session';
import { getPointBalance } from '../api/balance';
import { getPointConfig } from '../api/config';
import { usePoints } from '../hooks';
import { ConvertTab } from './convert-tab';
import { DetailsTab } from './details-tab';
import { HistoryTab } from './history-tab';
import { RewardsTab } from './rewards-tab';
import { RulesTab } from './rules-tab';
import './points.css';

const TABS = ['rewards', 'convert', 'history', 'details', 'rules'] as const;
type Tab = (typeof TABS)[number];

export default function PointMallPage() {
  const { t } = useTranslation();
  const mounted = useMounted();
  const token = useAtomValue(tokenAtom);
  const memberAction = useMemberAction();
  const fmt = usePoints();
  const [tab, setTab] = useState<Tab>('rewards');
  const [balance, setBalance] = useState<PointBalance | null>(null);
  const [config, setConfig] = useState<PointConfig | null>(null);
  const [failed, setFailed] = useState(false);
  const ids = useId();

  const load = useCallback(() => {
    Promise.all([getPointBalance(), getPointConfig()]).then(
      ([b, c]) => {
        setBalance(b);
        setConfig(c);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, []);
  useEffect(() => {
    if (mounted && token) load();
  }, [mounted, token, load]);

  const onTabKey = (e: React.KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = TABS[(i + step + TABS.length) % TABS.length];
    setTab(next);
    document.getElementById(`${ids}-tab-${next}`)?.focus();
  };

  let body: React.ReactNode;
  if (!mounted || !token)
    body = (
      <section className="pm-card">
        <p>{t('points.loginPrompt')}</p>
        <button type="button" className="btn btn--primary btn--small" onClick={() => memberAction(() => undefined)}>
          {t('header.login')}
        </button>
      </section>
    );
  else if (failed) body = <p role="alert">{t('err_network')}</p>;
  else if (!balance || !config) body = <div className="route-loading" aria-busy="true" />;
  else
    body = (
      <>
        <section className="pm-card pm-balance" data-testid="points-balance-card">
          <span className="pm-balance__label">{t('points.myPoints')}</span>
          <strong className="pm-balance__value" data-testid="points-balance">
            {fmt(balance.points)}
          </strong>
          <span className="pm-hint">{t('points.neverExpire')}</span>
        </section>
        <div className="pm-tabs" role="tablist" aria-label={t('page.pointMall')}>
          {TABS.map((x, i) => (
            <button
              key={x}
              id={`${ids}-tab-${x}`}
              type="button"
              role="tab"
              className="pm-tab"
              aria-selected={tab === x}
              aria-controls={`${ids}-panel`}
              tabIndex={tab === x ? 0 : -1}
              data-tab={x}
              onClick={() => setTab(x)}
              onKeyDown={(e) => onTabKey(e, i)}
            >
              {t(`points.tab.${x}`)}
            </button>
          ))}
        </div>
        <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={`${ids}-tab-${tab}`} className="pm-panel" data-testid={`points-${tab}`}>
          {tab === 'rewards' && <RewardsTab points={balance.points} onChanged={load} />}
          {tab === 'convert' && <ConvertTab points={balance.points} config={config} onChanged={load} />}
          {tab === 'history' && <HistoryTab />}
          {tab === 'details' && <DetailsTab />}
          {tab === 'rules' && <RulesTab config={config} />}
        </div>
      </>
    );

  return (
    <div className="page pm-page" data-testid="point-mall">
      <h1 className="page__title">{t('page.pointMall')}</h1>
      {body}
    </div>
  );
}
