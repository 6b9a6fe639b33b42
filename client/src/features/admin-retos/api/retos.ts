import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RETO_ENDPOINTS, type AdminReto, type RetoData, type RetoDia, type RetoParticipantes } from '@app/shared/retos';
import { SHOP_ENDPOINTS, type AdminProduct } from '@app/shared/shop';
import { adminApi } from '../../../lib/api-client';

export const retosKey = ['admin', 'retos'] as const;
export const retoKey = (id: number) => [...retosKey, id] as const;
const planKey = (id: number) => [...retosKey, id, 'dias'] as const;
const participantesKey = (id: number) => [...retosKey, id, 'participantes'] as const;

export interface RetoPlan {
  dias: number;
  plan: RetoDia[];
}

export async function fetchRetos(): Promise<AdminReto[]> {
  const { data } = await adminApi.get<AdminReto[]>(RETO_ENDPOINTS.adminRetos);
  return Array.isArray(data) ? data : [];
}

export function useRetos() {
  return useQuery({ queryKey: retosKey, queryFn: fetchRetos, staleTime: 0 });
}

export function useReto(id: number) {
  return useQuery({
    queryKey: retoKey(id),
    queryFn: async () => (await adminApi.get<AdminReto>(RETO_ENDPOINTS.adminReto(id))).data,
    staleTime: 0,
  });
}

/** The catalog's products, for the kit's choices (the same list the Productos screen reads). */
export function useKitChoices() {
  return useQuery({
    queryKey: ['admin', 'productos'],
    queryFn: async () => {
      const { data } = await adminApi.get<AdminProduct[]>(SHOP_ENDPOINTS.adminProductos);
      return Array.isArray(data) ? data : [];
    },
    staleTime: 0,
  });
}

export function usePlan(id: number) {
  return useQuery({
    queryKey: planKey(id),
    queryFn: async () => (await adminApi.get<RetoPlan>(RETO_ENDPOINTS.adminDias(id))).data,
    staleTime: 0,
  });
}

export function useParticipantes(id: number) {
  return useQuery({
    queryKey: participantesKey(id),
    queryFn: async () => (await adminApi.get<RetoParticipantes>(RETO_ENDPOINTS.adminParticipantes(id))).data,
    staleTime: 0,
  });
}

function useSetRetoInCache() {
  const queryClient = useQueryClient();
  return (reto: AdminReto) => {
    queryClient.setQueryData(retoKey(reto.id), reto);
    return queryClient.invalidateQueries({ queryKey: retosKey, exact: true });
  };
}

export function useSaveReto() {
  const setInCache = useSetRetoInCache();
  return useMutation({
    mutationFn: async ({ id, payload }: { id: number | null; payload: RetoData }) =>
      id === null
        ? (await adminApi.post<AdminReto>(RETO_ENDPOINTS.adminRetos, payload)).data
        : (await adminApi.put<AdminReto>(RETO_ENDPOINTS.adminReto(id), payload)).data,
    onSuccess: (reto) => setInCache(reto),
  });
}

export function useArchiveReto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await adminApi.delete<{ message: string }>(RETO_ENDPOINTS.adminReto(id))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: retosKey }),
  });
}

export function useSavePlan(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dias: RetoDia[]) =>
      (await adminApi.put<RetoPlan & { message: string }>(RETO_ENDPOINTS.adminDias(id), { dias })).data,
    onSuccess: (answer) => {
      queryClient.setQueryData(planKey(id), { dias: answer.dias, plan: answer.plan });
      return queryClient.invalidateQueries({ queryKey: retosKey, exact: true });
    },
  });
}

/** After an image upload: the reto as the server answered it. */
export function useImageUploaded() {
  return useSetRetoInCache();
}

/** The image's alt text alone (a JSON PUT to the image's address). */
export function useSaveImageAlt(id: number) {
  const setInCache = useSetRetoInCache();
  return useMutation({
    mutationFn: async (alt: string) =>
      (await adminApi.put<{ message: string; reto: AdminReto }>(RETO_ENDPOINTS.adminImagen(id), { alt })).data,
    onSuccess: (answer) => setInCache(answer.reto),
  });
}
