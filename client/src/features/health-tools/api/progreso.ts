import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HealthConsentPayload, HealthConsentWithdrawal, MedicionPayload, MetaPayload, ProgresoResponse } from '@app/shared/progreso';
import type { MessageResponse } from '@app/shared/users';
import { responseHeader, userApi } from '../../../lib/api-client';

/** /api/users/progreso (docs/api.md "The tools of /perfil"). */

export const progresoKey = ['account', 'progreso'] as const;
/** Mi reto's list (api/mi-reto.ts): here because the tools' one consent changes both screens. */
export const misRetosKey = ['account', 'retos'] as const;

export async function fetchProgreso(): Promise<ProgresoResponse> {
  const { data } = await userApi.get<ProgresoResponse>('/users/progreso');
  return data;
}

export async function giveHealthConsent(payload: HealthConsentPayload): Promise<MessageResponse> {
  const { data } = await userApi.post<MessageResponse>('/users/progreso/consentimiento', payload);
  return data;
}

export async function withdrawHealthConsent(): Promise<HealthConsentWithdrawal> {
  const { data } = await userApi.delete<HealthConsentWithdrawal>('/users/progreso/consentimiento');
  return data;
}

export async function saveMedicion(payload: MedicionPayload): Promise<MessageResponse> {
  const { data } = await userApi.post<MessageResponse>('/users/progreso/mediciones', payload);
  return data;
}

export async function deleteMedicion(fecha: string): Promise<MessageResponse> {
  const { data } = await userApi.delete<MessageResponse>(`/users/progreso/mediciones/${encodeURIComponent(fecha)}`);
  return data;
}

export async function saveMeta(payload: MetaPayload): Promise<MessageResponse> {
  const { data } = await userApi.put<MessageResponse>('/users/progreso/meta', payload);
  return data;
}

/** The CSV with the file name the server gives it. */
export async function fetchProgresoCsv(): Promise<{ blob: Blob; disposition: string | undefined }> {
  const res = await userApi.get<Blob>('/users/progreso/mediciones.csv', { responseType: 'blob' });
  return { blob: res.data, disposition: responseHeader(res, 'content-disposition') };
}

export const useProgreso = () => useQuery({ queryKey: progresoKey, queryFn: fetchProgreso });

function useProgresoMutation<P>(fn: (payload: P) => Promise<MessageResponse>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: progresoKey }) });
}

export function useGiveHealthConsent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: giveHealthConsent,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: progresoKey }), qc.invalidateQueries({ queryKey: misRetosKey })]),
  });
}
/** Withdrawing deletes the log and the check-ins: both screens go back to the consent step. */
export function useWithdrawHealthConsent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: withdrawHealthConsent,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: progresoKey }), qc.invalidateQueries({ queryKey: misRetosKey })]),
  });
}
export const useSaveMedicion = () => useProgresoMutation(saveMedicion);
export const useDeleteMedicion = () => useProgresoMutation(deleteMedicion);
export const useSaveMeta = () => useProgresoMutation(saveMeta);
