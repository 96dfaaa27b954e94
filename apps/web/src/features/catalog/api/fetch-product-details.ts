import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function fetchProductDetails(id: string, signal?: AbortSignal): Promise<Product> {
  const { product } = await apiCall('shopProducts.details', { params: { id } }, { signal });
  return product;
}

export function productDetailsQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.productDetails(id),
    queryFn: ({ signal }) => fetchProductDetails(id, signal),
  });
}

export function useProductDetails(id: string) {
  return useQuery(productDetailsQueryOptions(id));
}
