import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@attire/contract';
import { api } from '@/lib/api-client';

export async function fetchProductDetails(id: string, signal?: AbortSignal): Promise<Product> {
  const { product } = await api<{ product: Product }>(`/shop/products/${id}`, { signal });
  return product;
}

export function productDetailsQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['products', 'details', id],
    queryFn: ({ signal }) => fetchProductDetails(id, signal),
  });
}

export function useProductDetails(id: string) {
  return useQuery(productDetailsQueryOptions(id));
}
