import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UNDELIVERED_EMAILS_PATH, type UndeliveredEmail, type UndeliveredEmailsResponse } from '@app/shared/outbox';
import { adminApi } from '../../../lib/api-client';

export const undeliveredEmailsKey = ['admin', 'correos-no-entregados'] as const;

export async function fetchUndeliveredEmails(): Promise<UndeliveredEmail[]> {
  return (await adminApi.get<UndeliveredEmailsResponse>(UNDELIVERED_EMAILS_PATH)).data.emails ?? [];
}

export function useUndeliveredEmails() {
  return useQuery({ queryKey: undeliveredEmailsKey, queryFn: fetchUndeliveredEmails, staleTime: 0 });
}

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await adminApi.post<{ message: string }>(`${UNDELIVERED_EMAILS_PATH}/${id}/reintentar`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: undeliveredEmailsKey }),
  });
}
