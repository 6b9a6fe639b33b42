/** localStorage keys fixed by the spec (§3 Session). */
export const USER_TOKEN_KEY = 'userToken';
export const USER_INFO_KEY = 'userInfo';
export const ADMIN_TOKEN_KEY = 'adminToken';

/** Global event raised by the user API client on HTTP 401 (spec §4, §8). */
export const AUTH_ERROR_EVENT = 'auth-error-401';

export const USER_LOGIN_PATH = '/login';
export const ADMIN_LOGIN_PATH = '/login-admin-r21';
