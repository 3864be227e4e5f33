// spec §2 Banner strip: banners whose groupName matches the current path; nothing rendered when
// none match. The notice bar sits above the banners on every page except home, below them on
// home. The slots page (/rng) also shows the rolling jackpot counter. spec §4 carousel: autoplay
// 5000 ms only with more than one banner, clickable pagination, not stopped by interaction,
// restarted on route change.
import { useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Banner, Notice } from '../../../../schema/api/content';
import { BannerSkeleton } from '../../../components/banner-skeleton';
import { bannerGroupFor } from '../../../../schema/api/content';
import { modalAtom } from '../../../state/session';
import { useNotices } from '../api/get-notices';
import { JackpotCounter } from './jackpot-counter';
import './content.css';

// swiper (~29 KB gz) loads on its own: the first banner shows as a plain image meanwhile, so the
// page's largest image does not wait for the carousel code.
const BannerCarousel = lazy(() => import('./banner-carousel'));

export function BannerImage({ banner, eager }: { banner: Banner; eager: boolean }) {
  const img = <img src={banner.url} alt={banner.title} width={1200} height={360} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} />;
  // spec §3: a truthy linkageType makes the image clickable and opens the target.
  if (!banner.linkageType || !banner.linkUrl) return img;
  if (banner.linkUrl.startsWith('/')) return <Link to={banner.linkUrl}>{img}</Link>;
  return (
    <a href={banner.linkUrl} target="_blank" rel="noopener noreferrer">
      {img}
    </a>
  );
}

export function BannerStrip({ banners, routeKey }: { banners: Banner[]; routeKey: string }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <section className="banner-strip" aria-label={t('banner.label')} data-testid="banner-strip" data-count={banners.length}>
      <Suspense
        fallback={
          <div className="banner-strip__static">
            <BannerImage banner={banners[0]} eager />
          </div>
        }
      >
        {/* A new key remounts the carousel: autoplay restarts on every route change (spec §4). */}
        <BannerCarousel key={routeKey} banners={banners} />
      </Suspense>
    </section>
  );
}

/** spec §4: a marquee that pauses on hover (CSS); a click opens the notice modal at that item. */
export function NoticeBar({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation();
  const setModal = useSetAtom(modalAtom);
  if (notices.length === 0) return null;
  const duration = Math.max(20, notices.reduce((n, x) => n + x.title.length, 0) * 0.35);
  return (
    <section className="notice-bar" aria-label={t('notice.title')} data-testid="notice-bar">
      <svg className="notice-bar__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 10v4h3l5 4V6L7 10H4Zm12-1a4 4 0 0 1 0 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <div className="notice-bar__viewport">
        <ul className="notice-bar__track" style={{ animationDuration: `${duration}s` }}>
          {notices.map((n, i) => (
            <li key={n.id}>
              <button type="button" onClick={() => setModal({ name: 'notice', index: i })} data-notice-index={i}>
                {n.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function BannerArea() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const data = useNotices(i18n.language);
  const group = bannerGroupFor(pathname);
  if (!data) return <BannerSkeleton pathname={pathname} />;
  const isHome = group === '/';
  const banners = (data?.banners ?? []).filter((b) => b.groupName === group);
  const notices = data?.player ?? [];
  const strip = <BannerStrip banners={banners} routeKey={pathname} />;
  const bar = <NoticeBar notices={notices} />;
  return (
    <>
      {!isHome && bar}
      {strip}
      {isHome && bar}
      {group === '/rng' && <JackpotCounter />}
    </>
  );
}
