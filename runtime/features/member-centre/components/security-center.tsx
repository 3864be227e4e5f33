// spec §2 securityCenter (my account), the member centre's default page (issue 15 item 2): profile, avatar, login
// password, payment password, login history and sign-out of other sessions, plus the tabs other features add
// (pages.ts securityCenterTabs: bank accounts). The tab is addressable: /securityCenter?tab=<id>.
import { lazy, Suspense, useId, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useMemberPageContext } from '../hooks/use-open-member-centre';
import { securityCenterTabs, type MemberPageProps } from '../pages';
import { AvatarTab } from './avatar-tab';
import { LoginHistoryTab } from './login-history-tab';
import { PasswordTab } from './password-tab';
import { PaymentPasswordTab } from './payment-password-tab';
import { ProfileTab } from './profile-tab';
import './security-center.css';

interface Tab {
  id: string;
  labelKey: string;
  Component: ComponentType<MemberPageProps>;
}

const BUILT_IN: Tab[] = [
  { id: 'profile', labelKey: 'mc.security.tab.profile', Component: ProfileTab },
  { id: 'avatar', labelKey: 'mc.security.tab.avatar', Component: AvatarTab },
  { id: 'password', labelKey: 'mc.security.tab.password', Component: PasswordTab },
  { id: 'paymentPassword', labelKey: 'mc.security.tab.paymentPassword', Component: PaymentPasswordTab },
  { id: 'loginHistory', labelKey: 'mc.security.tab.loginHistory', Component: LoginHistoryTab },
];

const extraComponents = new Map<string, LazyExoticComponent<ComponentType<MemberPageProps>>>();
function extraComponent(id: string, load: () => Promise<{ default: ComponentType<MemberPageProps> }>) {
  let c = extraComponents.get(id);
  if (!c) extraComponents.set(id, (c = lazy(load)));
  return c;
}

export default function SecurityCenter(props: MemberPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const ctx = useMemberPageContext();
  const baseId = useId();
  const tabs = useMemo<Tab[]>(
    () => [
      ...BUILT_IN,
      ...securityCenterTabs.filter((x) => !x.visible || x.visible(ctx)).map((x) => ({ id: x.id, labelKey: x.labelKey, Component: extraComponent(x.id, x.load) })),
    ],
    [ctx],
  );
  const current = tabs.find((x) => x.id === params.get('tab')) ?? tabs[0];
  const select = (id: string) => setParams(id === tabs[0].id ? {} : { tab: id }, { state: location.state, replace: true, preventScrollReset: true });

  const onKey = (e: React.KeyboardEvent, i: number) => {
    const next = e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    select(tab.id);
    document.getElementById(`${baseId}-tab-${tab.id}`)?.focus();
  };

  return (
    <section className="mc-security" data-testid="security-center">
      <h1>{t('mc.menu.securityCenter')}</h1>
      <div className="mc-tabs" role="tablist" aria-label={t('mc.menu.securityCenter')}>
        {tabs.map((x, i) => (
          <button
            key={x.id}
            id={`${baseId}-tab-${x.id}`}
            type="button"
            role="tab"
            aria-selected={x.id === current.id}
            aria-controls={`${baseId}-panel`}
            tabIndex={x.id === current.id ? 0 : -1}
            data-tab={x.id}
            onClick={() => select(x.id)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {t(x.labelKey)}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${current.id}`} className="mc-tabpanel" data-tabpanel={current.id}>
        <Suspense fallback={<div className="route-loading" aria-busy="true" />}>
          <current.Component {...props} />
        </Suspense>
      </div>
    </section>
  );
}
