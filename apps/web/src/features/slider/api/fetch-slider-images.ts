import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SliderImage } from '@attire/contract';
import { apiCall } from '@/lib/api-client';

export async function fetchSliderImages(signal?: AbortSignal): Promise<SliderImage[]> {
  const { sliderImages } = await apiCall('slider.list', {}, { signal });
  return sliderImages;
}

/** One list for the home page's slider and the admin's dashboard. */
export function sliderImagesQueryOptions() {
  return queryOptions({
    queryKey: ['slider-images'],
    queryFn: ({ signal }) => fetchSliderImages(signal),
  });
}

export function useSliderImages() {
  return useQuery(sliderImagesQueryOptions());
}
