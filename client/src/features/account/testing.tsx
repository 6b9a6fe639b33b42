import { StrictMode, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { UserSessionProvider } from '../../lib/user-session';

/** Test helpers of the account feature (not part of the app bundle). */

function SessionRoot() {
  const navigate = useNavigate();
  return (
    <UserSessionProvider onLogout={() => navigate('/login', { replace: true })}>
      <Outlet />
    </UserSessionProvider>
  );
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

export function renderRoutes(children: RouteObject[], path: string, opts: { state?: unknown; strict?: boolean } = {}) {
  const router = createMemoryRouter([{ path: '/', element: <SessionRoot />, children }], {
    initialEntries: [{ pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state: opts.state }],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const tree: ReactNode = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  render(opts.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return router;
}

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

export function okResponse<T>(data: T, status = 200): AxiosResponse<T> {
  return { data, status, statusText: 'OK', headers: {}, config };
}

export function httpError(status: number, data: unknown): AxiosError {
  const response = { data, status, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
}

export function networkError(): AxiosError {
  return new AxiosError('Network Error', 'ERR_NETWORK', config, {});
}
