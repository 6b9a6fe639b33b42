import {
  ADMIN_MESSAGES,
  type AdminLoginInput,
  type AdminLoginResponse,
  type AdminResetPasswordInput,
  type MessageResponse,
} from '@app/shared/admin';
import { adminApi } from '../../../lib/api-client';
import { apiFailure } from '../../../lib/api-error';

export async function loginAdmin(input: AdminLoginInput): Promise<AdminLoginResponse> {
  const { data } = await adminApi.post<AdminLoginResponse>('/auth/admin/login', input);
  return data;
}

export async function requestAdminPasswordReset(email: string): Promise<MessageResponse> {
  const { data } = await adminApi.post<MessageResponse>('/auth/admin/request-password-reset', { email });
  return data;
}

export async function resetAdminPassword(input: AdminResetPasswordInput): Promise<MessageResponse> {
  const { data } = await adminApi.post<MessageResponse>('/auth/admin/reset-password', input);
  return data;
}

/** Spec §8 Admin login: server message, else no response / setup failure texts. */
export function loginErrorMessage(err: unknown): string {
  const failure = apiFailure(err);
  if (failure.kind === 'response') return failure.message ?? `Error ${failure.status}`;
  if (failure.kind === 'network') return ADMIN_MESSAGES.loginNoResponse;
  return ADMIN_MESSAGES.loginSetup;
}

/** The recovery link shows only for a wrong username or password (spec §2). */
export const showsRecoveryLink = (message: string | null | undefined) => Boolean(message?.includes(ADMIN_MESSAGES.recoveryLinkTrigger));
