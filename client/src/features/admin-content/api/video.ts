import { useQuery } from '@tanstack/react-query';
import { ADMIN_CONTENT_ENDPOINTS, type AdminVideo } from '@app/shared/admin-content';
import { adminApi } from '../../../lib/api-client';

export const videoKey = ['admin', 'motivational-video'] as const;

export async function fetchVideo(): Promise<AdminVideo> {
  const { data } = await adminApi.get<AdminVideo>(ADMIN_CONTENT_ENDPOINTS.video);
  return { path: data?.path || null };
}

export function useMotivationalVideo() {
  return useQuery({ queryKey: videoKey, queryFn: fetchVideo, staleTime: 0 });
}
