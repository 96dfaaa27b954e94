import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS, type ProductSummary } from '@attire/contract';
import { apiCall } from '@/lib/api-client';

export interface SearchResults {
  /** What was searched: while the next keyword's results come, the page still shows these. */
  keyword: string;
  /** The first page of matches, products in stock first, as summaries. */
  products: ProductSummary[];
  /** How many products match in all. */
  total: number;
}

export async function searchProducts(
  keyword: string,
  signal?: AbortSignal,
): Promise<SearchResults> {
  const { products, total } = await apiCall(
    'shopProducts.search',
    { params: { keyword } },
    { signal },
  );
  return { keyword, products, total };
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
