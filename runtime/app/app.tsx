// The whole site inside the one catch-all Vike page: jotai store and i18next instance per
// render (prerendering brands one after another must not share state), the router (static on
// the server, history mode in the browser, spec §2), status gate, route guard, route table.
import type { i18n, Resource } from 'i18next';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, StaticRouter, useLocation, useRoutes } from 'react-router-dom';
import type { TenantManifest } from '../../schema/tenant';
import { createI18n } from '../i18n/create-i18n';
import { langAtom, themeAtom } from '../state/preferences';
import { tenantAtom } from '../state/tenant';
import { ClientSync } from './client-sync';
import { RouteGuard } from './route-guard';
import { ScrollReset } from './scroll-reset';
import { routeObjects } from './routes';
import { panelPageOf, type PanelState } from '../features/member-centre/lib/panel-route';
import { StatusGate } from './status-gate';
import '../styles/global.css';
import './shell/shell.css';

function Router({ url, children }: { url: string; children: ReactNode }) {
  if (import.meta.env.SSR) return <StaticRouter location={url}>{children}</StaticRouter>;
  return <BrowserRouter>{children}</BrowserRouter>;
}

/**
 * spec §2 App shell: with the member-centre panel open (a panel URL), the routes render the page the player
 * opened it from (history state `background`), so closing the panel finds it as it was. The first render
 * matches the prerendered HTML (the panel URL's own page, home), so hydration never disagrees.
 */
function AppRoutes() {
  const location = useLocation();
  const background = panelPageOf(location.pathname) ? (location.state as PanelState | null)?.background : undefined;
  // Hydrated yet? A ref, not state: a state flipped on every load re-rendered the whole page right after hydration,
  // the start-up's longest task (bench:web, 2026-11-26). Only a panel URL loaded with a page under it renders again.
  const hydrated = useRef(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (hydrated.current) return;
    hydrated.current = true;
    if (background) rerender();
  }, [background]);
  return useRoutes(routeObjects, (hydrated.current && background) || location);
}

interface AppProps {
  tenant: TenantManifest;
  url: string;
  /** pageContext.locale: the default language's bundle, from the server. */
  locale: { lng: string; resources: Resource };
  /** An instance made beforehand from `locale` (the browser entry makes it in a task of its own). */
  i18n?: i18n;
}

export function App({ tenant, url, locale, i18n: made }: AppProps) {
  const [store] = useState(() => {
    const s = createStore();
    s.set(tenantAtom, tenant);
    // The prerendered HTML's language (the brand's default, or the visitor's when the server had that page in it)
    // and the brand's theme; ClientSync applies stored choices once the page has hydrated (app/hydration.tsx).
    s.set(langAtom, (tenant.languages.supported as string[]).includes(locale.lng) ? (locale.lng as typeof tenant.languages.default) : tenant.languages.default);
    s.set(themeAtom, tenant.theme.default);
    return s;
  });
  const [i18n] = useState(() => made ?? createI18n(locale.lng, locale.resources));
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <Router url={url}>
          <ClientSync />
          <ScrollReset />
          <StatusGate>
            <RouteGuard>
              <AppRoutes />
            </RouteGuard>
          </StatusGate>
        </Router>
      </I18nextProvider>
    </JotaiProvider>
  );
}
