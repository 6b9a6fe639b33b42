import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useInView } from 'react-intersection-observer';
import type { Swiper as SwiperInstance } from 'swiper';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import 'swiper/css';
import { CATEGORY_CARDS, type CategoryCard } from './category-cards';
import type { CategorySlide } from './category-swiper';

export { CATEGORY_BREAKPOINTS, CATEGORY_SWIPER_OPTIONS } from './category-options';

const CategorySwiper = lazy(() => import('./category-swiper'));

/** How far ahead of the viewport the carousel script starts loading. */
const CAROUSEL_PRELOAD_MARGIN = '300px 0px';

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

/**
 * The slides in Swiper's markup before Swiper runs; home.css lays them out with the same slides
 * per view and gaps as the breakpoints, so the swap to the live carousel moves nothing.
 */
function StaticCategorySlides({ slides }: { slides: CategorySlide[] }) {
  return (
    <div className="swiper categories-swiper categories-static">
      <div className="swiper-wrapper">
        {slides.map(({ key, copy, content }) => (
          <div key={key} className="swiper-slide" aria-hidden={copy ? true : undefined}>
            {content}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Home category section: 'Categorías a tu Medida' with the five cards in a looping carousel. */
export function CategoryCarousel({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  // Swiper loads when the section nears the viewport (below the first screen on the home page).
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: CAROUSEL_PRELOAD_MARGIN });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const slides: CategorySlide[] = Array.from({ length: LOOP_ROUNDS }, (_, round) =>
    CATEGORY_CARDS.map((card) => ({
      key: `${round}-${card.id}`,
      copy: round > 0,
      content: <CategoryCardView card={card} copy={round > 0} />,
    })),
  ).flat();
  const staticSlides = <StaticCategorySlides slides={slides} />;

  return (
    <section ref={ref} className="section categories" aria-labelledby="categorias-titulo">
      <div className="container">
        <div className="section-header">
          <p className="eyebrow">Ajustado a tus Necesidades</p>
          <Heading id="categorias-titulo">Categorías a tu Medida</Heading>
        </div>
        <div className="categories-carousel">
          {inView ? (
            <Suspense fallback={staticSlides}>
              <CategorySwiper
                slides={slides}
                onSwiper={(swiper) => {
                  swiperRef.current = swiper;
                }}
              />
            </Suspense>
          ) : (
            staticSlides
          )}
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
