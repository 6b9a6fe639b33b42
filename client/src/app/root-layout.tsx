import { useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { ScrollRestoration } from './scroll-restoration';
import { SessionProvider } from '../lib/session/session-provider';
import { LOGIN_PATH, type SessionRole } from '../lib/session/session-storage';

/** Top route: the sessions live inside the router so that a logout can navigate to its login page. */
export function RootLayout() {
  const navigate = useNavigate();
  const goToLogin = useCallback((role: SessionRole) => navigate(LOGIN_PATH[role], { replace: true }), [navigate]);
  return (
    <SessionProvider onLogout={goToLogin}>
      <Outlet />
      <ScrollRestoration />
    </SessionProvider>
  );
}
