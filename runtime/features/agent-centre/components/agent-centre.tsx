// spec §2 Agent-centre menu and App shell: the agent centre, an overlay panel like the member centre, its twelve entries
// in the spec's order (contract pages per the brand's switches and the agent's consolidated flags), default page Team
// Overview (/agentHome), the active page highlighted, a close button and Escape. spec §6/§8: a visitor gets the login
// popup; a logged-in non-agent the "non-agent cannot log in" warning; neither sees the panel.
import { useAtomValue, useSetAtom } from 'jotai';
import { Component, lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useDialog } from '../../../components/modal';
import { AGENT_TYPES } from '../../../hooks/use-member-action';
import { SESSION_KEYS, sessionStore } from '../../../lib/storage';
import { isAgentAtom, modalAtom, tokenAtom, warningAtom } from '../../../state/session';
import { getConsolidated, type Consolidated } from '../api/contracts';
import { AGENT_DEFAULT_PAGE, agentPageEntry, visibleAgentMenu, type AgentPageId, type AgentPageProps } from '../pages';
import './agent-centre.css';

const pageComponents = new Map<AgentPageId, LazyExoticComponent<ComponentType<AgentPageProps>>>();
function pageComponent(id: AgentPageId) {
  let c = pageComponents.get(id);
  if (!c) {
    c = lazy(agentPageEntry(id)!.load);
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

interface Background {
  pathname: string;
  search: string;
  hash: string;
}
const closeTarget = (state: unknown) => {
  const bg = (state as { background?: Background } | null)?.background;
  return bg ? `${bg.pathname}${bg.search}${bg.hash}` : '/';
};

export function AgentCentre({ pageId }: { pageId: AgentPageId }) {
  const navigate = useNavigate();
  const location = useLocation();
  const token = useAtomValue(tokenAtom) ?? sessionStore.get(SESSION_KEYS.token);
  const storedAgent = sessionStore.get(SESSION_KEYS.isAgent);
  const isAgent = useAtomValue(isAgentAtom) ?? (storedAgent === null ? null : Number(storedAgent));
  const modal = useAtomValue(modalAtom);
  const setModal = useSetAtom(modalAtom);
  const setWarning = useSetAtom(warningAtom);
  const access = !token ? 'login' : isAgent === null ? 'wait' : AGENT_TYPES.includes(isAgent) ? 'ok' : 'nonAgent';

  const close = useCallback(() => navigate(closeTarget(location.state), { state: null }), [navigate, location.state]);

  // spec §4 agent-portal login: a visitor logs in first (the panel opens after it); closing the popup leaves.
  const askedLogin = useRef(false);
  useEffect(() => {
    if (access === 'login') {
      if (!askedLogin.current) {
        askedLogin.current = true;
        setModal({ name: 'login' });
      } else if (!modal) navigate('/', { replace: true, state: null });
    } else askedLogin.current = false;
  }, [access, modal, setModal, navigate]);
  useEffect(() => {
    if (access === 'nonAgent') {
      setWarning({ message: 'err_non_agent' });
      navigate('/', { replace: true, state: null });
    }
  }, [access, setWarning, navigate]);

  if (access !== 'ok') return null;
  return <Panel pageId={pageId} onClose={close} />;
}

function Panel({ pageId, onClose }: { pageId: AgentPageId; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialog(ref, onClose);
  const [flags, setFlags] = useState<Consolidated | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    getConsolidated().then(
      (c) => live && setFlags(c),
      () => live && setFlags(null),
    );
    return () => {
      live = false;
    };
  }, [version]);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);

  const menu = useMemo(() => visibleAgentMenu(flags), [flags]);
  const shown = menu.some((e) => e.id === pageId);
  useEffect(() => {
    // A contract page the agent does not have (any more): the default page.
    if (!shown && flags !== null) navigate(`/${AGENT_DEFAULT_PAGE}`, { replace: true, state: location.state });
  }, [shown, flags, navigate, location.state]);

  const background = (location.state as { background?: Background } | null)?.background;
  const open = useCallback<AgentPageProps['open']>(
    (id, query) => {
      const qs = query ? new URLSearchParams(query).toString() : '';
      navigate(`/${id}${qs ? `?${qs}` : ''}`, { state: { background } });
    },
    [navigate, background],
  );

  useEffect(() => {
    document.documentElement.classList.add('ac-open');
    return () => document.documentElement.classList.remove('ac-open');
  }, []);
  useEffect(() => {
    ref.current?.querySelector('.ac-panel__content')?.scrollTo({ top: 0 });
    ref.current?.querySelector('.ac-menu [aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pageId]);

  const Page = pageComponent(pageId);
  return (
    <div className="ac-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={ref} className="ac-panel" role="dialog" aria-modal="true" aria-labelledby={titleId} data-panel="agent-centre" data-page={pageId} data-dialog-root="" tabIndex={-1}>
        <div className="ac-panel__head">
          <h2 id={titleId} className="ac-panel__title">
            {t('ac.title')}
          </h2>
          <button type="button" className="modal__close ac-panel__close" aria-label={t('common.close')} onClick={onClose} data-testid="ac-close">
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <nav className="ac-menu" aria-label={t('ac.menuLabel')}>
          <ul>
            {menu.map((e) => (
              <li key={e.id}>
                <Link to={`/${e.id}`} state={{ background }} aria-current={e.id === pageId ? 'page' : undefined} data-ac-menu={e.id}>
                  {t(e.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ac-panel__content" data-ac-content={pageId}>
          <PageBoundary resetKey={pageId} retryLabel={t('common.retry')} failedLabel={t('common.loadFailed')}>
            <Suspense fallback={<div className="route-loading" aria-busy="true" />}>
              <Page pageId={pageId} open={open} refresh={refresh} />
            </Suspense>
          </PageBoundary>
        </div>
      </div>
    </div>
  );
}
