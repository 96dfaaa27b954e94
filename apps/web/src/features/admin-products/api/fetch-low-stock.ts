import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { adminProductsQueryOptions } from './fetch-admin-products';

export const LOW_STOCK_PAGE_SIZE = LIMITS.pageSizeDefault;

/** One page of the variants with LIMITS.lowStockThreshold or fewer left, the emptiest first. */
export function fetchLowStock(page: number, signal?: AbortSignal) {
  return apiCall(
    'adminProducts.lowStock',
    { query: { page, limit: LOW_STOCK_PAGE_SIZE } },
    { signal },
  );
}

export function lowStockQueryOptions(page: number) {
  return queryOptions({
    // Under the catalogue's key: adding or editing a product refreshes this list too.
    queryKey: [...adminProductsQueryOptions().queryKey, 'low-stock', page],
    queryFn: ({ signal }) => fetchLowStock(page, signal),
    // The page shown stays until the next one arrives, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useLowStock(page: number) {
  return useQuery(lowStockQueryOptions(page));
}
