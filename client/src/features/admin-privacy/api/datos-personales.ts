import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PersonalDataExport } from '@app/shared/privacy';
import { adminApi } from '../../../lib/api-client';

/** "Datos personales": what is stored under an e-mail, and its anonymisation. */
export const datosPersonalesKey = (email: string) => ['admin', 'datos-personales', email] as const;

export async function fetchDatosPersonales(email: string): Promise<PersonalDataExport> {
  return (await adminApi.get<PersonalDataExport>('/admin/datos-personales', { params: { email } })).data;
}

export function useDatosPersonales(email: string | null) {
  return useQuery({
    queryKey: datosPersonalesKey(email ?? ''),
    queryFn: () => fetchDatosPersonales(email ?? ''),
    enabled: Boolean(email),
    retry: false,
    staleTime: 0,
  });
}

export interface AnonymisedResponse {
  message: string;
  bookings: number;
  cancelled: number;
  accountDeleted: boolean;
}

export async function anonymisePerson(email: string): Promise<AnonymisedResponse> {
  return (await adminApi.post<AnonymisedResponse>('/admin/datos-personales/anonimizar', { email })).data;
}

export function useAnonymisePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: anonymisePerson,
    onSuccess: (_data, email) => queryClient.removeQueries({ queryKey: datosPersonalesKey(email) }),
  });
}
