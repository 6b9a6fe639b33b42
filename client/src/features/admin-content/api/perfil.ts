import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_CONTENT_ENDPOINTS, type PerfilTextInput } from '@app/shared/admin-content';
import type { PerfilProData } from '@app/shared/content';
import { adminApi } from '../../../lib/api-client';

export const perfilKey = ['admin', 'perfil'] as const;

export async function fetchPerfil(): Promise<PerfilProData> {
  const { data } = await adminApi.get<PerfilProData>(ADMIN_CONTENT_ENDPOINTS.perfil);
  return { imagePath: data?.imagePath ?? null, text: data?.text ?? '', videoPath: data?.videoPath ?? null };
}

export function usePerfil() {
  return useQuery({ queryKey: perfilKey, queryFn: fetchPerfil, staleTime: 0 });
}

export function useSavePerfilText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: PerfilTextInput) =>
      (await adminApi.put<{ message: string }>(ADMIN_CONTENT_ENDPOINTS.perfilText, payload)).data,
    onSuccess: (_data, payload) => queryClient.setQueryData<PerfilProData>(perfilKey, (old) => old && { ...old, text: payload.texto }),
  });
}
