import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminSliderImagesQueryOptions } from './fetch-slider-images';

export async function deleteSliderImage(id: string): Promise<string | undefined> {
  const { message } = await api<{ message?: string }>(`/features/${id}`, { method: 'DELETE' });
  return message;
}

export function useDeleteSliderImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSliderImage,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminSliderImagesQueryOptions().queryKey }),
  });
}
