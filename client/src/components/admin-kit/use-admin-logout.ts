import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminSession } from '../../lib/session/session-provider';

/** Spec §4: logout removes the token and goes to /login-admin-r21 (the session provider navigates); the back office's cached data goes too. */
export function useAdminLogout(): () => void {
  const { logout } = useAdminSession();
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.removeQueries({ queryKey: ['admin'] });
    logout();
  }, [logout, queryClient]);
}
