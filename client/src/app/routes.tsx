import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { PageModule, Screen, ScreenLayout } from '../lib/screens';
import { RootLayout } from './root-layout';
import { SiteLayout } from './site-layout';
import { AdminShell } from './admin-shell';
import { RouteErrorBoundary } from './route-error-boundary';
import { RequireAdmin, RequireUser } from '../lib/session/require-session';
import { DASHBOARD_PATH, SCREENS, headerMenu, sidebarLinks } from './screens';

// The route table, built from the screens' registry (app/screens.ts). Every page is its own lazy
// chunk, so the home page bundle carries neither the back office nor the booking form.
// Paths match case-insensitively (react-router's default), so /Politicas and /politicas are one route.

/** The dashboard's layout, lazy like the pages. */
const loadDashboardLayout = () => import('../features/admin-shell/routes/dashboard-layout');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the registry's pages take their own props
type Loaded = ComponentType<any>;
/** The modules `preload` loaded: a route table built afterwards renders them without suspending. */
const preloaded = new Map<PageModule, Loaded>();

/**
 * Loads a page module (the dashboard's layout when `load` is omitted) for the route tables built
 * after it. The app builds its table once, before any preload; the component tests load the pages
 * they render first (test/screens.tsx), so that their wait covers React, not the first import.
 */
export async function preload(load: PageModule = loadDashboardLayout): Promise<void> {
  preloaded.set(load, (await load()).default);
}

/** The route table of `screens` (the app's: `routes` below; a test's own list). */
export function routesOf(screens: readonly Screen[]): RouteObject[] {
  // One lazy component per page module: the screens that show one page (/acerca, /about…) share it.
  const pages = new Map<PageModule, Loaded | LazyExoticComponent<Loaded>>();
  const pageOf = (load: PageModule) => {
    if (!pages.has(load)) pages.set(load, preloaded.get(load) ?? lazy(load));
    return pages.get(load)!;
  };
  const DashboardLayout = pageOf(loadDashboardLayout);
  const catchAll = screens.find((s) => s.path === '*');
  const notFound = catchAll ? pageOf(catchAll.page) : undefined;

  const element = (s: Screen): ReactNode => {
    const Page = pageOf(s.page);
    const NotFound = s.notFound ? notFound : undefined;
    const page = NotFound ? <Page {...s.props} notFound={<NotFound />} /> : <Page {...s.props} />;
    return s.guard === 'user' ? <RequireUser>{page}</RequireUser> : page;
  };
  // Paths are written from the root; a route's own is relative to its parent's (`base`).
  const route = (s: Screen, base: string): RouteObject =>
    s.path === (base || '/')
      ? { index: true, element: element(s) }
      : { path: s.path === '*' ? s.path : s.path.slice(base.length + 1), element: element(s) };
  const group = (...layouts: ScreenLayout[]) => screens.filter((s) => layouts.includes(s.layout)).map((s) => route(s, ''));

  const dashboard = screens.filter((s) => s.layout === 'dashboard');
  for (const s of dashboard)
    if (s.path !== DASHBOARD_PATH && !s.path.startsWith(`${DASHBOARD_PATH}/`))
      throw new Error(`${s.path}: a dashboard screen lives under ${DASHBOARD_PATH}`);
  const sidebar = sidebarLinks(screens);
  const menu = headerMenu(screens);

  return [
    {
      path: '/',
      // Error pages come from RouteErrorBoundary (the router runs in declarative mode, see router.tsx):
      // this one for the layouts themselves, the ones in SiteLayout / AdminShell keep the page chrome.
      element: (
        <RouteErrorBoundary>
          <RootLayout />
        </RouteErrorBoundary>
      ),
      children: [
        // The home page: its hero slider first, the about section below it (the page places it).
        { element: <SiteLayout menu={menu} />, children: group('home') },
        // Pages that market: the about section sits between the header and the page (spec §2).
        { element: <SiteLayout menu={menu} about />, children: group('marketing') },
        // Pages where people come to do something, the account's among them: their heading opens
        // the first screen, without the about section (docs/decisions/014). One layout, so moving
        // between them keeps the header as it is.
        { element: <SiteLayout menu={menu} />, children: group('task', 'account') },
        {
          element: <AdminShell />,
          children: [
            ...group('admin'),
            {
              path: DASHBOARD_PATH.slice(1),
              element: (
                <RequireAdmin>
                  <DashboardLayout sidebar={sidebar} />
                </RequireAdmin>
              ),
              children: dashboard.map((s) => route(s, DASHBOARD_PATH)),
            },
          ],
        },
      ],
    },
  ];
}

/** The whole route table (spec §2). Exported so tests can mount it in a memory router. */
export const routes: RouteObject[] = routesOf(SCREENS);
