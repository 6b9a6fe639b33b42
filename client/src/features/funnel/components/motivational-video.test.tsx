import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MotivationalVideo, MOTIVATIONAL_VIDEO_MESSAGES } from './motivational-video';
import { renderWithProviders } from '../../../../test/render';
import { mockPublicApi } from '../../../../test/fake-api';

describe('motivational video section', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its heading and a loading state', () => {
    mockPublicApi({ '/video-motivacional-path': 'pending' });
    renderWithProviders(<MotivationalVideo />);
    expect(screen.getByRole('heading', { level: 2, name: '¿Quién dirige tu Destino? está en tus manos' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando video...');
  });

  it('shows the fallback error message', async () => {
    mockPublicApi({ '/video-motivacional-path': { error: { status: 500 } } });
    renderWithProviders(<MotivationalVideo />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la información del video.');
  });

  it("shows 'Video no disponible en este momento.' for an empty answer", async () => {
    mockPublicApi({ '/video-motivacional-path': { data: '' } });
    renderWithProviders(<MotivationalVideo />);
    expect(await screen.findByText(MOTIVATIONAL_VIDEO_MESSAGES.empty)).toBeInTheDocument();
  });

  it('plays the stored video with the unsupported-browser text inside', async () => {
    mockPublicApi({ '/video-motivacional-path': { data: 'uploads/videos/motiva.mp4' } });
    const { container } = renderWithProviders(<MotivationalVideo headingLevel={1} />);
    expect(await screen.findByLabelText('Video motivacional')).toBeInTheDocument();
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/uploads/videos/motiva.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveTextContent('Tu navegador no soporta la etiqueta de video.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(MOTIVATIONAL_VIDEO_MESSAGES.title);
  });
});
