// spec §2 App shell and Personal-centre menu: the member centre, an overlay panel with the menu in the spec's order
// (built pages the brand's switches allow, pages.ts), the selected page highlighted, count badges (messages, rewards), a
// close button and Escape. spec §4/§6: a visitor gets the login popup, a trial account (isAgent 4) the
// in_need_true_account warning; neither sees the panel. 1366 px: side menu + content; 360 px: full screen, the menu
// a scrollable strip above the content.
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Component, lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useDialog } from '../../../components/modal';
import { gate } from '../../../hooks/use-member-action';
import { SESSION_KEYS, sessionStore } from '../../../lib/storage';
import { useSwitches } from '../../../lib/use-tenant';
import { isAgentAtom, memberInfoAtom, missionRewardsCountAtom, modalAtom, tokenAtom, unreadCountAtom, warningAtom } from '../../../state/session';
import { modulesAtom } from '../../../state/tenant';
import { getMissionBadge } from '../api/mission-badge';
import { backgroundFor, closeTarget, pageEntry, panelUrl, visibleMenu, type PanelState } from '../lib/panel-route';
import { DEFAULT_PAGE, type BadgeSource, type MemberPageContext, type MemberPageId, type MemberPageProps } from '../pages';
import './member-centre.css';

const pageComponents = new Map<MemberPageId, LazyExoticComponent<ComponentType<MemberPageProps>>>();
function pageComponent(id: MemberPageId) {
  let c = pageComponents.get(id);
  if (!c) {
    c = lazy(pageEntry(id)!.load);
    pageComponents.set(id, c);
  }
  return c;
}

/** A page chunk that fails to download shows a retry instead of an empty panel (spec §8 chunk load errors). */
class PageBoundary extends Component<{ children: ReactNode; retryLabel: string; failedLabel: string; resetKey: string }, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { key: string }) {
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="route-error" role="alert">
        <p>{this.props.failedLabel}</p>
        <button type="button" className="btn btn--primary" onClick={() => this.setState({ failed: false })}>
          {this.props.retryLabel}
        </button>
      </div>
    );
  }
}

export function MemberCentre({ pageId }: { pageId: MemberPageId }) {
  const navigate = useNavigate();
  const location = useLocation();
  const token = useAtomValue(tokenAtom) ?? sessionStore.get(SESSION_KEYS.token);
  const storedAgent = sessionStore.get(SESSION_KEYS.isAgent);
  const isAgent = useAtomValue(isAgentAtom) ?? (storedAgent === null ? null : Number(storedAgent));
  const member = useAtomValue(memberInfoAtom);
  const modal = useAtomValue(modalAtom);
  const setModal = useSetAtom(modalAtom);
  const setWarning = useSetAtom(warningAtom);
  const switches = useSwitches();
  const modules = useAtomValue(modulesAtom);
  const unread = useAtomValue(unreadCountAtom);
  const [rewards, setRewards] = useAtom(missionRewardsCountAtom);
  const access = gate(token, isAgent);
  const mcOn = modules.MC !== false;

  // The rewards badge (spec §2): fetched when the panel opens and on each page change, so a reward earned while
  // playing shows without a reload. A failed call keeps the last figure.
  const rewardsOn = modules.MC !== false && (modules.REWARDCENTER !== false || modules.MISSION !== false);
  useEffect(() => {
    if (access !== 'ok' || !rewardsOn) return;
    let live = true;
    getMissionBadge().then(
      (b) => live && setRewards(b.unclaimed),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [access, rewardsOn, pageId, setRewards]);

  const close = useCallback(() => navigate(closeTarget(location.state), { state: null }), [navigate, location.state]);

  // spec §4 login gate: a visitor gets the login popup (a login there opens the panel); closing it without
  // logging in leaves the panel URL. A trial account gets the warning and the panel closes.
  const askedLogin = useRef(false);
  useEffect(() => {
    if (access === 'login') {
      if (!askedLogin.current) {
        askedLogin.current = true;
        setModal({ name: 'login' });
      } else if (!modal) {
        navigate(closeTarget(location.state), { replace: true, state: null });
      }
    } else {
      askedLogin.current = false;
    }
  }, [access, modal, setModal, navigate, location.state]);
  useEffect(() => {
    if (access === 'trial') {
      setWarning({ message: 'in_need_true_account', confirmKey: 'in_increase_submit' });
      navigate(closeTarget(location.state), { replace: true, state: null });
    } else if (access === 'ok' && !mcOn) {
      navigate(closeTarget(location.state), { replace: true, state: null });
    }
  }, [access, mcOn, setWarning, navigate, location.state]);

  if (access !== 'ok' || !mcOn) return null;
  return <Panel pageId={pageId} ctx={{ switches, modules, member }} counts={{ unread, rewards }} onClose={close} />;
}

function Panel({ pageId, ctx, counts, onClose }: { pageId: MemberPageId; ctx: MemberPageContext; counts: Record<BadgeSource, number>; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialog(ref, onClose);

  const menu = useMemo(() => visibleMenu(ctx), [ctx]);
  const shown = menu.some((e) => e.id === pageId);
  // An entry the brand or the member does not have (switched off, member data says no): the default page.
  const known = ctx.member !== null;
  useEffect(() => {
    if (!shown && known && pageId !== DEFAULT_PAGE) navigate(panelUrl(DEFAULT_PAGE), { replace: true, state: location.state });
  }, [shown, known, pageId, navigate, location.state]);

  const background = backgroundFor(location);
  const open = useCallback<MemberPageProps['open']>((id, query) => navigate(panelUrl(id, query), { state: { background } satisfies PanelState }), [navigate, background]);

  // The page underneath does not scroll while the panel is open.
  useEffect(() => {
    document.documentElement.classList.add('mc-open');
    return () => document.documentElement.classList.remove('mc-open');
  }, []);

  // A new page starts at its top; the selected entry stays in view in the phone's scrollable strip.
  useEffect(() => {
    ref.current?.querySelector('.mc-panel__content')?.scrollTo({ top: 0 });
    ref.current?.querySelector('.mc-menu [aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pageId]);

  const Page = pageComponent(pageId);
  return (
    <div className="mc-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={ref} className="mc-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} data-panel="member-centre" data-page={pageId} data-dialog-root="" tabIndex={-1}>
        <div className="mc-panel__head">
          <h2 id={titleId} className="mc-panel__title">
            {t('mc.title')}
          </h2>
          <button type="button" className="modal__close mc-panel__close" aria-label={t('common.close')} onClick={onClose} data-testid="mc-close">
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <nav className="mc-menu" aria-label={t('mc.menuLabel')}>
          <ul>
            {menu.map((e) => {
              const count = e.badge ? counts[e.badge] : 0;
              return (
                <li key={e.id}>
                  <Link
                    to={panelUrl(e.id)}
                    state={{ background } satisfies PanelState}
                    aria-current={e.id === pageId ? 'page' : undefined}
                    data-mc-menu={e.id}
                  >
                    <span>{t(e.labelKey)}</span>
                    {count > 0 && (
                      <span className="mc-menu__badge" data-badge={e.id} aria-label={e.badge === 'rewards' ? t('mc.rewardsCount', { count }) : t('mc.unreadCount', { count })}>
                        {count}
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mc-panel__content" data-mc-content={pageId}>
          <PageBoundary resetKey={pageId} retryLabel={t('common.retry')} failedLabel={t('common.loadFailed')}>
            <Suspense fallback={<div className="route-loading" aria-busy="true" />}>
              <Page pageId={pageId} open={open} />
            </Suspense>
          </PageBoundary>
        </div>
      </div>
    </div>
  );
}
