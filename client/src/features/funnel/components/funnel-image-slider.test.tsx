import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FunnelImageSlider, FunnelSlides, FUNNEL_SLIDER_MESSAGES, FUNNEL_SLIDER_TIMING } from './funnel-image-slider';
import { renderWithProviders } from '../../../../test/render';
import { mockPublicApi } from '../../../../test/fake-api';

const IMAGES = ['uploads/slider/a.webp', 'uploads/slider/b.webp', 'uploads/slider/c.webp'];

const slide = () => screen.getByTestId('funnel-slide');
const currentSrc = () => screen.getByRole('img').getAttribute('src');

describe('funnel image slider states', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Cargando slider...' while loading", () => {
    mockPublicApi({ '/slider-images': 'pending' });
    renderWithProviders(<FunnelImageSlider />);
    expect(screen.getByText(FUNNEL_SLIDER_MESSAGES.loading)).toBeInTheDocument();
  });

  it("shows 'Error: ' with the server's message, or the fallback", async () => {
    mockPublicApi({ '/slider-images': { error: { status: 503, body: { message: 'Servicio caído' } } } });
    const { unmount } = renderWithProviders(<FunnelImageSlider />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Servicio caído');
    unmount();
    vi.restoreAllMocks();
    mockPublicApi({ '/slider-images': { error: { status: 500 } } });
    renderWithProviders(<FunnelImageSlider />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: No se pudieron cargar las imágenes del slider.');
  });

  it("shows 'Slider no disponible en este momento.' with no images", async () => {
    mockPublicApi({ '/slider-images': { data: [] } });
    renderWithProviders(<FunnelImageSlider />);
    expect(await screen.findByText(FUNNEL_SLIDER_MESSAGES.empty)).toBeInTheDocument();
  });

  it('shows the images from the site root with their srcset', async () => {
    mockPublicApi({ '/slider-images': { data: IMAGES } });
    renderWithProviders(<FunnelImageSlider />);
    const img = await screen.findByRole('img', { name: 'Imagen 1 de 3 del slider' });
    expect(img).toHaveAttribute('src', '/uploads/slider/a.webp');
    expect(img.getAttribute('srcset')).toContain('/uploads/slider/a-640.webp 640w');
    expect(img).toHaveAttribute('width', '1920');
    expect(img).toHaveAttribute('height', '600');
  });
});

describe('funnel image slider timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('auto-advances every 6 s after a 0.5 s fade-out, and wraps to the first', () => {
    render(<FunnelSlides images={IMAGES} />);
    expect(currentSrc()).toBe('/uploads/slider/a.webp');

    act(() => vi.advanceTimersByTime(FUNNEL_SLIDER_TIMING.intervalMs - 1));
    expect(slide()).not.toHaveClass('is-fading');

    act(() => vi.advanceTimersByTime(1));
    expect(slide()).toHaveClass('is-fading');
    expect(currentSrc()).toBe('/uploads/slider/a.webp');

    act(() => vi.advanceTimersByTime(FUNNEL_SLIDER_TIMING.fadeMs - 1));
    expect(currentSrc()).toBe('/uploads/slider/a.webp');
    act(() => vi.advanceTimersByTime(1));
    expect(currentSrc()).toBe('/uploads/slider/b.webp');
    expect(slide()).not.toHaveClass('is-fading');

    act(() => vi.advanceTimersByTime(6000));
    act(() => vi.advanceTimersByTime(500));
    expect(currentSrc()).toBe('/uploads/slider/c.webp');
    act(() => vi.advanceTimersByTime(6000));
    act(() => vi.advanceTimersByTime(500));
    expect(currentSrc()).toBe('/uploads/slider/a.webp');
  });

  it('wraps both ways with the previous and next buttons', () => {
    render(<FunnelSlides images={IMAGES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Imagen anterior' }));
    expect(slide()).toHaveClass('is-fading');
    act(() => vi.advanceTimersByTime(500));
    expect(currentSrc()).toBe('/uploads/slider/c.webp');

    fireEvent.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    act(() => vi.advanceTimersByTime(500));
    expect(currentSrc()).toBe('/uploads/slider/a.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    act(() => vi.advanceTimersByTime(500));
    expect(currentSrc()).toBe('/uploads/slider/b.webp');
  });

  it('waits a full interval after a manual change before advancing again', () => {
    render(<FunnelSlides images={IMAGES} />);
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'Imagen siguiente' }));
    act(() => vi.advanceTimersByTime(500));
    expect(currentSrc()).toBe('/uploads/slider/b.webp');
    act(() => vi.advanceTimersByTime(5000));
    expect(slide()).not.toHaveClass('is-fading');
    act(() => vi.advanceTimersByTime(500));
    expect(slide()).toHaveClass('is-fading');
  });

  it('shows no buttons and never moves with one image', () => {
    render(<FunnelSlides images={['uploads/slider/solo.webp']} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20_000));
    expect(slide()).not.toHaveClass('is-fading');
    expect(currentSrc()).toBe('/uploads/slider/solo.webp');
  });

  it('hides a slide image that fails to load', () => {
    render(<FunnelSlides images={IMAGES} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
