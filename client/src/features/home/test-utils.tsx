import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { vi } from 'vitest';
import { userApi } from '../../lib/user-api';

/** Renders inside a fresh query cache (no retries) and a memory router. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

type Answer = { data: unknown } | { error: { status: number; body?: unknown } } | 'pending';

/** Stubs the public API client: each URL answers data, an HTTP error, or never (pending). */
export function mockPublicApi(answers: Record<string, Answer>) {
  return vi.spyOn(userApi, 'get').mockImplementation((url: string) => {
    const answer = answers[url];
    if (!answer) return Promise.reject(new Error(`unexpected GET ${url}`));
    if (answer === 'pending') return new Promise(() => {});
    if ('error' in answer) {
      const config = { headers: new AxiosHeaders() };
      const response = { status: answer.error.status, data: answer.error.body, statusText: '', headers: {}, config } as AxiosResponse;
      return Promise.reject(new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response));
    }
    return Promise.resolve({ data: answer.data, status: 200, statusText: 'OK', headers: {}, config: { headers: new AxiosHeaders() } });
  });
}

/** jsdom has no matchMedia: answers min-width queries for `width` and the reduced-motion preference. */
export function stubMatchMedia({ width = 1024, reducedMotion = false }: { width?: number; reducedMotion?: boolean } = {}) {
  const matches = (query: string) => {
    if (query.includes('prefers-reduced-motion')) return reducedMotion;
    const min = /min-width:\s*(\d+)px/.exec(query);
    return min ? width >= Number(min[1]) : false;
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    })),
  );
}
