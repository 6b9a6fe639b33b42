import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BookingVerifiedResponse,
  CancelBookingInput,
  GestionChangedResponse,
  GestionView,
  RescheduleBookingInput,
} from '@app/shared/booking-lifecycle';
import { apiBase } from '../../../lib/api-base';
import { userApi } from '../../../lib/api-client';
import { publicGet } from '../../../lib/public-get';

/** The booking's life after the form (docs/api.md "Booking lifecycle"). */

const gestionPath = (token: string) => `/registros/gestion/${encodeURIComponent(token)}`;

/** POST /api/registros/verificar: the e-mailed link's page confirms with a POST (a GET of the link changes nothing). */
export async function verifyBooking(token: string): Promise<BookingVerifiedResponse> {
  const { data } = await userApi.post<BookingVerifiedResponse>('/registros/verificar', { token });
  return data;
}

/** POST /api/registros/reenviar-verificacion: the same neutral `{ message }` whatever the address. */
export async function resendBookingVerification(email: string): Promise<{ message: string }> {
  const { data } = await userApi.post<{ message: string }>('/registros/reenviar-verificacion', { email });
  return data;
}

/** GET /api/registros/gestion/:token ("Mi asesoría"); a 404 for an unknown or expired token. */
export async function getGestion(token: string): Promise<GestionView> {
  return (await publicGet(gestionPath(token))) as GestionView;
}

export const gestionQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['booking', 'gestion', token],
    queryFn: () => getGestion(token),
    // the booking changes under the visitor only through this page or the team: no background refetch
    staleTime: Infinity,
    retry: false,
  });

export function useGestion(token: string) {
  return useQuery(gestionQueryOptions(token));
}

export async function cancelGestion(token: string, input: CancelBookingInput): Promise<GestionChangedResponse> {
  const { data } = await userApi.post<GestionChangedResponse>(`${gestionPath(token)}/cancelar`, input);
  return data;
}

export async function rescheduleGestion(token: string, input: RescheduleBookingInput): Promise<GestionChangedResponse> {
  const { data } = await userApi.post<GestionChangedResponse>(`${gestionPath(token)}/reprogramar`, input);
  return data;
}

/** The booking's invitation (.ics), a plain download link. */
export const gestionCalendarUrl = (token: string) => `${apiBase}${gestionPath(token)}/calendario.ics`;

/** "Eliminar mis datos": cancels the booking if it is ahead and anonymises it; the link stops working. */
export async function forgetGestionData(token: string): Promise<{ message: string }> {
  const { data } = await userApi.post<{ message: string }>(`${gestionPath(token)}/eliminar-datos`, {});
  return data;
}
