// spec §2 Banner strip: banners whose groupName matches the current path; nothing rendered when
// none match. The notice bar sits above the banners on every page except home, below them on
// home. The slots page (/rng) also shows the rolling jackpot counter. spec §4 carousel: autoplay
// 5000 ms only with more than one banner, clickable pagination, not stopped by interaction,
// restarted on route change.
import { useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { Banner, Notice } from '../../../../schema/api/content';
import { BannerSkeleton } from '../../../components/banner-skeleton';
import { bannerGroupFor } from '../../../../schema/api/content';
import { modalAtom } from '../../../state/session';
import { useNotices } from '../api/get-notices';
import { JackpotCounter } from './jackpot-counter';
import './content.css';

// swiper (~29 KB gz) loads on its own, when the carousel first has to move (BannerStrip).
const BannerCarousel = lazy(() => import('./banner-carousel'));
/** spec §9 carousel delay. */
export const CAROUSEL_DELAY_MS = 5000;

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

/**
 * What the strip shows until Swiper is mounted: the same markup and classes as Swiper's first frame
 * (slide, clickable pagination bullets), so the swap is seamless and the page does not shift.
 */
function StaticStrip({ banners, index, onBullet }: { banners: Banner[]; index: number; onBullet?: (i: number) => void }) {
  const banner = banners[index];
  return (
    <div className="swiper banner-strip__static">
      <div className="swiper-wrapper">
        <div className="swiper-slide swiper-slide-active" data-banner={banner.bannerId}>
          <BannerImage banner={banner} eager />
        </div>
      </div>
      {onBullet && (
        <div className="swiper-pagination swiper-pagination-clickable swiper-pagination-bullets swiper-pagination-horizontal">
          {banners.map((b, i) => (
            // Swiper's own bullets are plain clickable spans too (no A11y module): same semantics.
            <span key={b.bannerId} className={i === index ? 'swiper-pagination-bullet swiper-pagination-bullet-active' : 'swiper-pagination-bullet'} onClick={() => onBullet(i)} />
          ))}
        </div>
      )}
    </div>
  );
}

/** Keyed by path (BannerArea): a route change starts the strip afresh, so autoplay restarts (spec §4). */
export function BannerStrip({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const many = banners.length > 1;
  // Swiper (~29 KB gz, 15-30 ms of start-up work on a phone) is only needed when the strip first
  // moves: when autoplay's first step is due (spec §4: every 5 s), or as soon as the player reaches
  // for it (pointer, touch, focus, a bullet). Until then the strip is its first frame, painted from
  // the HTML, so starting the page costs no carousel work. One banner never needs Swiper: no
  // autoplay, no pagination (spec §4).
  const [live, setLive] = useState<{ slide: number; advance: boolean } | null>(null);
  useEffect(() => {
    if (!many) return;
    const timer = setTimeout(() => setLive((l) => l ?? { slide: 0, advance: true }), CAROUSEL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [many]);
  if (banners.length === 0) return null;
  const wake = many ? () => setLive((l) => l ?? { slide: 0, advance: false }) : undefined;
  const staticStrip = (index: number) => <StaticStrip banners={banners} index={index} onBullet={many ? (i) => setLive({ slide: i, advance: false }) : undefined} />;
  return (
    <section
      className="banner-strip"
      aria-label={t('banner.label')}
      data-testid="banner-strip"
      data-count={banners.length}
      onPointerEnter={wake}
      onTouchStart={wake}
      onFocus={wake}
    >
      {live ? (
        <Suspense fallback={staticStrip(live.slide)}>
          <BannerCarousel banners={banners} initialSlide={live.slide} advance={live.advance} />
        </Suspense>
      ) : (
        staticStrip(0)
      )}
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
  const strip = <BannerStrip key={pathname} banners={banners} />;
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
