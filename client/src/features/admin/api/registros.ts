import axios from 'axios';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRegistro, AgendaScope, RegistroUpdatedResponse, RegistroUpdateInput } from '@app/shared/booking';
import { adminApi } from '../../../lib/admin-api';

export const registrosKey = ['admin', 'registros'] as const;

export interface AgendaFilter {
  scope: AgendaScope;
  q: string;
}

const params = ({ scope, q }: AgendaFilter) => ({ scope, ...(q.trim() ? { q: q.trim() } : {}) });

export async function fetchRegistros(filter: AgendaFilter): Promise<AdminRegistro[]> {
  const { data } = await adminApi.get<AdminRegistro[]>('/admin/registros', { params: params(filter) });
  return Array.isArray(data) ? data : [];
}

export function useRegistros(filter: AgendaFilter) {
  return useQuery({
    queryKey: [...registrosKey, filter.scope, filter.q.trim()],
    queryFn: () => fetchRegistros(filter),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useUpdateRegistro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, payload }: { id: number; payload: RegistroUpdateInput }) =>
      (await adminApi.put<RegistroUpdatedResponse>(`/admin/registros/${id}`, payload)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrosKey }),
  });
}

export function useDeleteRegistro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await adminApi.delete<{ message: string }>(`/admin/registros/${id}`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrosKey }),
  });
}

/** Spec §8 Registros: the load error in words. */
export function registrosLoadError(err: unknown): string {
  if (axios.isAxiosError(err)) {
    if (err.response) {
      const data = err.response.data as { message?: unknown } | undefined;
      return typeof data?.message === 'string' && data.message ? data.message : `Error ${err.response.status}`;
    }
    if (err.request) return 'No se pudo conectar con el servidor para obtener registros.';
  }
  return 'Ocurrió un error inesperado al solicitar los registros.';
}

function fileNameFrom(disposition: string | undefined, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (star) return decodeURIComponent(star);
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * The CSV goes through the admin client (the token is a header, a plain link would be refused),
 * then is saved from an object URL.
 */
export async function downloadAgendaCsv(filter: AgendaFilter): Promise<void> {
  const res = await adminApi.get<Blob>('/admin/registros/export.csv', { params: params(filter), responseType: 'blob' });
  const name = fileNameFrom(res.headers['content-disposition'] as string | undefined, `agenda-${filter.scope}.csv`);
  const url = URL.createObjectURL(res.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
