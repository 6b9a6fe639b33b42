import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows the copyright line with the current year and the brand name', () => {
    renderWithProviders(<Footer />);
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Vida Sana Coaching. Todos los derechos reservados.`)).toBeInTheDocument();
  });

  it('links both legal texts to /Politicas with plain anchors', () => {
    renderWithProviders(<Footer />);
    for (const name of ['Política de Privacidad', 'Términos y Condiciones']) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe('/Politicas');
    }
  });

  it('links the terms of sale to /terminos', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: 'Términos de venta' })).toHaveAttribute('href', '/terminos');
  });
});
