// spec §4 Banner carousel: autoplay 5000 ms only with more than one banner, clickable pagination,
// not stopped by interaction (the strip remounts it on route change, restarting autoplay). After the
// last banner it rewinds to the first: loop mode would clone slides and lay the strip out twice on start.
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner } from '../../../../schema/api/content';
import { BannerImage, CAROUSEL_DELAY_MS } from './banner-area';

/**
 * initialSlide: the slide to show first (a bullet of the static strip was clicked); advance: move on
 * at once, as autoplay's first step (the strip mounts the carousel when that step is due).
 */
export default function BannerCarousel({ banners, initialSlide = 0, advance = false }: { banners: Banner[]; initialSlide?: number; advance?: boolean }) {
  const many = banners.length > 1;
  // With reduced motion the site turns CSS transitions off (styles/global.css), so Swiper's autoplay would wait forever
  // for the end of a slide's transition and stop after one step: slides change without sliding, and autoplay does not
  // wait for a transition.
  const still = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <Swiper
      modules={[Autoplay, Pagination]}
      speed={still ? 0 : 300}
      initialSlide={initialSlide}
      onInit={advance ? (swiper) => swiper.slideNext() : undefined}
      rewind={many}
      autoplay={many ? { delay: CAROUSEL_DELAY_MS, disableOnInteraction: false, waitForTransition: !still } : false}
      pagination={many ? { clickable: true } : false}
    >
      {banners.map((b, i) => (
        <SwiperSlide key={b.bannerId} data-banner={b.bannerId}>
          <BannerImage banner={b} eager={i === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
