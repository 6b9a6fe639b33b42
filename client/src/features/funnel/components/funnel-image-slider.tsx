import '../funnel.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { mediaSrcSet, mediaUrl } from '../../../lib/api-base';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSliderImages } from '../api/get-slider-images';
import { useReducedMotion } from '../../../lib/reduced-motion';
import type { HeadingLevel } from './section-heading';

export const FUNNEL_SLIDER_MESSAGES = {
  loading: 'Cargando slider...',
  empty: 'Slider no disponible en este momento.',
  loadError: 'No se pudieron cargar las imágenes del slider.',
} as const;

/** Spec §4/§9: auto-advance every 6000 ms; a change fades out for 500 ms before the index moves. */
export const FUNNEL_SLIDER_TIMING = { intervalMs: 6000, fadeMs: 500 } as const;

function SlideImage({ path, position, total }: { path: string; position: number; total: number }) {
  const [failed, setFailed] = useState(false);
  // A slide image that fails to load is hidden (spec §8).
  if (failed) return null;
  return (
    <img
      className="funnel-slide-img"
      src={mediaUrl(path)}
      srcSet={mediaSrcSet(path)}
      sizes="(min-width: 1200px) 1152px, 100vw"
      width={1920}
      height={600}
      alt={`Imagen ${position} de ${total} del slider`}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/** The slides with their timing; navigable (buttons, auto-advance) only with more than one image. */
export function FunnelSlides({ images }: { images: string[] }) {
  const total = images.length;
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  // Bumped by a manual change so the auto-advance waits a full interval after it.
  const [manualChanges, setManualChanges] = useState(0);
  const fadeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reduced = useReducedMotion();

  const change = useCallback(
    (delta: number) => {
      if (total < 2) return;
      clearTimeout(fadeTimer.current);
      const move = () => {
        setIndex((i) => (i + delta + total) % total);
        setFading(false);
      };
      if (reduced) return move();
      setFading(true);
      fadeTimer.current = setTimeout(move, FUNNEL_SLIDER_TIMING.fadeMs);
    },
    [total, reduced],
  );

  useEffect(() => {
    if (total < 2 || reduced) return;
    const id = setInterval(() => change(1), FUNNEL_SLIDER_TIMING.intervalMs);
    return () => clearInterval(id);
  }, [total, reduced, change, manualChanges]);

  useEffect(() => () => clearTimeout(fadeTimer.current), []);

  const manual = (delta: number) => {
    change(delta);
    setManualChanges((n) => n + 1);
  };

  const current = Math.min(index, total - 1);
  return (
    <div className="funnel-slider" aria-roledescription="carrusel" aria-label="Imágenes del programa">
      <div className={`funnel-slide${fading ? ' is-fading' : ''}`} data-testid="funnel-slide" data-index={current}>
        <SlideImage key={images[current]} path={images[current]} position={current + 1} total={total} />
      </div>
      {total > 1 && (
        <>
          <button type="button" className="icon-btn funnel-nav funnel-prev" aria-label="Imagen anterior" onClick={() => manual(-1)}>
            <ChevronLeft aria-hidden="true" size={26} />
          </button>
          <button type="button" className="icon-btn funnel-nav funnel-next" aria-label="Imagen siguiente" onClick={() => manual(1)}>
            <ChevronRight aria-hidden="true" size={26} />
          </button>
          <p className="visually-hidden" aria-live="polite">
            Imagen {current + 1} de {total}
          </p>
        </>
      )}
    </div>
  );
}

/** Funnel image slider section (spec §2, §4): loading, error, empty and loaded states. */
export function FunnelImageSlider({ headingLevel }: { headingLevel?: HeadingLevel }) {
  const { data: images, isPending, isError, error } = useSliderImages();
  let body;
  if (isPending) body = <p className="funnel-state">{FUNNEL_SLIDER_MESSAGES.loading}</p>;
  else if (isError)
    body = (
      <p className="funnel-state funnel-state-error" role="alert">
        Error: {apiErrorMessage(error, FUNNEL_SLIDER_MESSAGES.loadError)}
      </p>
    );
  else if (images.length === 0) body = <p className="funnel-state">{FUNNEL_SLIDER_MESSAGES.empty}</p>;
  else body = <FunnelSlides images={images} />;

  return (
    <section className="funnel-slider-section" aria-label="Imágenes del programa">
      {headingLevel === 1 && <h1 className="visually-hidden">Imágenes del programa</h1>}
      <div className="container">{body}</div>
    </section>
  );
}
