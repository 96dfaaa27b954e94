import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import type { ProductBody } from '../lib/product-form-values';
import { adminProductsQueryOptions } from './fetch-admin-products';

export async function editProduct({ id, body }: { id: string; body: ProductBody }) {
  const { product } = await apiCall('adminProducts.edit', { params: { id }, body });
  return product;
}

export function useEditProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProduct,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminProductsQueryOptions().queryKey }),
  });
}
