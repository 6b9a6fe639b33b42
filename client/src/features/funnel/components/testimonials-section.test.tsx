import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_POSTER, TestimonialsSection, TESTIMONIAL_MESSAGES } from './testimonials-section';
import { renderWithProviders } from '../../../../test/render';
import { mockPublicApi } from '../../../../test/fake-api';

const ITEMS = [
  { id: 7, title: 'Marcela, Bogotá', description: 'Bajé 8 kilos.', video_path: 'uploads/t/uno.mp4', poster_path: 'uploads/t/uno.webp' },
  { id: 3, title: 'Andrés, Medellín', description: null, video_path: 'uploads/t/dos.webm', poster_path: null },
  { id: 9, title: 'Sin video', description: 'Pronto.', video_path: null, poster_path: 'uploads/t/tres.webp' },
];

describe('testimonials section', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows its heading and a loading state', () => {
    mockPublicApi({ '/testimonials': 'pending' });
    renderWithProviders(<TestimonialsSection />);
    expect(screen.getByRole('heading', { name: 'Nuestros Clientes lo Confirman' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando testimonios...');
  });

  it('shows the server message or the fallback on failure', async () => {
    mockPublicApi({ '/testimonials': { error: { status: 500 } } });
    renderWithProviders(<TestimonialsSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar los testimonios.');
  });

  it('shows the empty text with no testimonials', async () => {
    mockPublicApi({ '/testimonials': { data: [] } });
    renderWithProviders(<TestimonialsSection />);
    expect(await screen.findByText(TESTIMONIAL_MESSAGES.empty)).toBeInTheDocument();
  });

  it('selects the first by default and switches the main video on a thumbnail click', async () => {
    mockPublicApi({ '/testimonials': { data: ITEMS } });
    const { container } = renderWithProviders(<TestimonialsSection />);
    const thumbs = await screen.findAllByRole('button');
    expect(thumbs).toHaveLength(3);
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs[0]).toHaveClass('is-selected');
    expect(thumbs[1]).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('testimonial-title')).toHaveTextContent('Marcela, Bogotá');
    expect(screen.getByText('Bajé 8 kilos.')).toBeInTheDocument();
    const first = container.querySelector('video')!;
    expect(first).toHaveAttribute('src', '/uploads/t/uno.mp4');
    expect(first).toHaveAttribute('poster', '/uploads/t/uno.webp');
    expect(first).toHaveAttribute('width', '560');
    expect(first).toHaveAttribute('height', '315');

    fireEvent.click(thumbs[1]);
    expect(thumbs[1]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs[0]).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('testimonial-title')).toHaveTextContent('Andrés, Medellín');
    expect(screen.queryByText('Bajé 8 kilos.')).not.toBeInTheDocument();
    const second = container.querySelector('video')!;
    // A new element: the browser loads the newly selected video.
    expect(second).not.toBe(first);
    expect(second).toHaveAttribute('src', '/uploads/t/dos.webm');

    fireEvent.click(thumbs[2]);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByText('Video no disponible')).toBeInTheDocument();
  });

  it('uses the default poster for a missing or failed thumbnail', async () => {
    mockPublicApi({ '/testimonials': { data: ITEMS } });
    renderWithProviders(<TestimonialsSection />);
    const thumbs = await screen.findAllByRole('button');
    const img0 = within(thumbs[0]).getByRole('presentation', { hidden: true });
    expect(img0).toHaveAttribute('src', '/uploads/t/uno.webp');
    fireEvent.error(img0);
    expect(img0).toHaveAttribute('src', DEFAULT_POSTER);
    expect(within(thumbs[1]).getByRole('presentation', { hidden: true })).toHaveAttribute('src', DEFAULT_POSTER);
  });
});
