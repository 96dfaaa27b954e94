import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SliderImage } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { sliderImagesQueryOptions } from './fetch-slider-images';

export async function addSliderImage(sliderImage: string): Promise<SliderImage> {
  const reply = await apiCall('slider.add', { body: { sliderImage } });
  return reply.sliderImage;
}

export function useAddSliderImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSliderImage,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: sliderImagesQueryOptions().queryKey }),
  });
}
