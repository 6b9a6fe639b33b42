import type { ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useReducedMotion } from '../../../lib/reduced-motion';
import { CATEGORY_SWIPER_OPTIONS } from './category-options';

export interface CategorySlide {
  key: string;
  copy: boolean;
  content: ReactNode;
}

/**
 * The category carousel proper (loop, slides per view by width). Its own lazy chunk, fetched when
 * the section comes near the viewport; the section renders the same slides statically before.
 */
export default function CategorySwiper({ slides, onSwiper }: { slides: CategorySlide[]; onSwiper: (swiper: SwiperInstance) => void }) {
  // Reduced motion: the arrows move the ring at once instead of sliding it.
  const reduced = useReducedMotion();
  return (
    <Swiper className="categories-swiper" {...CATEGORY_SWIPER_OPTIONS} {...(reduced ? { speed: 0 } : {})} onSwiper={onSwiper}>
      {slides.map(({ key, copy, content }) => (
        <SwiperSlide key={key} aria-hidden={copy ? true : undefined}>
          {content}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
