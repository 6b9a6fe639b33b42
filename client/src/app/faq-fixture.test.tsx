import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { resetIntersectionMocking, setupIntersectionMocking } from 'react-intersection-observer/test-utils';
import { renderWithProviders } from '../../test/render';
import { faqScreens } from '../../test/fixtures/faq/screens';
import type { Screen } from '../lib/screens';
import { SCREEN_SETS, screensOf, sidebarLinks, sweepScreens } from './screens';
import { routesOf } from './routes';

// A new feature's screens (test/fixtures/faq: a public list page, a back-office page with its
// sidebar entry) reach the router, the admin sidebar and the browser sweeps through the one line
// that adds them to the list, and nowhere without it (docs/architecture.md §9, "Screens").

beforeAll(() => {
  // jsdom does not implement scrolling; ScrollRestoration calls it on navigation.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
beforeEach(() => setupIntersectionMocking(vi.fn));
afterEach(() => {
  resetIntersectionMocking();
  vi.unstubAllGlobals();
});

const WITH_FAQ = screensOf([...SCREEN_SETS, faqScreens]); // the one line
const WITHOUT_FAQ = screensOf(SCREEN_SETS);

// The dashboard's lazy layout and page load first: on a loaded machine that can take seconds.
const LOADED = { timeout: 10_000 };

const renderAt = (screens: readonly Screen[], path: string) => renderWithProviders(routesOf(screens), { route: path, session: false });

describe('A screen set registered with one line', { timeout: 15_000 }, () => {
  it('is routed: the public page in the site layout', async () => {
    renderAt(WITH_FAQ, '/preguntas-frecuentes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('is routed and in the sidebar: the admin page inside the dashboard, its link in its group', async () => {
    localStorage.setItem('adminToken', 'a');
    renderAt(WITH_FAQ, '/admin/dashboard/preguntas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Preguntas' }, LOADED)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menú de administración' });
    expect(within(nav).getByRole('link', { name: 'Preguntas frecuentes' })).toHaveAttribute('href', '/admin/dashboard/preguntas');
    expect(
      sidebarLinks(WITH_FAQ)
        .filter((l) => l.group === 'inicio')
        .map((l) => l.label),
    ).toEqual(['Slider Principal', 'Preguntas frecuentes']);
  });

  it('is swept: both pages at their addresses, by who may open them', () => {
    expect(sweepScreens(WITH_FAQ)).toEqual(
      expect.arrayContaining([
        { route: '/preguntas-frecuentes', url: '/preguntas-frecuentes', area: 'public' },
        { route: '/admin/dashboard/preguntas', url: '/admin/dashboard/preguntas', area: 'admin', signedIn: true },
      ]),
    );
  });

  it('appears nowhere without the line', async () => {
    renderAt(WITHOUT_FAQ, '/preguntas-frecuentes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }, LOADED)).toBeInTheDocument();
    expect(sidebarLinks(WITHOUT_FAQ).map((l) => l.label)).not.toContain('Preguntas frecuentes');
    expect(sweepScreens(WITHOUT_FAQ).map((s) => s.route)).not.toEqual(expect.arrayContaining(['/preguntas-frecuentes']));
    expect(sweepScreens(WITHOUT_FAQ).map((s) => s.route)).not.toEqual(expect.arrayContaining(['/admin/dashboard/preguntas']));
  });

  it('appears nowhere without the line: the admin address is no dashboard page', async () => {
    localStorage.setItem('adminToken', 'a');
    renderAt(WITHOUT_FAQ, '/admin/dashboard/preguntas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menú de administración' })).not.toBeInTheDocument();
  });
});
