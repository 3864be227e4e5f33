// spec §2 App shell: named areas header, banner, main, side menu, footer. Variants: header only
// (lottery, vnlottery, seamless, fbsports) and bare (/helpmc, no header).
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { BannerSkeleton } from '../../components/banner-skeleton';
import { ClientOnly } from '../../components/client-only';
import { deferred } from '../deferred';
import { HydratingSuspense } from '../hydration';
import Header from './header';
import { RouteErrorBoundary } from './route-error-boundary';

const Footer = deferred(() => import('./footer'));
const SideMenu = deferred(() => import('./side-menu'));

const ContentBannerArea = lazy(() => import('../../features/content/components/banner-area'));

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
        <HydratingSuspense fallback={<div className="route-loading" aria-busy="true" />}>
          <Outlet />
        </HydratingSuspense>
      </RouteErrorBoundary>
    </main>
  );
}

/**
 * spec §2 Banner strip and notice bar: banners and notices come from the server, so the area
 * loads (with swiper) after hydration; nothing is rendered when no banner matches.
 */
function BannerArea() {
  const { pathname } = useLocation();
  return (
    <div className="shell-banner" data-area="banner">
      <ClientOnly fallback={<BannerSkeleton pathname={pathname} />}>
        <ContentBannerArea />
      </ClientOnly>
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
