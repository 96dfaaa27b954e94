import { DEFAULT_SORT } from '@attire/contract';
import { productsInfiniteQueryOptions } from '@/features/catalog/api/fetch-products';
import { initialListingFilters } from '@/features/catalog/components/listing/use-listing-filters';
import { queryClient } from '../../providers';

export { ListingPage } from '@/features/catalog/components/listing/listing-page';

/** The listing's first page of products, asked for while the sign-in check is on its way. */
export function preloadData() {
  const filters = initialListingFilters(window.location.search);
  const options = productsInfiniteQueryOptions(filters, DEFAULT_SORT);
  // Silent: a stale login fails here too, and the sign-in check says so once.
  void queryClient.prefetchInfiniteQuery({ ...options, meta: { silent: true } });
}
