import { queryOptions, useQuery } from '@tanstack/react-query';
import { RETO_ENDPOINTS, type PublicReto } from '@app/shared/retos-public';
import { PublicRequestError, publicGet } from '../../../lib/public-get';

/** GET /api/retos/:slug: the reto's page (its plan is for the people enrolled, not public). */
export async function getReto(slug: string): Promise<PublicReto> {
  return (await publicGet(RETO_ENDPOINTS.reto(slug))) as PublicReto;
}

export const isNotFound = (error: unknown) => error instanceof PublicRequestError && error.status === 404;

export const retoQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['retos', 'reto', slug],
    queryFn: () => getReto(slug),
    // An unknown reto is an answer, not a failure worth asking again.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

export function useReto(slug: string) {
  return useQuery(retoQueryOptions(slug));
}
