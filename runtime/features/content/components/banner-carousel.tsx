// spec §4 Banner carousel: autoplay 5000 ms only with more than one banner, clickable pagination,
// not stopped by interaction (the strip remounts it on route change, restarting autoplay). After the
// last banner it rewinds to the first: loop mode would clone slides and lay the strip out twice on start.
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner } from '../../../../schema/api/content';
import { BannerImage } from './banner-area';

/** spec §9 carousel delay. */
export const CAROUSEL_DELAY_MS = 5000;

export default function BannerCarousel({ banners }: { banners: Banner[] }) {
  const many = banners.length > 1;
  return (
    <Swiper
      modules={[Autoplay, Pagination]}
      rewind={many}
      autoplay={many ? { delay: CAROUSEL_DELAY_MS, disableOnInteraction: false } : false}
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
