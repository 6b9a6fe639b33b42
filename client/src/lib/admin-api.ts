import axios from 'axios';
import { apiBase } from './api-base';
import { ADMIN_LOGIN_PATH, ADMIN_TOKEN_KEY } from './storage-keys';

/** HTTP client for the back office. The admin token travels as a default header (spec §4, §6). */
export const adminApi = axios.create({
  baseURL: apiBase,
  headers: { Accept: 'application/json' },
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
});

/** Saves the admin token and sets it as the default bearer header; `null` removes both. */
export function setAdminToken(token: string | null): void {
  if (token) {
    localStorage.setItem(ADMIN_TOKEN_KEY, token);
    adminApi.defaults.headers.common.Authorization = `Bearer ${token}`;
  } else {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
    delete adminApi.defaults.headers.common.Authorization;
  }
}

const storedToken = localStorage.getItem(ADMIN_TOKEN_KEY);
if (storedToken) adminApi.defaults.headers.common.Authorization = `Bearer ${storedToken}`;

adminApi.interceptors.response.use(undefined, (error: unknown) => {
  // A 401 on the login call itself (wrong credentials, no token yet) must stay on the form with its message.
  if (axios.isAxiosError(error) && error.response?.status === 401 && localStorage.getItem(ADMIN_TOKEN_KEY)) {
    setAdminToken(null);
    if (window.location.pathname.toLowerCase() !== ADMIN_LOGIN_PATH) window.location.assign(ADMIN_LOGIN_PATH);
  }
  return Promise.reject(error);
});
