import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WishlistEntry } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';

export async function fetchWishlist(signal?: AbortSignal): Promise<WishlistEntry[]> {
  const { wishlist } = await apiCall('wishlist.list', {}, { signal });
  return wishlist;
}

/**
 * One query for the whole wishlist: the Wishlist page lists it, and every heart reads its own
 * product from it. Silent: the page says in its own words that it could not load, and a heart
 * whose list did not load just stays unpressed (adding again is harmless).
 */
export function wishlistQueryOptions() {
  return queryOptions({
    queryKey: ['wishlist'],
    queryFn: ({ signal }) => fetchWishlist(signal),
    meta: { silent: true },
  });
}

/** Only a shopper has a wishlist: it is never asked for without one signed in. */
function useIsShopper(): boolean {
  return useAuth().user?.role === 'user';
}

export function useWishlist() {
  return useQuery({ ...wishlistQueryOptions(), enabled: useIsShopper() });
}

/**
 * Whether the product is on the wishlist, for its heart. Each heart selects a boolean from the
 * one shared list, so a change re-renders only the hearts whose state it changes.
 */
export function useIsWished(productId: string): boolean {
  const { data = false } = useQuery({
    ...wishlistQueryOptions(),
    enabled: useIsShopper(),
    select: (entries) => entries.some((entry) => entry.productId === productId),
  });
  return data;
}
