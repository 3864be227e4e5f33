// spec §2 App shell: named areas header, banner, main, side menu, footer. Variants: header only
// (lottery, vnlottery, seamless, fbsports) and bare (/helpmc, no header).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { WelcomeBanner } from '../../features/home/components/welcome-banner';
import { Footer } from './footer';
import { Header } from './header';
import { RouteErrorBoundary } from './route-error-boundary';
import { SideMenu } from './side-menu';

const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home', '/login', '/forget', '/register', '/register.html']);

function MainArea() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <main id="main" className="shell-main" tabIndex={-1}>
      <RouteErrorBoundary
        resetKey={pathname}
        fallback={(retry) => (
          <div className="route-error" role="alert">
            <p>{t('common.loadFailed')}</p>
            <button type="button" className="btn btn--primary" onClick={retry}>
              {t('common.retry')}
            </button>
          </div>
        )}
      >
        <Suspense fallback={<div className="route-loading" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </main>
  );
}

/** spec §2 Banner strip: nothing rendered when no banner matches; home shows the brand welcome. */
function BannerArea() {
  const { pathname } = useLocation();
  // Static hosts often serve /login as /login/ (directory index); both are the same route.
  if (!HOME_PATHS.has(pathname.replace(/(.)\/+$/, '$1'))) return null;
  return (
    <div className="shell-banner" data-area="banner">
      <WelcomeBanner />
    </div>
  );
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('common.skipToContent')}
    </a>
  );
}

export function FullLayout() {
  return (
    <div className="shell shell--full">
      <SkipLink />
      <Header />
      <BannerArea />
      <MainArea />
      <SideMenu />
      <Footer />
    </div>
  );
}

export function HeaderOnlyLayout() {
  return (
    <div className="shell shell--header-only">
      <SkipLink />
      <Header />
      <MainArea />
    </div>
  );
}

export function BareLayout() {
  return (
    <div className="shell shell--bare">
      <MainArea />
    </div>
  );
}
