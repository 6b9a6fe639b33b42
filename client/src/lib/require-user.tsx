import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useUserSession } from './user-session';
import { USER_LOGIN_PATH } from './storage-keys';

/** Protected user page: unauthenticated visitors go to /login with the requested location (spec §4, §6). */
export function RequireUser({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useUserSession();
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to={USER_LOGIN_PATH} replace state={{ from: location }} />;
  return <>{children}</>;
}
