import { matchRoutes } from 'react-router-dom';
import type { Screen } from '../src/lib/screens';
import { preload, routesOf } from '../src/app/routes';
import { renderWithProviders, type RenderOptions } from './render';

/**
 * Loads the lazy modules the route table of `screens` shows at `route`: the screen's page, the
 * not-found page it may show instead, the dashboard's layout. Their first import (vitest's
 * transform and evaluation of the page and what it imports) is what takes time on a busy
 * machine, not the rendering a test waits for; a route table built afterwards renders them
 * without suspending (app/routes.tsx, `preload`), so `findBy…`'s default wait only covers React.
 */
export async function loadScreenAt(screens: readonly Screen[], route: string): Promise<void> {
  const [pathname] = route.split('?');
  const leaf = matchRoutes(
    screens.map((s) => ({ path: s.path })),
    pathname,
  )?.at(-1)?.route.path;
  const screen = screens.find((s) => s.path === leaf);
  if (!screen) return;
  const catchAll = screens.find((s) => s.path === '*');
  await Promise.all([
    preload(screen.page),
    screen.notFound && catchAll ? preload(catchAll.page) : undefined,
    screen.layout === 'dashboard' ? preload() : undefined,
  ]);
}

/**
 * The route table of `screens` (the app's: `SCREENS`) rendered at `route`, its lazy modules
 * loaded first. The route table brings its own session provider.
 */
export async function renderScreens(screens: readonly Screen[], route: string, options: Omit<RenderOptions, 'route' | 'session'> = {}) {
  await loadScreenAt(screens, route);
  return renderWithProviders(routesOf(screens), { ...options, route, session: false });
}
