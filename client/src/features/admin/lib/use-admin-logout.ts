import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { adminLogout } from '../../../lib/admin-session';
import { ADMIN_LOGIN_PATH } from '../../../lib/storage-keys';

/** Spec §4: logout removes token and header and goes to /login-admin-r21. */
export function useAdminLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    adminLogout();
    queryClient.removeQueries({ queryKey: ['admin'] });
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  }, [navigate, queryClient]);
}
