import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import type { ProductImage as StoredImage } from '@app/shared/shop';
import 'swiper/css';
import { useReducedMotion } from '../../../lib/reduced-motion';
import { ProductImage } from './product-image';

interface GallerySwiperProps {
  images: StoredImage[];
  initial: number;
  sizes: string;
  onSwiper: (swiper: SwiperInstance) => void;
  onChange: (index: number) => void;
}

/** The gallery's swipeable strip: one picture per view, the thumbnails outside it choose the slide. */
export default function GallerySwiper({ images, initial, sizes, onSwiper, onChange }: GallerySwiperProps) {
  const reduced = useReducedMotion();
  return (
    <Swiper
      className="gallery-swiper"
      modules={[A11y]}
      a11y={{
        prevSlideMessage: 'Imagen anterior',
        nextSlideMessage: 'Imagen siguiente',
        slideLabelMessage: 'Imagen {{index}} de {{slidesLength}}',
      }}
      initialSlide={initial}
      slidesPerView={1}
      spaceBetween={16}
      speed={reduced ? 0 : 300}
      onSwiper={onSwiper}
      onSlideChange={(swiper) => onChange(swiper.activeIndex)}
    >
      {images.map((image, i) => (
        <SwiperSlide key={image.id}>
          <ProductImage image={image} sizes={sizes} priority={i === initial} className="gallery-main" />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
