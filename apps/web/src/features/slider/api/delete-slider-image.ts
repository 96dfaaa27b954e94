import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { sliderImagesQueryOptions } from './fetch-slider-images';

export async function deleteSliderImage(id: string): Promise<string | undefined> {
  const { message } = await apiCall('slider.delete', { params: { id } });
  return message;
}

export function useDeleteSliderImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSliderImage,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: sliderImagesQueryOptions().queryKey }),
  });
}
