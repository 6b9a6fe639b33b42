import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { isAdminAuthenticated } from '../lib/admin-session';
import { ADMIN_LOGIN_PATH } from '../lib/storage-keys';

/** /admin/dashboard guard (spec §2, §4): only checks that an admin token is stored. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  if (!isAdminAuthenticated()) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  return <>{children}</>;
}
