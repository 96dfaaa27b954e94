import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Sends the file as the multipart field the server reads (myFile); resolves with its URL. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('myFile', file);
  const { result } = await apiCall('adminProducts.uploadImage', { body });
  return result.url;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
