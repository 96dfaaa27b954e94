import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SliderImage } from '@attire/contract';
import { api } from '@/lib/api-client';

export async function fetchSliderImages(signal?: AbortSignal): Promise<SliderImage[]> {
  const { sliderImages } = await api<{ sliderImages: SliderImage[] }>('/features', { signal });
  return sliderImages;
}

export function adminSliderImagesQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'slider-images'],
    queryFn: ({ signal }) => fetchSliderImages(signal),
  });
}

export function useAdminSliderImages() {
  return useQuery(adminSliderImagesQueryOptions());
}
