// spec §2 Banner strip: banners whose groupName matches the current path; nothing rendered when
// none match. The notice bar sits above the banners on every page except home, below them on
// home. The slots page (/rng) also shows the rolling jackpot counter. spec §4 carousel: autoplay
// 5000 ms only with more than one banner, clickable pagination, not stopped by interaction,
// restarted on route change.
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner, Notice } from '../../../../schema/api/content';
import { modalAtom } from '../../../state/session';
import { useNotices } from '../api/get-notices';
import { JackpotCounter } from './jackpot-counter';
import './content.css';

/** spec §9 carousel delay. */
export const CAROUSEL_DELAY_MS = 5000;

const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home', '/login', '/forget', '/register', '/register.html', '/resetPassword']);

/** The banner group of a path (spec §2 groups; register routes use '/register'). */
export function bannerGroupFor(pathname: string): string {
  const p = pathname.replace(/(.)\/+$/, '$1');
  if (p === '/register' || p === '/register.html') return '/register';
  if (HOME_PATHS.has(p)) return '/';
  return p;
}

function BannerImage({ banner, eager }: { banner: Banner; eager: boolean }) {
  const img = <img src={banner.url} alt={banner.title} width={1200} height={360} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
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
  const many = banners.length > 1;
  return (
    <section className="banner-strip" aria-label={t('banner.label')} data-testid="banner-strip" data-count={banners.length}>
      <Swiper
        // A new key remounts the carousel: autoplay restarts on every route change.
        key={routeKey}
        modules={[Autoplay, Pagination]}
        loop={many}
        autoplay={many ? { delay: CAROUSEL_DELAY_MS, disableOnInteraction: false } : false}
        pagination={many ? { clickable: true } : false}
        a11y={undefined}
      >
        {banners.map((b, i) => (
          <SwiperSlide key={b.bannerId} data-banner={b.bannerId}>
            <BannerImage banner={b} eager={i === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
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
