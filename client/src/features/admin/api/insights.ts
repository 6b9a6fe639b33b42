import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarAddressResponse, InsightsResponse } from '@app/shared/insights';
import { adminApi } from '../../../lib/api-client';

export const insightsKey = (range: { desde?: string; hasta?: string }) =>
  ['admin', 'estadisticas', range.desde ?? '', range.hasta ?? ''] as const;

/** GET /api/admin/estadisticas; without dates the server answers its default period (the last 90 days). */
export function useInsights(range: { desde?: string; hasta?: string }) {
  return useQuery({
    queryKey: insightsKey(range),
    queryFn: async (): Promise<InsightsResponse> =>
      (await adminApi.get<InsightsResponse>('/admin/estadisticas', { params: { desde: range.desde, hasta: range.hasta } })).data,
    // the figures of the previous period stay on screen while the next ones load
    placeholderData: keepPreviousData,
  });
}

export const calendarKey = ['admin', 'calendario'] as const;

export function useCalendarAddress() {
  return useQuery({
    queryKey: calendarKey,
    queryFn: async (): Promise<string> => (await adminApi.get<CalendarAddressResponse>('/admin/calendario')).data.url,
    staleTime: Infinity,
  });
}

export function useRegenerateCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<string> => (await adminApi.post<CalendarAddressResponse>('/admin/calendario/regenerar')).data.url,
    onSuccess: (url) => queryClient.setQueryData(calendarKey, url),
  });
}
