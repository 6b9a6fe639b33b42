import axios, { AxiosHeaders, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiBase } from './api-base';
import { expireSession, readToken, type SessionRole } from './session/session-storage';

/** The HTTP client of one area (userApi, adminApi): what features and components are handed. */
export type ApiClient = AxiosInstance;

/** A response header, whatever the case of its name; undefined when absent. */
export function responseHeader(response: Pick<AxiosResponse, 'headers'>, name: string): string | undefined {
  const value = AxiosHeaders.from(response.headers as AxiosHeaders).get(name);
  return typeof value === 'string' ? value : undefined;
}

type TrackedConfig = InternalAxiosRequestConfig & { sessionExpiryHandled?: boolean };

/**
 * The HTTP client of one session role (spec §6): the stored token as bearer on every request, the
 * anti-forgery cookie echoed as a header, and a 401 ends that role's session (storage cleared,
 * SESSION_EXPIRED_EVENT raised; the session provider logs out and navigates).
 */
function createApiClient(role: SessionRole): AxiosInstance {
  const client = axios.create({
    baseURL: apiBase,
    headers: { Accept: 'application/json' },
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
  });

  // Read at each request, so a login or logout (here or in another tab) applies to the next call.
  client.interceptors.request.use((config) => {
    const token = readToken(role);
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isAxiosError(error) && error.response?.status === 401) {
      const config = error.config as TrackedConfig | undefined;
      // Once per request: an error object re-thrown through other handlers must not log out twice.
      if (!config?.sessionExpiryHandled) {
        if (config) config.sessionExpiryHandled = true;
        expireSession(role);
      }
    }
    return Promise.reject(error);
  });

  return client;
}

/** Visitors and registered users. */
export const userApi = createApiClient('user');

/** The back office. */
export const adminApi = createApiClient('admin');
