import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import RetoPage from './reto-page';
import { RETOS } from '../reto-content';
import { renderWithProviders } from '../../../../test/render';

function renderAt(days: 10 | 21 | 90) {
  return renderWithProviders(<RetoPage days={days} />, { route: `/reto${days}dias` });
}

describe('challenge pages', () => {
  it.each([10, 21, 90] as const)('reto %i días shows image, headline, description, benefits and the back button', (days) => {
    renderAt(days);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(RETOS[days].headline);
    expect(screen.getByRole('img')).toHaveAttribute('alt', RETOS[days].image.alt);
    expect(screen.getByRole('heading', { name: 'Beneficios' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(RETOS[days].benefits.length);
    // The relative path 'registro' from /retoNdias is its sibling /registro.
    expect(screen.getByRole('link', { name: 'Volver al registro' })).toHaveAttribute('href', '/registro');
    expect(document.title).toBe(`Reto ${days} días | Vida Sana Coaching`);
  });

  it('has three distinct copies', () => {
    const texts = Object.values(RETOS).map((r) => [r.headline, ...r.description, ...r.benefits]);
    const all = texts.flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
