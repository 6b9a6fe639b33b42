import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarAddressResponse, InsightsResponse } from '@app/shared/insights';
import { ORDER_ENDPOINTS, type WompiAlert } from '@app/shared/orders';
import { adminApi } from '../../../lib/api-client';

export const insightsKey = (range: { desde?: string; hasta?: string }) =>
  ['admin', 'estadisticas', range.desde ?? '', range.hasta ?? ''] as const;

/** GET /api/admin/estadisticas; without dates the server answers its default period (the last 90 days). */
export async function fetchInsights(range: { desde?: string; hasta?: string }): Promise<InsightsResponse> {
  return (await adminApi.get<InsightsResponse>('/admin/estadisticas', { params: { desde: range.desde, hasta: range.hasta } })).data;
}

export function useInsights(range: { desde?: string; hasta?: string }) {
  return useQuery({
    queryKey: insightsKey(range),
    queryFn: () => fetchInsights(range),
    // the figures of the previous period stay on screen while the next ones load
    placeholderData: keepPreviousData,
  });
}

export const calendarKey = ['admin', 'calendario'] as const;

export async function fetchCalendarAddress(): Promise<string> {
  return (await adminApi.get<CalendarAddressResponse>('/admin/calendario')).data.url;
}

export function useCalendarAddress() {
  return useQuery({ queryKey: calendarKey, queryFn: fetchCalendarAddress, staleTime: Infinity });
}

export async function regenerateCalendarAddress(): Promise<string> {
  return (await adminApi.post<CalendarAddressResponse>('/admin/calendario/regenerar')).data.url;
}

export function useRegenerateCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateCalendarAddress,
    onSuccess: (url) => queryClient.setQueryData(calendarKey, url),
  });
}

/** GET /api/admin/pagos/wompi/alertas: online payments the team must look at; [] when there are none. */
export function usePaymentAlerts() {
  return useQuery({
    queryKey: ['admin', 'pagos', 'alertas'] as const,
    queryFn: async () => (await adminApi.get<WompiAlert[]>(ORDER_ENDPOINTS.adminAlertasWompi)).data,
  });
}
