import type { ReactNode } from 'react';
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { adminApi } from '../../../lib/admin-api';

export interface MockCall {
  method: string;
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
}

/** What the fake server answers: a status and body, 'network' (no response) or a pending promise. */
export type MockAnswer = { status: number; data?: unknown; headers?: Record<string, string> } | 'network';

/**
 * Replaces the admin client's transport: real axios (interceptors, error objects) without a server.
 * Returns the list of requests made.
 */
export function mockAdminServer(handler: (call: MockCall) => MockAnswer | Promise<MockAnswer>): MockCall[] {
  const calls: MockCall[] = [];
  adminApi.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const call: MockCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params as Record<string, unknown> | undefined,
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    const answer = await handler(call);
    if (answer === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = {
      status: answer.status,
      statusText: String(answer.status),
      data: answer.data,
      headers: new AxiosHeaders(answer.headers ?? {}),
      config,
      request: {},
    };
    if (answer.status >= 400) {
      throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
    }
    return response;
  };
  return calls;
}

/** Renders `element` at `path` inside a memory router and a fresh query client. */
export function renderAdmin(element: ReactNode, { path = '/', extraRoutes = [] as RouteObject[] } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: path.split('?')[0], element }, ...extraRoutes], { initialEntries: [path] });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}
