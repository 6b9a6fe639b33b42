import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PersonalDataExport } from '@app/shared/privacy';
import { adminApi } from '../../../lib/api-client';

/** "Datos personales" (issue #15): what is stored under an e-mail, and its anonymisation. */
export const datosPersonalesKey = (email: string) => ['admin', 'datos-personales', email] as const;

export function useDatosPersonales(email: string | null) {
  return useQuery({
    queryKey: datosPersonalesKey(email ?? ''),
    queryFn: async () => (await adminApi.get<PersonalDataExport>('/admin/datos-personales', { params: { email } })).data,
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

export function useAnonymisePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => (await adminApi.post<AnonymisedResponse>('/admin/datos-personales/anonimizar', { email })).data,
    onSuccess: (_data, email) => queryClient.removeQueries({ queryKey: datosPersonalesKey(email) }),
  });
}
