import { act, screen, waitFor } from '@testing-library/react';
import { mockAllIsIntersecting, resetIntersectionMocking, setupIntersectionMocking } from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AboutSection } from './about-section';
import { ABOUT_COUNTER } from './about-counter';
import { renderWithProviders } from '../../../../test/render';
import { stubMatchMedia } from '../../../../test/match-media';

describe('about section', () => {
  beforeEach(() => setupIntersectionMocking(vi.fn));
  afterEach(() => {
    vi.useRealTimers();
    resetIntersectionMocking();
    vi.unstubAllGlobals();
  });

  it('has the id, texts, two pictures and Descubre Más → /quienes-somos', () => {
    const { container } = renderWithProviders(<AboutSection />);
    expect(container.querySelector('#sobre-nosotros-sec')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Comer Bien Comienza Con Comida Orgánica' })).toBeInTheDocument();
    expect(screen.getByText('Laura Méndez')).toBeInTheDocument();
    expect(screen.getByText(/distribuidora independiente/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'El Líder en Agricultura' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Soluciones Orgánicas Inteligentes' })).toBeInTheDocument();
    expect(screen.getByText('Años de Experiencia')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Descubre Más' })).toHaveAttribute('href', '/quienes-somos');
  });

  it('counts up to 5+ over 2.75 s only once scrolled into view', async () => {
    expect(ABOUT_COUNTER).toEqual({ end: 5, suffix: '+', duration: 2.75 });
    // the animation's frames on a clock the test moves: 2.75 s of counting whatever the machine's load
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    renderWithProviders(<AboutSection />);
    const value = screen.getByTestId('about-counter-value');
    expect(value).toHaveTextContent('0+');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(value).toHaveTextContent('0+');
    act(() => mockAllIsIntersecting(true));
    // the count starts once its library has loaded and the page is idle: its first frame is asked for
    await waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(value).not.toHaveTextContent('0+');
    expect(value).not.toHaveTextContent('5+');
    // 2.2 s: 4 (linear, rounded: 5 shows from 2.475 s)
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect(value).toHaveTextContent('4+');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(value).toHaveTextContent('5+');
    // Once: leaving and re-entering the viewport does not restart it.
    act(() => mockAllIsIntersecting(false));
    act(() => mockAllIsIntersecting(true));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(value).toHaveTextContent('5+');
  });

  it('counts at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    renderWithProviders(<AboutSection />);
    // no scrolling: the count starts by itself, its first frame asked for
    await waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    await act(() => vi.advanceTimersByTimeAsync(2800));
    expect(screen.getByTestId('about-counter-value')).toHaveTextContent('5+');
  });

  it('shows 5+ at once when the visitor prefers reduced motion', () => {
    stubMatchMedia({ reducedMotion: true });
    renderWithProviders(<AboutSection />);
    expect(screen.getByTestId('about-counter-value')).toHaveTextContent('5+');
  });
});
