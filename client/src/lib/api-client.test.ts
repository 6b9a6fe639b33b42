import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { adminApi, userApi } from './api-client';

function adapterReturning(status: number, seen: InternalAxiosRequestConfig[] = []): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response: AxiosResponse = { data: { message: 'x' }, status, statusText: '', headers: {}, config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError('fail', String(status), config, null, response);
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('User API client', () => {
  it('sends the stored user token as bearer, with the anti-forgery cookie settings', async () => {
    localStorage.setItem('userToken', 'tok');
    const seen: InternalAxiosRequestConfig[] = [];
    await userApi.get('/users/profile', { adapter: adapterReturning(200, seen) });
    expect(seen[0].headers.get('Authorization')).toBe('Bearer tok');
    expect(seen[0].baseURL).toBe('/api');
    expect(seen[0].xsrfCookieName).toBe('XSRF-TOKEN');
    expect(seen[0].xsrfHeaderName).toBe('X-XSRF-TOKEN');
  });

  it('sends no Authorization header without a token', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    await userApi.get('/bloqueos', { adapter: adapterReturning(200, seen) });
    expect(seen[0].headers.get('Authorization')).toBeFalsy();
  });

  it('on 401 removes token and user info and raises auth-error-401 exactly once', async () => {
    localStorage.setItem('userToken', 'tok');
    localStorage.setItem('userInfo', '{}');
    const listener = vi.fn();
    window.addEventListener('auth-error-401', listener);
    await expect(userApi.get('/users/profile', { adapter: adapterReturning(401) })).rejects.toMatchObject({
      response: { status: 401 },
    });
    window.removeEventListener('auth-error-401', listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('leaves the session alone on other errors', async () => {
    localStorage.setItem('userToken', 'tok');
    const listener = vi.fn();
    window.addEventListener('auth-error-401', listener);
    await expect(userApi.get('/users/profile', { adapter: adapterReturning(500) })).rejects.toBeTruthy();
    window.removeEventListener('auth-error-401', listener);
    expect(listener).not.toHaveBeenCalled();
    expect(localStorage.getItem('userToken')).toBe('tok');
  });
});

describe('Admin API client (the same mechanism, its own storage key and event)', () => {
  it('sends the stored admin token as bearer', async () => {
    localStorage.setItem('adminToken', 'adm');
    localStorage.setItem('userToken', 'usr');
    const seen: InternalAxiosRequestConfig[] = [];
    await adminApi.get('/admin/bloqueos', { adapter: adapterReturning(200, seen) });
    expect(seen[0].headers.get('Authorization')).toBe('Bearer adm');
  });

  it('on 401 removes only the admin token and raises admin-auth-error-401 once', async () => {
    localStorage.setItem('adminToken', 'adm');
    localStorage.setItem('userToken', 'usr');
    const adminListener = vi.fn();
    const userListener = vi.fn();
    window.addEventListener('admin-auth-error-401', adminListener);
    window.addEventListener('auth-error-401', userListener);
    await expect(adminApi.get('/admin/registros', { adapter: adapterReturning(401) })).rejects.toBeTruthy();
    window.removeEventListener('admin-auth-error-401', adminListener);
    window.removeEventListener('auth-error-401', userListener);
    expect(adminListener).toHaveBeenCalledTimes(1);
    expect(userListener).not.toHaveBeenCalled();
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(localStorage.getItem('userToken')).toBe('usr');
  });
});
