import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachNotePayload, CoachPersonView } from '@app/shared/progreso';
import type { MessageResponse } from '@app/shared/users';
import { adminApi } from '../../../lib/api-client';

/** /api/admin/progreso/:userId: a person's progress for the coach, and the private note. */

export const coachPersonKey = (userId: number) => ['admin', 'progreso', userId] as const;

export async function fetchCoachPerson(userId: number): Promise<CoachPersonView> {
  const { data } = await adminApi.get<CoachPersonView>(`/admin/progreso/${userId}`);
  return data;
}

export async function saveCoachNote(userId: number, payload: CoachNotePayload): Promise<MessageResponse> {
  const { data } = await adminApi.put<MessageResponse>(`/admin/progreso/${userId}/nota`, payload);
  return data;
}

export const useCoachPerson = (userId: number) => useQuery({ queryKey: coachPersonKey(userId), queryFn: () => fetchCoachPerson(userId) });

export function useSaveCoachNote(userId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (payload: CoachNotePayload) => saveCoachNote(userId, payload),
    onSuccess: () => qc.invalidateQueries({ queryKey: coachPersonKey(userId) }),
  });
}
