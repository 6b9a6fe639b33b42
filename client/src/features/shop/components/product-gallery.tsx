import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { ProductImage as StoredImage } from '@app/shared/shop';
import { useHydrated } from '../../../lib/hydration';
import { ProductImage } from './product-image';

const GallerySwiper = lazy(() => import('./gallery-swiper'));

/** The main picture is the page's width on a phone, half the content from 992 px. */
export const GALLERY_SIZES = '(min-width: 1200px) 560px, (min-width: 992px) 45vw, 100vw';

/**
 * True once the browser has nothing more urgent to do after the page went live, or as soon as the
 * visitor reaches for the gallery (a touch, a pointer, the keyboard): Swiper's script then never
 * competes with the product's first paint.
 */
function useWhenIdleOrTouched(enabled: boolean) {
  const [ready, setReady] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!enabled || ready) return;
    const go = () => setReady(true);
    const idle = window.requestIdleCallback ? window.requestIdleCallback(go, { timeout: 4000 }) : window.setTimeout(go, 2000);
    const el = ref.current;
    const events = ['pointerdown', 'touchstart', 'focusin'] as const;
    for (const e of events) el?.addEventListener(e, go, { once: true, passive: true });
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      for (const e of events) el?.removeEventListener(e, go);
    };
  }, [enabled, ready]);
  return { ref, ready };
}

/**
 * The product's pictures: the cover large, the others as thumbnails below. With several pictures
 * Swiper (its own lazy chunk, ≈ 25 KB gzipped, never on the other pages) adds swiping on a phone
 * once the browser is idle or the visitor touches the gallery; until then, and with one picture,
 * the main picture is a plain image and the thumbnails swap it.
 */
export function ProductGallery({ images, name }: { images: StoredImage[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const hydrated = useHydrated();
  const several = images.length > 1;
  const swipe = useWhenIdleOrTouched(several && hydrated);
  const shown = images[Math.min(current, images.length - 1)] ?? null;
  const staticMain = <ProductImage image={shown} sizes={GALLERY_SIZES} priority={current === 0} className="gallery-main" />;

  const choose = (i: number) => {
    setCurrent(i);
    swiperRef.current?.slideTo(i);
  };

  return (
    <div ref={swipe.ref} className="product-gallery" aria-label={`Imágenes de ${name}`} role="group">
      {several && swipe.ready ? (
        <Suspense fallback={staticMain}>
          <GallerySwiper
            images={images}
            initial={current}
            sizes={GALLERY_SIZES}
            onSwiper={(swiper) => {
              swiperRef.current = swiper;
            }}
            onChange={setCurrent}
          />
        </Suspense>
      ) : (
        staticMain
      )}
      {several && (
        <ul className="gallery-thumbs">
          {images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                className="gallery-thumb"
                aria-label={`Ver imagen ${i + 1} de ${images.length}: ${image.alt}`}
                aria-pressed={i === current}
                onClick={() => choose(i)}
              >
                <ProductImage image={image} sizes="80px" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
