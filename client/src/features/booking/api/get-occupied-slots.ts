import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicGet } from '../../../lib/public-get';

/** GET /api/horarios-ocupados?fecha= → HH:mm Colombia slots that cannot be booked. Failure → empty list (spec §8). */
export async function getOccupiedSlots(fecha: string): Promise<string[]> {
  try {
    const data = await publicGet('/horarios-ocupados', { params: { fecha } });
    return Array.isArray(data) ? data.filter((d): d is string => typeof d === 'string') : [];
  } catch (err) {
    console.error('No se pudieron cargar los horarios ocupados.', err);
    return [];
  }
}

/** Fetched again on every date change (staleTime 0): availability changes while the visitor fills the form. */
export const occupiedSlotsQueryOptions = (fecha: string) =>
  queryOptions({
    queryKey: ['booking', 'occupied-slots', fecha],
    queryFn: () => getOccupiedSlots(fecha),
    enabled: fecha !== '',
    staleTime: 0,
  });

export function useOccupiedSlots(fecha: string) {
  return useQuery(occupiedSlotsQueryOptions(fecha));
}
