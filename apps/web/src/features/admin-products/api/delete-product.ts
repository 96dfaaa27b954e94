import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { adminProductsQueryOptions } from './fetch-admin-products';

export async function deleteProduct(id: string): Promise<string | undefined> {
  const { message } = await apiCall('adminProducts.delete', { params: { id } });
  return message;
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminProductsQueryOptions().queryKey }),
  });
}
