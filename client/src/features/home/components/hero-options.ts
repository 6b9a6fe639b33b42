import type { SwiperOptions } from 'swiper/types';

/** Spec §9: fade 1000 ms, autoplay every 6000 ms that keeps going after interaction, looping. */
export const HERO_SWIPER_OPTIONS: SwiperOptions = {
  effect: 'fade',
  fadeEffect: { crossFade: true },
  speed: 1000,
  autoplay: { delay: 6000, disableOnInteraction: false },
  loop: true,
};
