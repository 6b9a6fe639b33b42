import { StrictMode, isValidElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { SessionProvider } from '../src/lib/session/session-provider';
import { LOGIN_PATH } from '../src/lib/session/session-storage';

export interface RenderOptions {
  /** Where the memory router starts: a path with its query string. */
  route?: string;
  /** The route pattern the element is mounted on, e.g. 'reset-password/:token'; by default every path not in `routes`. */
  path?: string;
  /** More routes: the pages the test expects to end up on. */
  routes?: RouteObject[];
  /** `location.state` of the first entry (what a redirect would have carried). */
  state?: unknown;
  strict?: boolean;
  /** false when the routes bring their own SessionProvider (the app's route table). */
  session?: boolean;
}

/** As in the app (RootLayout): the sessions live inside the router, and a logout goes to the role's login page. */
function SessionRoot() {
  const navigate = useNavigate();
  return (
    <SessionProvider onLogout={(role) => navigate(LOGIN_PATH[role], { replace: true })}>
      <Outlet />
    </SessionProvider>
  );
}

/**
 * The one render helper of the component tests: a fresh query cache (no retries), a memory
 * router and the session provider. `ui` is an element or a list of routes.
 */
export function renderWithProviders(ui: ReactNode | RouteObject[], options: RenderOptions = {}) {
  const { route = '/', routes = [], state, strict = false, session = true } = options;
  const [pathname, query] = route.split('?');
  const mounted: RouteObject[] = Array.isArray(ui) ? ui : isValidElement(ui) ? [{ path: options.path ?? '*', element: ui }] : [];
  const children = [...mounted, ...routes];
  // A pathless root: the routes match as if at the top, and an element on '*' matches '/' too.
  const router = createMemoryRouter(session ? [{ element: <SessionRoot />, children }] : children, {
    initialEntries: [{ pathname, search: query ? `?${query}` : '', state }],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const tree = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  const utils = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...utils, router, queryClient };
}

/** Shows where the router ended up, with the state it carries. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="location">
      {location.pathname}
      {location.search}
      {location.state ? ` state=${JSON.stringify(location.state)}` : ''}
    </p>
  );
}
