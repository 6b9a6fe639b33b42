import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminLoginToken,
  MessageResponse,
  TwoFactorActivateResponse,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '@app/shared/admin';
import { adminApi } from '../../../lib/api-client';

// ---- the login's second step (no session yet: the challenge stands in for it) ------------------

export async function verifyTwoFactor(challenge: string, code: string): Promise<AdminLoginToken> {
  return (await adminApi.post<AdminLoginToken>('/auth/admin/2fa/verify', { challenge, code })).data;
}

/** ADMIN_REQUIRE_2FA: the secret to scan, for the setup-only challenge of the login. */
export async function setupAtLogin(challenge: string): Promise<TwoFactorSetupResponse> {
  return (await adminApi.post<TwoFactorSetupResponse>('/auth/admin/2fa/setup', { challenge })).data;
}

export async function activateAtLogin(challenge: string, code: string): Promise<TwoFactorActivateResponse> {
  return (await adminApi.post<TwoFactorActivateResponse>('/auth/admin/2fa/activar', { challenge, code })).data;
}

// ---- the Seguridad screen ---------------------------------------------------------------------

export const twoFactorStatusKey = ['admin', '2fa'] as const;

export async function fetchTwoFactorStatus(): Promise<TwoFactorStatus> {
  return (await adminApi.get<TwoFactorStatus>('/admin/2fa')).data;
}

export function useTwoFactorStatus() {
  return useQuery({ queryKey: twoFactorStatusKey, queryFn: fetchTwoFactorStatus, staleTime: 0 });
}

export async function beginTwoFactorSetup(): Promise<TwoFactorSetupResponse> {
  return (await adminApi.post<TwoFactorSetupResponse>('/admin/2fa/setup')).data;
}

export async function activateTwoFactor(code: string): Promise<TwoFactorActivateResponse> {
  return (await adminApi.post<TwoFactorActivateResponse>('/admin/2fa/activar', { code })).data;
}

export function useDeactivateTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => (await adminApi.post<MessageResponse>('/admin/2fa/desactivar', { code })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusKey }),
  });
}
