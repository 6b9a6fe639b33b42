import type { ReactNode } from 'react';
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { adminApi } from '../../../lib/admin-api';

export interface Call {
  method: string;
  url: string;
  data?: unknown;
}

export type Answer = { status: number; data?: unknown };

/** Replaces the admin client's transport (real axios objects, no server); returns the calls made. */
export function fakeAdminServer(handler: (call: Call) => Answer | Promise<Answer>): Call[] {
  const calls: Call[] = [];
  adminApi.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const call: Call = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    const answer = await handler(call);
    const response: AxiosResponse = {
      status: answer.status,
      statusText: '',
      data: answer.data,
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    if (answer.status >= 400) throw new AxiosError('fail', AxiosError.ERR_BAD_REQUEST, config, {}, response);
    return response;
  };
  return calls;
}

export function renderPage(element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}
