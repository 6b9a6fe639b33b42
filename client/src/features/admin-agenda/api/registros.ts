import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { AGENDA_PAGE_SIZE, nextCursorFromLink } from '@app/shared/agenda-page';
import type { AdminRegistro, AgendaScope, BookingEstado, RegistroUpdatedResponse, RegistroUpdateInput } from '@app/shared/booking';
import type { z } from 'zod';
import type { asistenciaSchema } from '@app/shared/booking-lifecycle';
import { adminApi, responseHeader } from '../../../lib/api-client';
import { downloadBlob, fileNameFromDisposition } from '../../../lib/download-file';
import { apiFailure } from '../../../lib/api-error';

type AsistenciaInput = z.input<typeof asistenciaSchema>;

export const registrosKey = ['admin', 'registros'] as const;

export interface AgendaFilter {
  scope: AgendaScope;
  q: string;
  /** One state only; absent: the default list (verified bookings). */
  estado?: BookingEstado;
}

const params = ({ scope, q, estado }: AgendaFilter) => ({ scope, ...(q.trim() ? { q: q.trim() } : {}), ...(estado ? { estado } : {}) });

/** One page of the agenda (docs/api.md): its rows, the whole list's size and the next page's cursor. */
export interface RegistrosPage {
  rows: AdminRegistro[];
  total: number;
  nextCursor: string | null;
}

export async function fetchRegistrosPage(filter: AgendaFilter, cursor: string | null): Promise<RegistrosPage> {
  const res = await adminApi.get<AdminRegistro[]>('/admin/registros', {
    params: { ...params(filter), limit: AGENDA_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
  });
  const rows = Array.isArray(res.data) ? res.data : [];
  const total = Number(responseHeader(res, 'x-total-count'));
  const link = responseHeader(res, 'link') ?? null;
  return {
    rows,
    total: Number.isFinite(total) && total >= rows.length ? total : rows.length,
    nextCursor: nextCursorFromLink(link),
  };
}

/** The agenda a page at a time ("Cargar más"): the pages loaded so far stay, in the list's order. */
export function useRegistros(filter: AgendaFilter) {
  return useInfiniteQuery({
    queryKey: [...registrosKey, filter.scope, filter.q.trim(), filter.estado ?? ''],
    queryFn: ({ pageParam }) => fetchRegistrosPage(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
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

/** Deleting e-mails the client the cancellation unless `notificarCliente` is false (docs/api.md). */
export function useDeleteRegistro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, notificarCliente }: { id: number; notificarCliente: boolean }) =>
      (
        await adminApi.delete<{ message: string }>(`/admin/registros/${id}`, {
          params: notificarCliente ? undefined : { notificarCliente: 'false' },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrosKey }),
  });
}

/** After the appointment: asistió or no asistió (409 before its time or for an unconfirmed booking). */
export function useMarkAsistencia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, asistio }: { id: number; asistio: AsistenciaInput['asistio'] }) =>
      (await adminApi.put<RegistroUpdatedResponse>(`/admin/registros/${id}/asistencia`, { asistio } satisfies AsistenciaInput)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrosKey }),
  });
}

/** Spec §8 Registros: the load error in words. */
export function registrosLoadError(err: unknown): string {
  const failure = apiFailure(err);
  if (failure.kind === 'response') return failure.message ?? `Error ${failure.status}`;
  if (failure.kind === 'network') return 'No se pudo conectar con el servidor para obtener registros.';
  return 'Ocurrió un error inesperado al solicitar los registros.';
}

/**
 * The CSV goes through the admin client (the token is a header, a plain link would be refused),
 * then is saved from an object URL.
 */
export async function downloadAgendaCsv(filter: AgendaFilter): Promise<void> {
  const res = await adminApi.get<Blob>('/admin/registros/export.csv', { params: params(filter), responseType: 'blob' });
  const name = fileNameFromDisposition(
    responseHeader(res, 'content-disposition'),
    `agenda-${filter.scope}${filter.estado ? `-${filter.estado}` : ''}.csv`,
  );
  downloadBlob(name, res.data);
}
