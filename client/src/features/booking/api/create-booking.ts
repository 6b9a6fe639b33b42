import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingCreatedResponse, BookingPayload } from '@app/shared/booking';
import { userApi } from '../../../lib/api-client';

/** POST /api/registros with the whole booking (spec §7). */
export async function createBooking(payload: BookingPayload): Promise<BookingCreatedResponse> {
  const { data } = await userApi.post<BookingCreatedResponse>('/registros', payload);
  return data;
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // the slot just taken (or lost to someone else) must show as occupied next time
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['booking', 'occupied-slots'] }),
  });
}
