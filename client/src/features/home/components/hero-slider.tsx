import { lazy, Suspense } from 'react';
import { useInView } from 'react-intersection-observer';
import 'swiper/css';
import type { InicioSlide } from '@app/shared/content';
import { apiErrorMessage } from '../../../lib/api-error';
import { useInicioSlides } from '../api/get-inicio-slides';
import { HeroSlideContent, heroSlideLabel } from './hero-slide';

export { HERO_SWIPER_OPTIONS } from './hero-options';

export const HERO_SLIDER_MESSAGES = {
  loading: 'Cargando Slider...',
  empty: 'Slider no disponible.',
  loadError: 'No se pudieron cargar los datos del slider.',
} as const;

const HeroSwiper = lazy(() => import('./hero-swiper'));

/** How far ahead of the viewport the carousel script starts loading. */
export const CAROUSEL_PRELOAD_MARGIN = '300px 0px';

/**
 * The slides in Swiper's own markup before Swiper runs: the first slide shows (Swiper's base CSS
 * clips the rest), so the swap to the live carousel moves nothing on screen.
 */
function StaticHeroSlides({ slides }: { slides: InicioSlide[] }) {
  return (
    <div className="swiper hero-swiper">
      <div className="swiper-wrapper">
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            className={i === 0 ? 'swiper-slide swiper-slide-active' : 'swiper-slide'}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={heroSlideLabel(i, slides.length)}
          >
            <HeroSlideContent slide={slide} first={i === 0} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Home hero banner carousel (spec §2 "Layout and home content"). */
export function HeroSlider() {
  const { data: slides, isPending, isError, error } = useInicioSlides();
  // The carousel script loads once the hero is near the viewport; until then the first slide is
  // plain markup.
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: CAROUSEL_PRELOAD_MARGIN });

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
          Error: {apiErrorMessage(error, HERO_SLIDER_MESSAGES.loadError)}
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

  const staticSlides = <StaticHeroSlides slides={slides} />;
  return (
    <section ref={ref} className="hero" aria-label="Presentación" aria-roledescription="carrusel">
      {inView ? (
        <Suspense fallback={staticSlides}>
          <HeroSwiper slides={slides} />
        </Suspense>
      ) : (
        staticSlides
      )}
    </section>
  );
}
