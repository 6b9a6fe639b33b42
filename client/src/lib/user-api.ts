import axios, { type InternalAxiosRequestConfig } from 'axios';
import { apiBase } from './api-base';
import { AUTH_ERROR_EVENT, USER_INFO_KEY, USER_TOKEN_KEY } from './storage-keys';

/** HTTP client for the visitor and registered-user API (spec §6: bearer user token on every request). */
export const userApi = axios.create({
  baseURL: apiBase,
  headers: { Accept: 'application/json' },
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
});

userApi.interceptors.request.use((config) => {
  const token = localStorage.getItem(USER_TOKEN_KEY);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

type TrackedConfig = InternalAxiosRequestConfig & { authErrorHandled?: boolean };

userApi.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error) && error.response?.status === 401) {
    const config = error.config as TrackedConfig | undefined;
    // Once per request: an error object re-thrown through other handlers must not log out twice.
    if (!config?.authErrorHandled) {
      if (config) config.authErrorHandled = true;
      localStorage.removeItem(USER_TOKEN_KEY);
      localStorage.removeItem(USER_INFO_KEY);
      window.dispatchEvent(new Event(AUTH_ERROR_EVENT));
    }
  }
  return Promise.reject(error);
});
