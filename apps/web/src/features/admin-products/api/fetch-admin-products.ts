import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type Product } from '@attire/contract';
import { apiCall } from '@/lib/api-client';

/** The whole catalogue: the API pages it, so pages of the largest size are read until done. */
export async function fetchAdminProducts(signal?: AbortSignal): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await apiCall(
      'adminProducts.list',
      { query: { page, limit: LIMITS.pageSizeMax } },
      { signal },
    );
    products.push(...reply.products);
    if (reply.products.length === 0 || products.length >= reply.total) return products;
  }
}

export function adminProductsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'products'],
    queryFn: ({ signal }) => fetchAdminProducts(signal),
  });
}

export function useAdminProducts() {
  return useQuery(adminProductsQueryOptions());
}
