import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_ENDPOINTS } from '@app/shared/content';
import { publicGet } from '../../../lib/public-get';

/** GET /api/slider-images: relative paths; anything but a list of non-empty strings is dropped. */
export async function getSliderImages(): Promise<string[]> {
  const data = await publicGet(CONTENT_ENDPOINTS.sliderImages);
  return Array.isArray(data) ? data.filter((p): p is string => typeof p === 'string' && p.trim() !== '') : [];
}

export const sliderImagesQueryOptions = () => queryOptions({ queryKey: ['content', 'slider-images'], queryFn: getSliderImages });

export function useSliderImages() {
  return useQuery(sliderImagesQueryOptions());
}
