import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_CONTENT_ENDPOINTS, type InicioSlideUpdate } from '@app/shared/admin-content';
import type { InicioSlide } from '@app/shared/content';
import { adminApi } from '../../../lib/api-client';

export const inicioSlidesKey = ['admin', 'inicio-slides'] as const;

export async function fetchInicioSlides(): Promise<InicioSlide[]> {
  const { data } = await adminApi.get<InicioSlide[]>(ADMIN_CONTENT_ENDPOINTS.inicioSlides);
  return Array.isArray(data) ? data : [];
}

export function useInicioSlides() {
  return useQuery({ queryKey: inicioSlidesKey, queryFn: fetchInicioSlides, staleTime: 0 });
}

/** Replaces (or adds) one slide in the cached list. */
export function useSetSlideInCache() {
  const queryClient = useQueryClient();
  return (slide: InicioSlide) =>
    queryClient.setQueryData<InicioSlide[]>(inicioSlidesKey, (old = []) =>
      old.some((s) => s.id === slide.id) ? old.map((s) => (s.id === slide.id ? slide : s)) : [...old, slide].sort((a, b) => a.id - b.id),
    );
}

export function useSaveSlide() {
  const setSlide = useSetSlideInCache();
  return useMutation({
    mutationFn: async ({ id, ...texts }: InicioSlideUpdate & { id: number }) =>
      (await adminApi.put<{ message: string; slide: InicioSlide }>(ADMIN_CONTENT_ENDPOINTS.inicioSlide(id), texts)).data,
    onSuccess: (data) => {
      if (data?.slide) setSlide(data.slide);
    },
  });
}
