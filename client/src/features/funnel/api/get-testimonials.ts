import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_ENDPOINTS, type PublicTestimonial } from '@app/shared/content';
import { userApi } from '../../../lib/user-api';

/** GET /api/testimonials: the active testimonials, already in display order. */
export async function getTestimonials(): Promise<PublicTestimonial[]> {
  const { data } = await userApi.get<unknown>(CONTENT_ENDPOINTS.testimonials);
  return Array.isArray(data) ? (data as PublicTestimonial[]) : [];
}

export const testimonialsQueryOptions = () => queryOptions({ queryKey: ['content', 'testimonials'], queryFn: getTestimonials });

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
