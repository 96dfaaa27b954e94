import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SliderImage } from '@attire/contract';
import { api } from '@/lib/api-client';
import { adminSliderImagesQueryOptions } from './fetch-slider-images';

export async function addSliderImage(sliderImage: string): Promise<SliderImage> {
  const reply = await api<{ sliderImage: SliderImage }>('/features', {
    method: 'POST',
    body: { sliderImage },
  });
  return reply.sliderImage;
}

export function useAddSliderImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSliderImage,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminSliderImagesQueryOptions().queryKey }),
  });
}
