import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_ENDPOINTS, type PerfilProData } from '@app/shared/content';
import { publicGet } from '../../../lib/public-get';

/** GET /api/perfil-pro-data: { imagePath, text, videoPath } with blank paths as null. */
export async function getPerfilPro(): Promise<PerfilProData> {
  const data = (await publicGet(CONTENT_ENDPOINTS.perfilPro)) as Partial<PerfilProData> | null;
  const path = (p: unknown) => (typeof p === 'string' && p.trim() !== '' ? p : null);
  return {
    imagePath: path(data?.imagePath),
    text: typeof data?.text === 'string' ? data.text : '',
    videoPath: path(data?.videoPath),
  };
}

export const perfilProQueryOptions = () => queryOptions({ queryKey: ['content', 'perfil-pro-data'], queryFn: getPerfilPro });

export function usePerfilPro() {
  return useQuery(perfilProQueryOptions());
}
