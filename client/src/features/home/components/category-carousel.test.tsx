import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_BREAKPOINTS, CATEGORY_SWIPER_OPTIONS, CategoryCarousel } from './category-carousel';
import { CATEGORIAS } from '@app/shared/shop';
import { CATEGORY_CARDS } from './category-cards';
import { renderWithProviders } from '../../../../test/render';
import { stubMatchMedia } from '../../../../test/match-media';

describe('home category carousel', () => {
  beforeEach(() => stubMatchMedia({ width: 1280 }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the heading, the sub heading and the five cards linking to /tienda filtered on their category', () => {
    renderWithProviders(<CategoryCarousel />);
    expect(screen.getByRole('heading', { level: 2, name: 'Categorías a tu Medida' })).toBeInTheDocument();
    expect(screen.getByText('Ajustado a tus Necesidades')).toBeInTheDocument();
    // Only the first round of the loop is exposed to assistive technology.
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links.map((l) => l.textContent)).toEqual([
      'Nutre tus OrganosNutrición Interna',
      'Nutre tu PielNutrición Externa',
      'Logra tus ObjetivosNutrición Expecifica',
      'Enfocate en tus metasNutrición Deportiva',
      'Retos a tu MedidaPlanes para ti',
    ]);
    links.forEach((l, i) => expect(l).toHaveAttribute('href', `/tienda?categoria=${CATEGORIAS[i].slug}`));
  });

  it('keeps the fixed list of spec §2 in order, each card on its shop category', () => {
    expect(CATEGORY_CARDS.map((c) => [c.id, c.title, c.subtitle, c.link])).toEqual([
      [1, 'Nutrición Interna', 'Nutre tus Organos', '/tienda?categoria=nutricion-interna'],
      [2, 'Nutrición Externa', 'Nutre tu Piel', '/tienda?categoria=nutricion-externa'],
      [3, 'Nutrición Expecifica', 'Logra tus Objetivos', '/tienda?categoria=nutricion-especifica'],
      [4, 'Nutrición Deportiva', 'Enfocate en tus metas', '/tienda?categoria=nutricion-deportiva'],
      [5, 'Planes para ti', 'Retos a tu Medida', '/tienda?categoria=planes-para-ti'],
    ]);
    // the shop's own list of categories, names and subtitles included
    expect(CATEGORY_CARDS.map((c) => [c.title, c.subtitle, c.link])).toEqual(
      CATEGORIAS.map((c) => [c.nombre, c.subtitulo, `/tienda?categoria=${c.slug}`]),
    );
  });

  it('shows 1, 2, 3, 4, 5 slides from 0, 400, 768, 992, 1200 px, with 20 px then 30 px gaps, looping', () => {
    expect(CATEGORY_BREAKPOINTS).toEqual({
      0: { slidesPerView: 1, spaceBetween: 20 },
      400: { slidesPerView: 2, spaceBetween: 20 },
      768: { slidesPerView: 3, spaceBetween: 30 },
      992: { slidesPerView: 4, spaceBetween: 30 },
      1200: { slidesPerView: 5, spaceBetween: 30 },
    });
    expect(CATEGORY_SWIPER_OPTIONS.loop).toBe(true);
    expect(CATEGORY_SWIPER_OPTIONS.breakpoints).toBe(CATEGORY_BREAKPOINTS);
  });

  it('renders enough slides for the loop at the widest breakpoint', () => {
    const { container } = renderWithProviders(<CategoryCarousel />);
    expect(container.querySelectorAll('.swiper-slide').length).toBeGreaterThanOrEqual(2 * 5);
  });
});
