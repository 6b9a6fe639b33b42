import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAdminSession, useUserSession } from './session-provider';
import { LOGIN_PATH, type SessionRole } from './session-storage';

/** A protected page: without a session, the role's login page, with the requested location passed along (spec §4, §6). */
function Guard({ role, allowed, children }: { role: SessionRole; allowed: boolean; children: ReactNode }) {
  const location = useLocation();
  if (!allowed) return <Navigate to={LOGIN_PATH[role]} replace state={{ from: location }} />;
  return <>{children}</>;
}

/** /perfil: a user token must exist. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useUserSession();
  return (
    <Guard role="user" allowed={isAuthenticated}>
      {children}
    </Guard>
  );
}

/** /admin/dashboard and below (spec §2, §4): only checks that an admin token exists (the server validates it). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAdminSession();
  return (
    <Guard role="admin" allowed={isAuthenticated}>
      {children}
    </Guard>
  );
}
