import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import type { ProductBody } from '../lib/product-form-values';
import { adminProductsQueryOptions } from './fetch-admin-products';

export async function addProduct(body: ProductBody): Promise<Product> {
  const { product } = await apiCall('adminProducts.add', { body });
  return product;
}

export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminProductsQueryOptions().queryKey }),
  });
}
