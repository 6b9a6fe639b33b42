import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_CONTENT_ENDPOINTS, type AdminTestimonial, type TestimonialCreate, type TestimonialUpdate } from '@app/shared/admin-content';
import { adminApi } from '../../../lib/api-client';

export const testimonialsKey = ['admin', 'testimonials'] as const;

/** All testimonials, active and inactive, ordered by orden then id. */
export async function fetchTestimonials(): Promise<AdminTestimonial[]> {
  const { data } = await adminApi.get<AdminTestimonial[]>(ADMIN_CONTENT_ENDPOINTS.testimonials);
  return Array.isArray(data) ? data : [];
}

export function useTestimonials() {
  return useQuery({ queryKey: testimonialsKey, queryFn: fetchTestimonials, staleTime: 0 });
}

export function useCreateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: TestimonialCreate) =>
      (await adminApi.post<AdminTestimonial>(ADMIN_CONTENT_ENDPOINTS.testimonials, payload)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialsKey }),
  });
}

export function useUpdateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...payload }: TestimonialUpdate & { id: number }) =>
      (await adminApi.put<AdminTestimonial>(ADMIN_CONTENT_ENDPOINTS.testimonial(id), payload)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialsKey }),
  });
}

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await adminApi.delete<{ message: string }>(ADMIN_CONTENT_ENDPOINTS.testimonial(id))).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialsKey }),
  });
}

/** Puts an uploaded testimonial (answer of upload-video / upload-poster) in the list without a reload. */
export function useReplaceTestimonialInCache() {
  const queryClient = useQueryClient();
  return (testimonial: AdminTestimonial) => {
    queryClient.setQueryData<AdminTestimonial[]>(testimonialsKey, (old) => old?.map((t) => (t.id === testimonial.id ? testimonial : t)));
    void queryClient.invalidateQueries({ queryKey: testimonialsKey });
  };
}
