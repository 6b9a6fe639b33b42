import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  EmailOnlyPayload,
  LoginPayload,
  LoginResponse,
  MessageResponse,
  RegisterPayload,
  ResetPasswordPayload,
  UserProfile,
} from '@app/shared/users';
import type { DeleteAccountPayload, PersonalDataExport } from '@app/shared/privacy';
import { userApi } from '../../../lib/api-client';

/** The /api/users calls of spec §7 "Users" (all through the user client, which adds the bearer). */

export async function registerUser(payload: RegisterPayload): Promise<MessageResponse> {
  const { data } = await userApi.post<MessageResponse>('/users/register', payload);
  return data;
}

/** Resolves with the whole response: the verification page also checks the status. */
export function verifyEmail(token: string) {
  return userApi.get<{ reason?: unknown }>(`/users/verify-email/${encodeURIComponent(token)}`);
}

export async function loginUser(payload: LoginPayload): Promise<Partial<LoginResponse>> {
  const { data } = await userApi.post<Partial<LoginResponse>>('/users/login', payload);
  return data ?? {};
}

export async function resendVerification(payload: EmailOnlyPayload): Promise<MessageResponse> {
  const { data } = await userApi.post<MessageResponse>('/users/resend-verification', payload);
  return data;
}

export async function forgotPassword(payload: EmailOnlyPayload): Promise<MessageResponse> {
  const { data } = await userApi.post<MessageResponse>('/users/forgot-password', payload);
  return data;
}

export async function resetPassword(payload: ResetPasswordPayload): Promise<Partial<MessageResponse>> {
  const { data } = await userApi.post<Partial<MessageResponse>>('/users/reset-password', payload);
  return data ?? {};
}

export async function getProfile(): Promise<UserProfile | null> {
  const { data } = await userApi.get<UserProfile | ''>('/users/profile');
  return data && typeof data === 'object' ? data : null;
}

export const profileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['account', 'profile', token],
    queryFn: getProfile,
    // 401/403/404 end the session; retrying them only delays the logout.
    retry: false,
    staleTime: 0,
  });

export function useProfile(token: string | null) {
  return useQuery(profileQueryOptions(token));
}

/** GET /api/users/me/export: everything stored about the person. */
export async function exportMyData(): Promise<PersonalDataExport> {
  const { data } = await userApi.get<PersonalDataExport>('/users/me/export');
  return data;
}

/** DELETE /api/users/me: the password confirms it; a wrong one answers 400 and changes nothing. */
export async function deleteMyAccount(payload: DeleteAccountPayload): Promise<MessageResponse> {
  const { data } = await userApi.delete<MessageResponse>('/users/me', { data: payload });
  return data;
}
