import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, EffectFade } from 'swiper/modules';
import 'swiper/css/effect-fade';
import type { InicioSlide } from '@app/shared/content';
import { useReducedMotion } from '../../../lib/reduced-motion';
import { HERO_SWIPER_OPTIONS } from './hero-options';
import { HeroSlideContent, heroSlideLabel } from './hero-slide';

/**
 * The hero carousel proper (fade, autoplay, loop). Its own lazy chunk: Swiper (~25 KB gzipped) is
 * fetched only when the hero comes near the viewport, which on a phone is below the first screen.
 */
export default function HeroSwiper({ slides }: { slides: InicioSlide[] }) {
  const reduced = useReducedMotion();
  return (
    <Swiper
      className="hero-swiper"
      modules={[EffectFade, Autoplay]}
      {...HERO_SWIPER_OPTIONS}
      loop={slides.length > 1}
      autoplay={reduced || slides.length < 2 ? false : HERO_SWIPER_OPTIONS.autoplay}
      speed={reduced ? 0 : HERO_SWIPER_OPTIONS.speed}
    >
      {slides.map((slide, i) => (
        <SwiperSlide key={slide.id} role="group" aria-roledescription="diapositiva" aria-label={heroSlideLabel(i, slides.length)}>
          <HeroSlideContent slide={slide} first={i === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
