import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  DEFAULT_SORT,
  FEATURED_COUNT,
  LIMITS,
  LISTING_PAGE_SIZE,
  type EndpointReply,
  type SortId,
} from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import type { Filters } from '../lib/filters';

export type ProductPage = EndpointReply<'shopProducts.list'>;

export function fetchProducts(params: {
  filters: Filters;
  sortBy: SortId;
  page: number;
  limit: number;
  signal?: AbortSignal;
}): Promise<ProductPage> {
  const { filters, sortBy, page, limit, signal } = params;
  const query = {
    category: filters.category?.join(','),
    brand: filters.brand?.join(','),
    size: filters.size?.join(','),
    colour: filters.colour?.join(','),
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    inStock: filters.inStock ? ('true' as const) : undefined,
    sortBy,
    page,
    limit,
  };
  return apiCall('shopProducts.list', { query }, { signal });
}

/** The listing: the API pages its results; more pages load as the shopper scrolls. */
export function productsInfiniteQueryOptions(filters: Filters, sortBy: SortId) {
  return infiniteQueryOptions({
    queryKey: ['products', 'list', { filters, sortBy }],
    queryFn: ({ pageParam, signal }) =>
      fetchProducts({ filters, sortBy, page: pageParam, limit: LISTING_PAGE_SIZE, signal }),
    initialPageParam: 1,
    // The API serves the first LIMITS.listingMaxRows of a listing; past them, filters narrow it.
    getNextPageParam: (last) => {
      const shown = last.page * last.limit;
      return shown < last.total && shown + last.limit <= LIMITS.listingMaxRows
        ? last.page + 1
        : undefined;
    },
  });
}

export function useProducts(filters: Filters, sortBy: SortId) {
  return useInfiniteQuery(productsInfiniteQueryOptions(filters, sortBy));
}

/** Home's Featured Products: no filters, the default sort. */
export function featuredProductsQueryOptions() {
  return queryOptions({
    queryKey: ['products', 'featured'],
    queryFn: ({ signal }) =>
      fetchProducts({ filters: {}, sortBy: DEFAULT_SORT, page: 1, limit: FEATURED_COUNT, signal }),
  });
}

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions());
}
