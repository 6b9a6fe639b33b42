import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_ENDPOINTS, type InicioSlide } from '@app/shared/content';
import { publicGet } from '../../../lib/public-get';

/** GET /api/inicio-slides (the home page's only API read); a missing or non-list body is an empty list (spec §7). */
export async function getInicioSlides(): Promise<InicioSlide[]> {
  const data = await publicGet(CONTENT_ENDPOINTS.inicioSlides);
  return Array.isArray(data) ? (data as InicioSlide[]) : [];
}

export const inicioSlidesQueryOptions = () => queryOptions({ queryKey: ['content', 'inicio-slides'], queryFn: getInicioSlides });

export function useInicioSlides() {
  return useQuery(inicioSlidesQueryOptions());
}
