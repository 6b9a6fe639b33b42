import { useQuery } from '@tanstack/react-query';
import type { ActivityPage } from '@app/shared/activity';
import { adminApi } from '../../../lib/api-client';

export interface ActividadFilters {
  accion: string;
  admin: string;
  desde: string;
  hasta: string;
}

/** One page of GET /api/admin/actividad; `cursor` is the previous page's nextCursor. */
export function useActividad(filters: ActividadFilters, cursor: number | null) {
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(filters)) if (v) params[k] = v;
  if (cursor) params.cursor = String(cursor);
  return useQuery({
    queryKey: ['admin', 'actividad', params],
    queryFn: async () => (await adminApi.get<ActivityPage>('/admin/actividad', { params })).data,
    staleTime: 0,
  });
}
