import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { renderMustMatchServer } from '../hydration';
import {
  EMPTY_SESSION,
  SESSION_EXPIRED_EVENT,
  changedPart,
  clearSession,
  readInfo,
  readSession,
  readToken,
  saveSession,
  type SessionRole,
  type StoredSession,
  type UserInfo,
} from './session-storage';

export type { UserInfo } from './session-storage';

interface RoleSession {
  token: string | null;
  /** A token exists (spec §4): the server checks it. */
  isAuthenticated: boolean;
  /** Clears the stored session, then calls the provider's onLogout (the app goes to the login page). */
  logout: () => void;
}

export interface UserSession extends RoleSession {
  user: UserInfo | null;
  /** Stores token and user. The login page navigates to /perfil itself. */
  login: (token: string, user: UserInfo) => void;
}

export interface AdminSession extends RoleSession {
  /** Stores the token; every admin request then carries it. */
  login: (token: string) => void;
}

const sameSession = (a: StoredSession, b: StoredSession) => a.token === b.token && JSON.stringify(a.info) === JSON.stringify(b.info);

/**
 * One role's session, mirrored from storage: restored at start, followed across tabs, ended by a
 * 401 (SESSION_EXPIRED_EVENT). The same code serves the user and the admin.
 */
function useStoredSession(role: SessionRole, readLater: boolean, onLogout: ((role: SessionRole) => void) | undefined) {
  const [session, setSession] = useState<StoredSession>(() => (readLater ? EMPTY_SESSION : readSession(role)));

  const onLogoutRef = useRef(onLogout);
  useEffect(() => {
    onLogoutRef.current = onLogout;
  }, [onLogout]);

  // Event handlers read the live token here, not a stale closure.
  const tokenRef = useRef(session.token);
  const show = useCallback((next: StoredSession) => {
    tokenRef.current = next.token;
    // Keep the same state when nothing changed: a new context value right after hydration would
    // force React to client-render the pre-rendered page boundaries that are still hydrating.
    setSession((prev) => (sameSession(prev, next) ? prev : next));
  }, []);

  useEffect(() => {
    // A transition: a context change reaching page parts that are still hydrating would otherwise
    // make React throw their server HTML away and render them again (the nodes a visitor or a
    // test holds are detached); as a transition React finishes hydrating them first.
    if (readLater) startTransition(() => show(readSession(role)));
  }, [readLater, role, show]);

  const login = useCallback(
    (token: string, info?: UserInfo) => {
      saveSession(role, token, info);
      show({ token, info: info ?? null });
    },
    [role, show],
  );

  const logout = useCallback(() => {
    clearSession(role);
    show(EMPTY_SESSION);
    onLogoutRef.current?.(role);
  }, [role, show]);

  useEffect(() => {
    // Only a live session logs out (and navigates): a 401 on the login form itself must stay there.
    const endIfLive = () => {
      if (tokenRef.current) logout();
      else {
        clearSession(role);
        show(EMPTY_SESSION);
      }
    };

    const onStorage = (event: StorageEvent) => {
      if (event.storageArea && event.storageArea !== localStorage) return;
      const part = changedPart(role, event.key);
      if (part === 'all' || part === 'token') {
        const token = readToken(role);
        if (token) show({ token, info: readInfo(role) });
        else endIfLive();
      } else if (part === 'info') {
        setSession((s) => ({ ...s, info: readInfo(role) }));
      }
    };

    const expiredEvent = SESSION_EXPIRED_EVENT[role];
    window.addEventListener('storage', onStorage);
    window.addEventListener(expiredEvent, endIfLive);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(expiredEvent, endIfLive);
    };
  }, [role, logout, show]);

  return { session, login, logout };
}

const UserSessionContext = createContext<UserSession | null>(null);
const AdminSessionContext = createContext<AdminSession | null>(null);

interface SessionProviderProps {
  children: ReactNode;
  /** Called after every logout with the role that ended; the app navigates to that role's LOGIN_PATH. */
  onLogout?: (role: SessionRole) => void;
}

/** The user's and the admin's sessions, for the whole app (mounted inside the router by RootLayout). */
export function SessionProvider({ children, onLogout }: SessionProviderProps) {
  // A pre-rendered page was built signed out: its first render stays so, the stored sessions follow in an effect.
  const [readLater] = useState(renderMustMatchServer);
  const user = useStoredSession('user', readLater, onLogout);
  const admin = useStoredSession('admin', readLater, onLogout);

  const userValue = useMemo<UserSession>(
    () => ({
      token: user.session.token,
      user: user.session.info,
      isAuthenticated: Boolean(user.session.token),
      login: user.login,
      logout: user.logout,
    }),
    [user.session, user.login, user.logout],
  );
  const adminValue = useMemo<AdminSession>(
    () => ({ token: admin.session.token, isAuthenticated: Boolean(admin.session.token), login: admin.login, logout: admin.logout }),
    [admin.session, admin.login, admin.logout],
  );

  return (
    <UserSessionContext.Provider value={userValue}>
      <AdminSessionContext.Provider value={adminValue}>{children}</AdminSessionContext.Provider>
    </UserSessionContext.Provider>
  );
}

export function useUserSession(): UserSession {
  const session = useContext(UserSessionContext);
  if (!session) throw new Error('useUserSession must be used inside <SessionProvider>');
  return session;
}

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession must be used inside <SessionProvider>');
  return session;
}
