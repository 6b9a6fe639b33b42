import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroSlider, HeroSlides, HERO_SLIDER_MESSAGES, HERO_TIMING } from './hero-slider';
import { renderWithProviders } from '../../../../test/render';
import { mockPublicApi } from '../../../../test/fake-api';
import { stubMatchMedia } from '../../../../test/match-media';

const SLIDES = [
  {
    id: 1,
    sub_title: 'Asesoría',
    title1_pre: 'Nutre tu cuerpo,',
    title1_highlight: 'transforma tu vida',
    title2: 'con un plan',
    hero_img_path: 'uploads/demo/hero-1.webp',
  },
  { id: 2, sub_title: 'Retos', title1_pre: 'Más energía', title1_highlight: 'cada día', title2: 'con hábitos', hero_img_path: null },
  {
    id: 3,
    sub_title: 'Colombia',
    title1_pre: 'Tu bienestar',
    title1_highlight: 'empieza hoy',
    title2: 'agenda',
    hero_img_path: 'uploads/demo/hero-3.webp',
  },
];

describe('home hero slider', () => {
  beforeEach(() => stubMatchMedia());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("shows 'Cargando Slider...' while loading", () => {
    mockPublicApi({ '/inicio-slides': 'pending' });
    renderWithProviders(<HeroSlider />);
    expect(screen.getByText('Cargando Slider...')).toBeInTheDocument();
  });

  it("shows 'Error: ' with the fallback message on failure", async () => {
    mockPublicApi({ '/inicio-slides': { error: { status: 500 } } });
    renderWithProviders(<HeroSlider />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: No se pudieron cargar los datos del slider.');
  });

  it("shows 'Error: ' with the server's message when it sends one", async () => {
    mockPublicApi({
      '/inicio-slides': { error: { status: 503, body: { message: 'Servicio en mantenimiento', error: 'Servicio en mantenimiento' } } },
    });
    renderWithProviders(<HeroSlider />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Servicio en mantenimiento');
  });

  it("shows 'Slider no disponible.' with no slides (a missing body is an empty list)", async () => {
    mockPublicApi({ '/inicio-slides': { data: null } });
    renderWithProviders(<HeroSlider />);
    expect(await screen.findByText(HERO_SLIDER_MESSAGES.empty)).toBeInTheDocument();
  });

  it('renders each slide: sub title, title with its highlight, second line and Descubre Más → /about', async () => {
    mockPublicApi({ '/inicio-slides': { data: SLIDES } });
    const { container } = renderWithProviders(<HeroSlider />);
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('Nutre tu cuerpo, transforma tu vida');
    expect(h1.querySelector('.hero-highlight')).toHaveTextContent('transforma tu vida');
    expect(screen.getByText('Asesoría')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const links = screen.getAllByRole('link', { name: 'Descubre Más' });
    expect(links).toHaveLength(3);
    links.forEach((l) => expect(l).toHaveAttribute('href', '/about'));

    const imgs = container.querySelectorAll('img.hero-image');
    expect(imgs).toHaveLength(2); // slide 2 has no image: its placeholder block shows
    const first = imgs[0];
    expect(first).toHaveAttribute('src', '/uploads/demo/hero-1.webp');
    expect(first.getAttribute('srcset')).toBe(
      '/uploads/demo/hero-1-640.webp 640w, /uploads/demo/hero-1-1280.webp 1280w, /uploads/demo/hero-1-1920.webp 1920w',
    );
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '1920');
    expect(first).toHaveAttribute('height', '600');
    expect(imgs[1]).toHaveAttribute('loading', 'lazy');

    fireEvent.error(first);
    expect(container.querySelectorAll('img.hero-image')).toHaveLength(1);
    expect(screen.getAllByTestId('hero-media')).toHaveLength(3);
  });

  it('moves on every 6000 ms, loops, keeps going after a swipe, and only the banner on screen takes the focus', () => {
    expect(HERO_TIMING).toEqual({ fadeMs: 1000, intervalMs: 6000 });
    // the carousel itself, given its slides: its first timer starts on the fake clock
    vi.useFakeTimers();
    const { container } = renderWithProviders(<HeroSlides slides={SLIDES} />);
    const shown = () => container.querySelector('.hero-frame.is-active')?.getAttribute('aria-label');
    const links = () => screen.getAllByRole('link', { name: 'Descubre Más' });
    expect(shown()).toBe('1 de 3');
    expect(links().map((l) => l.getAttribute('tabindex'))).toEqual([null, '-1', '-1']);
    act(() => vi.advanceTimersByTime(5999));
    expect(shown()).toBe('1 de 3');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('2 de 3');
    expect(links().map((l) => l.getAttribute('tabindex'))).toEqual(['-1', null, '-1']);
    act(() => vi.advanceTimersByTime(6000));
    expect(shown()).toBe('3 de 3');
    act(() => vi.advanceTimersByTime(6000));
    expect(shown()).toBe('1 de 3');

    // a swipe to the left shows the next banner, to the right the previous one (looping), and the
    // autoplay goes on, giving the banner swiped to its whole interval
    const slides = container.querySelector('.hero-slides')!;
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerDown(slides, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(slides, { clientX: 200, clientY: 110 });
    expect(shown()).toBe('2 de 3');
    fireEvent.pointerDown(slides, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(slides, { clientX: 250, clientY: 100 });
    fireEvent.pointerDown(slides, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(slides, { clientX: 250, clientY: 100 });
    expect(shown()).toBe('3 de 3');
    // a short or mostly vertical move is not a swipe
    fireEvent.pointerDown(slides, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(slides, { clientX: 130, clientY: 100 });
    fireEvent.pointerDown(slides, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(slides, { clientX: 160, clientY: 300 });
    expect(shown()).toBe('3 de 3');
    act(() => vi.advanceTimersByTime(5999));
    expect(shown()).toBe('3 de 3');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('1 de 3');

    // the focus inside holds the banner
    act(() => links()[0].focus());
    act(() => vi.advanceTimersByTime(20000));
    expect(shown()).toBe('1 de 3');
    act(() => links()[0].blur());
    act(() => vi.advanceTimersByTime(6000));
    expect(shown()).toBe('2 de 3');
    vi.useRealTimers();
  });

  it('stays on its banner when the visitor asks for less motion', () => {
    stubMatchMedia({ reducedMotion: true });
    vi.useFakeTimers();
    const { container } = renderWithProviders(<HeroSlides slides={SLIDES} />);
    act(() => vi.advanceTimersByTime(30000));
    expect(container.querySelector('.hero-frame.is-active')).toHaveAttribute('aria-label', '1 de 3');
    expect(container.querySelector('.hero-slides')).not.toHaveClass('is-animated');
    vi.useRealTimers();
  });
});
