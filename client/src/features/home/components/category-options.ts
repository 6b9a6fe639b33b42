import type { SwiperOptions } from 'swiper/types';

/** Spec §4/§9: slides per view by viewport width; gap 20 px, 30 px from 768 px. */
export const CATEGORY_BREAKPOINTS = {
  0: { slidesPerView: 1, spaceBetween: 20 },
  400: { slidesPerView: 2, spaceBetween: 20 },
  768: { slidesPerView: 3, spaceBetween: 30 },
  992: { slidesPerView: 4, spaceBetween: 30 },
  1200: { slidesPerView: 5, spaceBetween: 30 },
} as const satisfies SwiperOptions['breakpoints'];

export const CATEGORY_SWIPER_OPTIONS: SwiperOptions = {
  loop: true,
  slidesPerView: 1,
  spaceBetween: 20,
  breakpoints: CATEGORY_BREAKPOINTS,
};
