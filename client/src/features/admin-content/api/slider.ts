import { useQuery } from '@tanstack/react-query';
import { ADMIN_CONTENT_ENDPOINTS, type AdminSliderSlot } from '@app/shared/admin-content';
import { adminApi } from '../../../lib/api-client';

export const sliderImagesKey = ['admin', 'slider-images'] as const;

/** The 3 funnel slider slots, empty ones included. */
export async function fetchSliderImages(): Promise<AdminSliderSlot[]> {
  const { data } = await adminApi.get<AdminSliderSlot[]>(ADMIN_CONTENT_ENDPOINTS.sliderImages);
  return Array.isArray(data) ? data : [];
}

export function useSliderImages() {
  return useQuery({ queryKey: sliderImagesKey, queryFn: fetchSliderImages, staleTime: 0 });
}
