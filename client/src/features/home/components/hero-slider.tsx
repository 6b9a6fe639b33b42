import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, EffectFade } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/effect-fade';
import type { InicioSlide } from '@app/shared/content';
import { mediaSrcSet, mediaUrl } from '../../../lib/api-base';
import { contentErrorMessage, useInicioSlides } from '../api/get-inicio-slides';
import { prefersReducedMotion } from '../reduced-motion';

export const HERO_SLIDER_MESSAGES = {
  loading: 'Cargando Slider...',
  empty: 'Slider no disponible.',
  loadError: 'No se pudieron cargar los datos del slider.',
} as const;

/** Spec §9: fade 1000 ms, autoplay every 6000 ms that keeps going after interaction, looping. */
export const HERO_SWIPER_OPTIONS: SwiperOptions = {
  effect: 'fade',
  fadeEffect: { crossFade: true },
  speed: 1000,
  autoplay: { delay: 6000, disableOnInteraction: false },
  loop: true,
};

/** Stored banners are 1920x600; the attributes reserve the box so nothing shifts while loading. */
const HERO_WIDTH = 1920;
const HERO_HEIGHT = 600;

function HeroImage({ path, first }: { path: string; first: boolean }) {
  const [failed, setFailed] = useState(false);
  // A slide image that fails is hidden (spec §8): the placeholder block behind it shows instead.
  if (failed) return null;
  return (
    <img
      className="hero-image"
      src={mediaUrl(path)}
      srcSet={mediaSrcSet(path)}
      sizes="100vw"
      width={HERO_WIDTH}
      height={HERO_HEIGHT}
      alt=""
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
      onError={() => setFailed(true)}
    />
  );
}

function HeroSlideContent({ slide, first }: { slide: InicioSlide; first: boolean }) {
  const Heading = first ? 'h1' : 'h2';
  return (
    <div className="hero-slide">
      <div className="hero-media" data-testid="hero-media">
        {slide.hero_img_path ? <HeroImage path={slide.hero_img_path} first={first} /> : null}
      </div>
      <div className="container hero-content">
        <p className="hero-subtitle">{slide.sub_title}</p>
        <Heading className="hero-title">
          <span className="hero-title-line">
            {slide.title1_pre} <span className="hero-highlight">{slide.title1_highlight}</span>
          </span>
          <span className="hero-title-line">{slide.title2}</span>
        </Heading>
        <Link to="/about" className="btn btn-accent btn-lg hero-cta">
          Descubre Más
        </Link>
      </div>
    </div>
  );
}

/** Home hero banner carousel (spec §2 "Layout and home content"). */
export function HeroSlider() {
  const { data: slides, isPending, isError, error } = useInicioSlides();

  if (isPending) {
    return (
      <section className="hero hero-state" aria-label="Presentación" aria-busy="true">
        <p className="hero-state-text">{HERO_SLIDER_MESSAGES.loading}</p>
      </section>
    );
  }
  if (isError) {
    return (
      <section className="hero hero-state" aria-label="Presentación">
        <p className="hero-state-text" role="alert">
          Error: {contentErrorMessage(error, HERO_SLIDER_MESSAGES.loadError)}
        </p>
      </section>
    );
  }
  if (slides.length === 0) {
    return (
      <section className="hero hero-state" aria-label="Presentación">
        <p className="hero-state-text">{HERO_SLIDER_MESSAGES.empty}</p>
      </section>
    );
  }

  const reduced = prefersReducedMotion();
  return (
    <section className="hero" aria-label="Presentación" aria-roledescription="carrusel">
      <Swiper
        className="hero-swiper"
        modules={[EffectFade, Autoplay]}
        {...HERO_SWIPER_OPTIONS}
        loop={slides.length > 1}
        autoplay={reduced || slides.length < 2 ? false : HERO_SWIPER_OPTIONS.autoplay}
        speed={reduced ? 0 : HERO_SWIPER_OPTIONS.speed}
      >
        {slides.map((slide, i) => (
          <SwiperSlide key={slide.id} role="group" aria-roledescription="diapositiva" aria-label={`${i + 1} de ${slides.length}`}>
            <HeroSlideContent slide={slide} first={i === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
