import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGet } from '../../../lib/public-get';

/** GET /api/bloqueos → whole-day blocked dates (yyyy-MM-dd). A failure is logged and gives an empty list (spec §8). */
export async function getBlockedDates(): Promise<string[]> {
  try {
    const data = await publicGet('/bloqueos');
    return Array.isArray(data) ? data.filter((d): d is string => typeof d === 'string') : [];
  } catch (err) {
    console.error('No se pudieron cargar las fechas bloqueadas.', err);
    return [];
  }
}

export const blockedDatesQueryOptions = () => queryOptions({ queryKey: ['booking', 'blocked-dates'], queryFn: getBlockedDates });

export function useBlockedDates() {
  return useQuery(blockedDatesQueryOptions());
}
