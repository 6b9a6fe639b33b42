/**
 * Where the two sessions live (spec §3): the user's token and info under userToken/userInfo, the
 * admin's token under adminToken, all in localStorage. This module is the only reader and writer
 * of those keys; the API clients and the session provider both go through it.
 */

export type SessionRole = 'user' | 'admin';

/** The user object returned by POST /users/login (fields not fixed by the spec). */
export type UserInfo = Record<string, unknown>;

export interface StoredSession {
  token: string | null;
  /** The user's info; always null for the admin, whose session is a token only. */
  info: UserInfo | null;
}

const STORAGE_KEYS: Record<SessionRole, { token: string; info?: string }> = {
  user: { token: 'userToken', info: 'userInfo' },
  admin: { token: 'adminToken' },
};

export const LOGIN_PATH: Record<SessionRole, string> = {
  user: '/login',
  admin: '/login-admin-r21',
};

/**
 * Raised when the server refuses a session's token (HTTP 401). 'auth-error-401' is the user's
 * global event of the spec (§4, §8); the admin's has its own name so one role never ends the other.
 */
export const SESSION_EXPIRED_EVENT: Record<SessionRole, string> = {
  user: 'auth-error-401',
  admin: 'admin-auth-error-401',
};

export const EMPTY_SESSION: StoredSession = { token: null, info: null };

export function readToken(role: SessionRole): string | null {
  return localStorage.getItem(STORAGE_KEYS[role].token) || null;
}

/** The stored info; corrupt data is removed and ignored (spec §3). */
export function readInfo(role: SessionRole): UserInfo | null {
  const key = STORAGE_KEYS[role].info;
  const raw = key ? localStorage.getItem(key) : null;
  if (!key || raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as UserInfo;
  } catch {
    // fall through: discard
  }
  localStorage.removeItem(key);
  return null;
}

export function readSession(role: SessionRole): StoredSession {
  return { token: readToken(role), info: readInfo(role) };
}

export function saveSession(role: SessionRole, token: string, info?: UserInfo): void {
  const keys = STORAGE_KEYS[role];
  localStorage.setItem(keys.token, token);
  if (keys.info && info !== undefined) localStorage.setItem(keys.info, JSON.stringify(info));
}

export function clearSession(role: SessionRole): void {
  const keys = STORAGE_KEYS[role];
  localStorage.removeItem(keys.token);
  if (keys.info) localStorage.removeItem(keys.info);
}

/** Which part of a role's session a `storage` event from another tab touched. */
export function changedPart(role: SessionRole, key: string | null): 'all' | 'token' | 'info' | null {
  if (key === null) return 'all';
  if (key === STORAGE_KEYS[role].token) return 'token';
  if (key === STORAGE_KEYS[role].info) return 'info';
  return null;
}

/** The server refused the token: forget the session and tell whoever shows it (the session provider). */
export function expireSession(role: SessionRole): void {
  clearSession(role);
  window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT[role]));
}
