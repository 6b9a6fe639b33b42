import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import type { InicioSlide } from '@app/shared/content';
import { apiErrorMessage } from '../../../lib/api-error';
import { useReducedMotion } from '../../../lib/reduced-motion';
import { ServerSlot, useServerSlot } from '../../../lib/server-slot';
import { useInicioSlides } from '../api/get-inicio-slides';
import { HeroSlideContent, heroSlideLabel } from './hero-slide';
import { HERO_SWIPE_PX, HERO_TIMING } from './hero-options';

export { HERO_TIMING } from './hero-options';

export const HERO_SLIDER_MESSAGES = {
  loading: 'Cargando Slider...',
  empty: 'Slider no disponible.',
  loadError: 'No se pudieron cargar los datos del slider.',
} as const;

/**
 * The banners, stacked in one grid cell and cross-faded by CSS: the spec's carousel (fade, autoplay,
 * loop, a swipe moves it and it keeps going) without a carousel library. Swiper cost the home page
 * 24 KB of JavaScript on its first screen once the hero came first (ADR 014), and nothing else
 * of Swiper's was used here. The same markup is pre-rendered, so nothing moves when it hydrates.
 * Every banner stays in the page's text (as with Swiper, the first holds the page's h1), but only
 * the link of the one on screen takes the focus, and the next one waits while the focus is inside.
 */
export function HeroSlides({ slides }: { slides: InicioSlide[] }) {
  const total = slides.length;
  const reduced = useReducedMotion();
  const [active, setActive] = useState(0);
  const [focusInside, setFocusInside] = useState(false);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const move = useCallback((delta: number) => setActive((i) => (i + delta + total) % total), [total]);

  // Each slide gets its whole interval, after a swipe too (Swiper's disableOnInteraction: false).
  useEffect(() => {
    if (total < 2 || reduced || focusInside) return;
    const timer = setTimeout(() => move(1), HERO_TIMING.intervalMs);
    return () => clearTimeout(timer);
  }, [active, total, reduced, focusInside, move]);

  const onPointerDown = (e: PointerEvent) => {
    swipeStart.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || total < 2) return;
    const dx = e.clientX - start.x;
    if (Math.abs(dx) >= HERO_SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - start.y)) move(dx < 0 ? 1 : -1);
  };

  return (
    <div
      className={`hero-slides${reduced ? '' : ' is-animated'}`}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeStart.current = null)}
      onFocus={() => setFocusInside(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusInside(false);
      }}
    >
      {slides.map((slide, i) => (
        <div
          key={slide.id}
          className={i === active ? 'hero-frame is-active' : 'hero-frame'}
          role="group"
          aria-roledescription="diapositiva"
          aria-label={heroSlideLabel(i, total)}
        >
          <HeroSlideContent slide={slide} first={i === 0} shown={i === active} />
        </div>
      ))}
    </div>
  );
}

/** Home hero banner carousel (spec §2 "Layout and home content"). */
export function HeroSlider() {
  const { data: slides, isPending, isError, error } = useInicioSlides();
  // The first banner as the page server drew it (server modules/content/home-page.ts), over the
  // loading text until the banners arrive: the page's largest paint does not wait for the app.
  const serverHero = useServerSlot('hero-ssr');

  if (isPending) {
    return (
      <section className="hero hero-state" aria-label="Presentación" aria-busy="true">
        {serverHero !== null && <ServerSlot id="hero-ssr" html={serverHero} />}
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
  return (
    <section className="hero" aria-label="Presentación" aria-roledescription="carrusel">
      <HeroSlides slides={slides} />
    </section>
  );
}
