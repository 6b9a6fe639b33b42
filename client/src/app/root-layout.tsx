import { useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { ScrollRestoration } from './scroll-restoration';
import { UserSessionProvider } from '../lib/user-session';
import { USER_LOGIN_PATH } from '../lib/storage-keys';

/** Top route: the user session lives inside the router so that a logout can navigate to /login. */
export function RootLayout() {
  const navigate = useNavigate();
  const goToLogin = useCallback(() => navigate(USER_LOGIN_PATH, { replace: true }), [navigate]);
  return (
    <UserSessionProvider onLogout={goToLogin}>
      <Outlet />
      <ScrollRestoration />
    </UserSessionProvider>
  );
}
