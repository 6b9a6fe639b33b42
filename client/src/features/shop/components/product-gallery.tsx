import { lazy, Suspense, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { ProductImage as StoredImage } from '@app/shared/shop';
import { useHydrated } from '../../../lib/hydration';
import { ProductImage } from './product-image';

const GallerySwiper = lazy(() => import('./gallery-swiper'));

/** The main picture is the page's width on a phone, half the content from 992 px. */
export const GALLERY_SIZES = '(min-width: 1200px) 560px, (min-width: 992px) 45vw, 100vw';

/**
 * The product's pictures: the cover large, the others as thumbnails below. With several pictures
 * Swiper (its own lazy chunk, ≈ 25 KB gzipped, never on the other pages) adds swiping on a phone
 * once the page is live; until then, and with one picture, the main picture is a plain image and
 * the thumbnails swap it.
 */
export function ProductGallery({ images, name }: { images: StoredImage[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const hydrated = useHydrated();
  const several = images.length > 1;
  const shown = images[Math.min(current, images.length - 1)] ?? null;
  const staticMain = <ProductImage image={shown} sizes={GALLERY_SIZES} priority={current === 0} className="gallery-main" />;

  const choose = (i: number) => {
    setCurrent(i);
    swiperRef.current?.slideTo(i);
  };

  return (
    <div className="product-gallery" aria-label={`Imágenes de ${name}`} role="group">
      {several && hydrated ? (
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
