import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FunnelSections } from './funnel-sections';
import { renderWithProviders } from '../../../../test/render';
import { mockPublicApi } from '../../../../test/fake-api';

describe('funnel sections', () => {
  afterEach(() => vi.restoreAllMocks());

  it('chains the five sections in the order of the spec', async () => {
    mockPublicApi({
      '/slider-images': { data: ['uploads/s/a.webp', 'uploads/s/b.webp'] },
      '/video-motivacional-path': { data: 'uploads/v/m.mp4' },
      '/perfil-pro-data': { data: { imagePath: null, text: 'Hola', videoPath: null } },
      '/testimonials': { data: [] },
    });
    renderWithProviders(<FunnelSections />);
    expect(await screen.findByRole('img', { name: 'Imagen 1 de 2 del slider' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '¿Quién dirige tu Destino? está en tus manos',
      'El desafío que cambiara tu vida',
      'Una oportunidad para tu vida',
      'Nuestros Clientes lo Confirman',
    ]);
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label') ?? r.getAttribute('aria-labelledby'));
    expect(regions[0]).toBe('Imágenes del programa');
  });
});
