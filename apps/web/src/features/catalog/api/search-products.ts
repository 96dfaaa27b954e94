import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type Product } from '@attire/contract';
import { apiCall } from '@/lib/api-client';

export async function searchProducts(keyword: string, signal?: AbortSignal): Promise<Product[]> {
  const { products } = await apiCall('shopProducts.search', { params: { keyword } }, { signal });
  return products;
}

/** The spec's rule: only a trimmed keyword longer than 3 characters is searched. */
export function isSearchable(keyword: string): boolean {
  return keyword.trim().length > LIMITS.searchMinLength;
}

export function searchProductsQueryOptions(keyword: string) {
  const trimmed = keyword.trim();
  return queryOptions({
    queryKey: ['products', 'search', trimmed],
    queryFn: ({ signal }) => searchProducts(trimmed, signal),
    enabled: isSearchable(trimmed),
    placeholderData: keepPreviousData,
  });
}

export function useSearchProducts(keyword: string) {
  return useQuery(searchProductsQueryOptions(keyword));
}
