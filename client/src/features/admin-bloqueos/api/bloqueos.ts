import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Bloqueo, BloqueoCreatedResponse, BloqueoCreateInput } from '@app/shared/booking';
import { adminApi } from '../../../lib/api-client';

export const bloqueosKey = ['admin', 'bloqueos'] as const;

export async function fetchBloqueos(): Promise<Bloqueo[]> {
  const { data } = await adminApi.get<Bloqueo[]>('/admin/bloqueos');
  return Array.isArray(data) ? data : [];
}

export function useBloqueos() {
  return useQuery({ queryKey: bloqueosKey, queryFn: fetchBloqueos, staleTime: 0 });
}

export function useCreateBloqueo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: BloqueoCreateInput) => (await adminApi.post<BloqueoCreatedResponse>('/admin/bloqueos', payload)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bloqueosKey }),
  });
}

export function useDeleteBloqueo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await adminApi.delete<{ message: string }>(`/admin/bloqueos/${id}`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bloqueosKey }),
  });
}
