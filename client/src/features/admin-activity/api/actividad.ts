import { useQuery } from '@tanstack/react-query';
import type { ActivityPage } from '@app/shared/activity';
import { adminApi } from '../../../lib/api-client';

export interface ActividadFilters {
  accion: string;
  admin: string;
  desde: string;
  hasta: string;
}

const actividadParams = (filters: ActividadFilters, cursor: number | null) => {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(filters)) if (v) params[k] = v;
  if (cursor) params.cursor = String(cursor);
  return params;
};

export const actividadKey = (filters: ActividadFilters, cursor: number | null) =>
  ['admin', 'actividad', actividadParams(filters, cursor)] as const;

/** One page of GET /api/admin/actividad; `cursor` is the previous page's nextCursor. */
export async function fetchActividad(filters: ActividadFilters, cursor: number | null): Promise<ActivityPage> {
  return (await adminApi.get<ActivityPage>('/admin/actividad', { params: actividadParams(filters, cursor) })).data;
}

export function useActividad(filters: ActividadFilters, cursor: number | null) {
  return useQuery({ queryKey: actividadKey(filters, cursor), queryFn: () => fetchActividad(filters, cursor), staleTime: 0 });
}
