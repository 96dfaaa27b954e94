import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput, SliderImage } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { sliderImagesQueryOptions } from './fetch-slider-images';

/** An uploaded image's URL and, optionally, the shop page the slide leads to. */
export type NewSliderImage = EndpointInput<'slider.add'>['body'];

export async function addSliderImage(slide: NewSliderImage): Promise<SliderImage> {
  const reply = await apiCall('slider.add', { body: slide });
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
