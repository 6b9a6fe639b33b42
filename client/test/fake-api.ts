import { vi } from 'vitest';
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { adminApi, userApi, type ApiClient } from '../src/lib/api-client';

/** HTTP fakes of the component tests: real axios objects and real `fetch` responses, no server. */

export interface FakeCall {
  method: string;
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
}

/** What the fake server answers: a status and body, or 'network' (no response at all). */
export type FakeAnswer = { status: number; data?: unknown; headers?: Record<string, string> } | 'network';

/**
 * Replaces the admin client's transport: real axios (interceptors, error objects) without a server.
 * Returns the list of requests made.
 */
export function fakeAdminServer(handler: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>): FakeCall[] {
  return fakeServerOf(adminApi, handler);
}

/** The same for the user client (/perfil's tools). */
export function fakeUserServer(handler: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>): FakeCall[] {
  return fakeServerOf(userApi, handler);
}

function fakeServerOf(api: ApiClient, handler: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>): FakeCall[] {
  const calls: FakeCall[] = [];
  api.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const call: FakeCall = {
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

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

/** For `vi.spyOn(userApi, …).mockResolvedValue(…)`. */
export function okResponse<T>(data: T, status = 200): AxiosResponse<T> {
  return { data, status, statusText: 'OK', headers: {}, config };
}

/** For `vi.spyOn(userApi, …).mockRejectedValue(…)`: the server answered an error status. */
export function httpError(status: number, data: unknown): AxiosError {
  const response = { data, status, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
}

/** The request left but nothing answered. */
export function networkError(): AxiosError {
  return new AxiosError('Network Error', 'ERR_NETWORK', config, {});
}

type PublicAnswer = { data: unknown; headers?: Record<string, string> } | { error: { status: number; body?: unknown } } | 'pending';

/** Stubs `fetch` for the public reads (publicGet): each API path (e.g. '/testimonials') answers data, an HTTP error, or never (pending). */
export function mockPublicApi(answers: Record<string, PublicAnswer>) {
  const fn = vi.fn((input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/api/, '');
    const answer = answers[path];
    if (!answer) return Promise.reject(new TypeError(`unexpected GET ${url}`));
    if (answer === 'pending') return new Promise<Response>(() => {});
    const [status, body] = 'error' in answer ? [answer.error.status, answer.error.body] : [200, answer.data];
    return Promise.resolve(
      new Response(body === undefined ? '' : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...('headers' in answer ? answer.headers : {}) },
      }),
    );
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}
