import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import 'swiper/css';
import { CATEGORY_CARDS, type CategoryCard } from './category-cards';

/** Spec §4/§9: slides per view by viewport width; gap 20 px, 30 px from 768 px. */
export const CATEGORY_BREAKPOINTS = {
  0: { slidesPerView: 1, spaceBetween: 20 },
  400: { slidesPerView: 2, spaceBetween: 20 },
  768: { slidesPerView: 3, spaceBetween: 30 },
  992: { slidesPerView: 4, spaceBetween: 30 },
  1200: { slidesPerView: 5, spaceBetween: 30 },
} as const satisfies SwiperOptions['breakpoints'];

export const CATEGORY_SWIPER_OPTIONS: SwiperOptions = {
  loop: true,
  slidesPerView: 1,
  spaceBetween: 20,
  breakpoints: CATEGORY_BREAKPOINTS,
};

/**
 * Swiper's loop needs at least twice the slides shown at once (5 at 1200 px), so the five cards
 * run twice round the ring; the second round is hidden from assistive technology and the tab
 * order so each card is announced and reached once.
 */
const LOOP_ROUNDS = 2;

function CategoryCardView({ card, copy }: { card: CategoryCard; copy: boolean }) {
  const Icon = card.icon;
  return (
    <Link to={card.link} className="category-card" tabIndex={copy ? -1 : undefined}>
      <span className="category-icon" aria-hidden="true">
        <Icon size={32} strokeWidth={1.75} />
      </span>
      <span className="category-subtitle">{card.subtitle}</span>
      <span className="category-title">{card.title}</span>
    </Link>
  );
}

/** Home category section: 'Categorías a tu Medida' with the five cards in a looping carousel. */
export function CategoryCarousel({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const slides = Array.from({ length: LOOP_ROUNDS }, (_, round) => CATEGORY_CARDS.map((card) => ({ card, round }))).flat();

  return (
    <section className="section categories" aria-labelledby="categorias-titulo">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">Ajustado a tus Necesidades</p>
          <Heading id="categorias-titulo">Categorías a tu Medida</Heading>
        </div>
        <div className="categories-carousel">
          <Swiper
            className="categories-swiper"
            {...CATEGORY_SWIPER_OPTIONS}
            onSwiper={(swiper) => {
              swiperRef.current = swiper;
            }}
          >
            {slides.map(({ card, round }) => (
              <SwiperSlide key={`${round}-${card.id}`} aria-hidden={round > 0 ? true : undefined}>
                <CategoryCardView card={card} copy={round > 0} />
              </SwiperSlide>
            ))}
          </Swiper>
          <div className="carousel-controls">
            <button
              type="button"
              className="icon-btn carousel-btn"
              aria-label="Categoría anterior"
              onClick={() => swiperRef.current?.slidePrev()}
            >
              <ChevronLeft aria-hidden="true" size={22} />
            </button>
            <button
              type="button"
              className="icon-btn carousel-btn"
              aria-label="Categoría siguiente"
              onClick={() => swiperRef.current?.slideNext()}
            >
              <ChevronRight aria-hidden="true" size={22} />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
