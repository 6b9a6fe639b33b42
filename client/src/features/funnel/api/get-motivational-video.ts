import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_ENDPOINTS } from '@app/shared/content';
import { publicGet } from '../../../lib/public-get';

/** GET /api/video-motivacional-path: one relative path, '' when there is no video. */
export async function getMotivationalVideoPath(): Promise<string> {
  const data = await publicGet(CONTENT_ENDPOINTS.motivationalVideo);
  return typeof data === 'string' ? data.trim() : '';
}

export const motivationalVideoQueryOptions = () =>
  queryOptions({ queryKey: ['content', 'video-motivacional-path'], queryFn: getMotivationalVideoPath });

export function useMotivationalVideo() {
  return useQuery(motivationalVideoQueryOptions());
}
