import { setAdminToken } from './admin-api';
import { ADMIN_TOKEN_KEY } from './storage-keys';

export function getAdminToken(): string | null {
  return localStorage.getItem(ADMIN_TOKEN_KEY);
}

/** The spec's only check: a token exists (the server validates it). */
export function isAdminAuthenticated(): boolean {
  return Boolean(getAdminToken());
}

/** Stores the token from a successful admin login and sets the default bearer header. */
export function adminLogin(token: string): void {
  setAdminToken(token);
}

/** Removes the token and the header. The caller navigates to /login-admin-r21 (ADMIN_LOGIN_PATH). */
export function adminLogout(): void {
  setAdminToken(null);
}
