import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SliderImage } from '@attire/contract';
import { api } from '@/lib/api-client';

export async function fetchSliderImages(signal?: AbortSignal): Promise<SliderImage[]> {
  const { sliderImages } = await api<{ sliderImages: SliderImage[] }>('/features', { signal });
  return sliderImages;
}

export function sliderImagesQueryOptions() {
  return queryOptions({
    queryKey: ['slider-images'],
    queryFn: ({ signal }) => fetchSliderImages(signal),
  });
}

export function useSliderImages() {
  return useQuery(sliderImagesQueryOptions());
}
