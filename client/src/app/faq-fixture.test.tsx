import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { resetIntersectionMocking, setupIntersectionMocking } from 'react-intersection-observer/test-utils';
import { renderScreens } from '../../test/screens';
import { faqScreens } from '../../test/fixtures/faq/screens';
import { SCREEN_SETS, screensOf, sidebarLinks, sweepScreens } from './screens';

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

describe('A screen set registered with one line', () => {
  it('is routed: the public page in the site layout', async () => {
    await renderScreens(WITH_FAQ, '/preguntas-frecuentes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('is routed and in the sidebar: the admin page inside the dashboard, its link in its group', async () => {
    localStorage.setItem('adminToken', 'a');
    await renderScreens(WITH_FAQ, '/admin/dashboard/preguntas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Preguntas' })).toBeInTheDocument();
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
    await renderScreens(WITHOUT_FAQ, '/preguntas-frecuentes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(sidebarLinks(WITHOUT_FAQ).map((l) => l.label)).not.toContain('Preguntas frecuentes');
    expect(sweepScreens(WITHOUT_FAQ).map((s) => s.route)).not.toEqual(expect.arrayContaining(['/preguntas-frecuentes']));
    expect(sweepScreens(WITHOUT_FAQ).map((s) => s.route)).not.toEqual(expect.arrayContaining(['/admin/dashboard/preguntas']));
  });

  it('appears nowhere without the line: the admin address is no dashboard page', async () => {
    localStorage.setItem('adminToken', 'a');
    await renderScreens(WITHOUT_FAQ, '/admin/dashboard/preguntas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menú de administración' })).not.toBeInTheDocument();
  });
});
