import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckinPayload, DailyMailPayload, MiRetoDetalle, MisRetosResponse } from '@app/shared/mi-reto';
import type { MessageResponse } from '@app/shared/users';
import { userApi } from '../../../lib/api-client';
import { misRetosKey, progresoKey } from './progreso';

/** /api/users/retos (docs/api.md "The tools of /perfil"). */

export { misRetosKey };
export const miRetoKey = (id: number) => ['account', 'retos', id] as const;

export async function fetchMisRetos(): Promise<MisRetosResponse> {
  const { data } = await userApi.get<MisRetosResponse>('/users/retos');
  return data;
}

export async function fetchMiReto(id: number): Promise<MiRetoDetalle> {
  const { data } = await userApi.get<MiRetoDetalle>(`/users/retos/${id}`);
  return data;
}

export async function saveCheckin({ id, dia, payload }: { id: number; dia: number; payload: CheckinPayload }): Promise<MessageResponse> {
  const { data } = await userApi.put<MessageResponse>(`/users/retos/${id}/checkins/${dia}`, payload);
  return data;
}

export async function setDailyMail(payload: DailyMailPayload): Promise<MessageResponse> {
  const { data } = await userApi.put<MessageResponse>('/users/retos/correo-diario', payload);
  return data;
}

export const useMisRetos = () => useQuery({ queryKey: misRetosKey, queryFn: fetchMisRetos });
export const useMiReto = (id: number | null) =>
  useQuery({ queryKey: miRetoKey(id ?? 0), queryFn: () => fetchMiReto(id!), enabled: id !== null });

/** A check-in changes the day's calendar and, with a weight, Mi progreso's log. */
export function useSaveCheckin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveCheckin,
    onSuccess: (_d, { id }) =>
      Promise.all([qc.invalidateQueries({ queryKey: miRetoKey(id) }), qc.invalidateQueries({ queryKey: progresoKey })]),
  });
}

export function useSetDailyMail() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setDailyMail, onSuccess: () => qc.invalidateQueries({ queryKey: misRetosKey }) });
}
