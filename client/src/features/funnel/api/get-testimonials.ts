import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_ENDPOINTS, type PublicTestimonial } from '@app/shared/content';
import { publicGet } from '../../../lib/public-get';

/** GET /api/testimonials: the active testimonials, already in display order. */
export async function getTestimonials(): Promise<PublicTestimonial[]> {
  const data = await publicGet(CONTENT_ENDPOINTS.testimonials);
  return Array.isArray(data) ? (data as PublicTestimonial[]) : [];
}

export const testimonialsQueryOptions = () => queryOptions({ queryKey: ['content', 'testimonials'], queryFn: getTestimonials });

export function useTestimonials() {
  return useQuery(testimonialsQueryOptions());
}
