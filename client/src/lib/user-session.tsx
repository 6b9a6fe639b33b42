import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AUTH_ERROR_EVENT, USER_INFO_KEY, USER_TOKEN_KEY } from './storage-keys';
import { renderMustMatchServer } from './hydration';

/** The user object returned by POST /users/login (fields not fixed by the spec). */
export type UserInfo = Record<string, unknown>;

export interface UserSession {
  token: string | null;
  user: UserInfo | null;
  /** A token exists (spec §4). */
  isAuthenticated: boolean;
  /** Stores token and user. The login page navigates to /perfil itself. */
  login: (token: string, user: UserInfo) => void;
  /** Clears token and user, then goes to /login. */
  logout: () => void;
}

const UserSessionContext = createContext<UserSession | null>(null);

/** Reads userInfo from storage; corrupt data is removed and ignored (spec §3). */
export function readStoredUser(): UserInfo | null {
  const raw = localStorage.getItem(USER_INFO_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as UserInfo;
  } catch {
    // fall through: discard
  }
  localStorage.removeItem(USER_INFO_KEY);
  return null;
}

function readStoredToken(): string | null {
  return localStorage.getItem(USER_TOKEN_KEY) || null;
}

interface UserSessionProviderProps {
  children: ReactNode;
  /** Called after every logout; the app passes a navigation to /login. */
  onLogout?: () => void;
}

export function UserSessionProvider({ children, onLogout }: UserSessionProviderProps) {
  // A pre-rendered page was built signed out: its first render stays so, the stored session follows in an effect.
  const [readLater] = useState(renderMustMatchServer);
  const [token, setToken] = useState<string | null>(() => (readLater ? null : readStoredToken()));
  const [user, setUser] = useState<UserInfo | null>(() => (readLater ? null : readStoredUser()));

  const onLogoutRef = useRef(onLogout);
  useEffect(() => {
    onLogoutRef.current = onLogout;
  }, [onLogout]);

  const tokenRef = useRef(token);
  useEffect(() => {
    tokenRef.current = token;
  }, [token]);

  useEffect(() => {
    if (!readLater) return;
    const storedToken = readStoredToken();
    tokenRef.current = storedToken;
    setToken(storedToken);
    setUser(readStoredUser());
  }, [readLater]);

  const login = useCallback((newToken: string, newUser: UserInfo) => {
    localStorage.setItem(USER_TOKEN_KEY, newToken);
    localStorage.setItem(USER_INFO_KEY, JSON.stringify(newUser));
    tokenRef.current = newToken;
    setToken(newToken);
    setUser(newUser);
  }, []);

  const logout = useCallback(() => {
    localStorage.removeItem(USER_TOKEN_KEY);
    localStorage.removeItem(USER_INFO_KEY);
    tokenRef.current = null;
    setToken(null);
    setUser(null);
    onLogoutRef.current?.();
  }, []);

  useEffect(() => {
    // Event-driven logouts only matter for a live session: a 401 on the login form itself must not navigate.
    const logoutIfLoggedIn = () => {
      if (tokenRef.current) logout();
      else {
        localStorage.removeItem(USER_INFO_KEY);
        setUser(null);
      }
    };

    const onStorage = (event: StorageEvent) => {
      if (event.storageArea && event.storageArea !== localStorage) return;
      if (event.key === null || event.key === USER_TOKEN_KEY) {
        const nextToken = readStoredToken();
        if (!nextToken) {
          logoutIfLoggedIn();
          return;
        }
        tokenRef.current = nextToken;
        setToken(nextToken);
        setUser(readStoredUser());
      } else if (event.key === USER_INFO_KEY) {
        setUser(readStoredUser());
      }
    };

    window.addEventListener('storage', onStorage);
    window.addEventListener(AUTH_ERROR_EVENT, logoutIfLoggedIn);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(AUTH_ERROR_EVENT, logoutIfLoggedIn);
    };
  }, [logout]);

  const value = useMemo<UserSession>(() => ({ token, user, isAuthenticated: Boolean(token), login, logout }), [token, user, login, logout]);

  return <UserSessionContext.Provider value={value}>{children}</UserSessionContext.Provider>;
}

export function useUserSession(): UserSession {
  const session = useContext(UserSessionContext);
  if (!session) throw new Error('useUserSession must be used inside <UserSessionProvider>');
  return session;
}
