import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import { vi } from 'vitest';

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

/** Stubs `fetch` for the public reads: each API path (e.g. '/testimonials', '/inicio-slides') answers data, an HTTP error, or never (pending). */
export function mockPublicApi(answers: Record<string, Answer>) {
  const fn = vi.fn((input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/api/, '');
    const answer = answers[path];
    if (!answer) return Promise.reject(new TypeError(`unexpected GET ${url}`));
    if (answer === 'pending') return new Promise<Response>(() => {});
    const [status, body] = 'error' in answer ? [answer.error.status, answer.error.body] : [200, answer.data];
    return Promise.resolve(
      new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fn);
  return fn;
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
