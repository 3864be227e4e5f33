// The banner strip's and notice bar's space while their server content loads (prerendered HTML
// and the first client render), so the page does not jump when they arrive (CLS). Home: banners
// then notice bar; other pages: notice bar then banners (spec §2).
import { bannerGroupFor, hasBannerGroup } from '../../schema/api/content';

export function NoticeSkeleton() {
  return <div className="notice-skeleton" aria-hidden="true" />;
}

export function BannerBox() {
  return (
    <div className="banner-skeleton" aria-hidden="true">
      <div className="banner-skeleton__box" />
    </div>
  );
}

/** The jackpot counter's box on the slots page (spec §4), same outer size as the counter. */
export function JackpotSkeleton() {
  return <div className="jackpot-skeleton" aria-hidden="true" />;
}

export function BannerSkeleton({ pathname }: { pathname: string }) {
  const isHome = bannerGroupFor(pathname) === '/';
  const banner = hasBannerGroup(pathname) ? (
    <>
      <BannerBox />
      {bannerGroupFor(pathname) === '/rng' && <JackpotSkeleton />}
    </>
  ) : null;
  return isHome ? (
    <>
      {banner}
      <NoticeSkeleton />
    </>
  ) : (
    <>
      <NoticeSkeleton />
      {banner}
    </>
  );
}
