import type { QueryClient } from '@tanstack/react-query';
import type { ProductSummary } from '@attire/contract';

// The toggle's code (the optimistic change and its undoing) downloads on the first press of a
// heart, or on the hover or focus that comes before it, never with the tiles: every byte of the
// home page's first load counts against its budget.
const load = () => import('./toggle-wishlist');

export const preloadToggle = () => void load();

/** Keeps or lets go of a product (see toggle-wishlist.ts), once its code is in. */
export function toggleWishlistSoon(
  queryClient: QueryClient,
  product: ProductSummary,
  wished: boolean,
): void {
  void load().then((module) => module.toggleWishlist(queryClient, product, wished));
}
