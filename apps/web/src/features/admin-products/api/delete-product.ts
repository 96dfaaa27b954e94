import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProductsQueryOptions } from './fetch-admin-products';

export async function deleteProduct(id: string): Promise<string | undefined> {
  const { message } = await api<{ message?: string }>(`/admin/products/${id}`, {
    method: 'DELETE',
  });
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
