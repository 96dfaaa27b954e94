import { createContext, useContext, type ComponentType } from 'react';
import type { ProductSummary } from '@attire/contract';

export type WishlistHeart = ComponentType<{ product: ProductSummary; className?: string }>;

/**
 * Tiles and product pages show a heart, but the wishlist is another feature: the shop layout
 * provides the heart, so the two features never import each other. Without it (a test of the
 * tile alone) there is no heart.
 */
export const WishlistHeartContext = createContext<WishlistHeart | null>(null);

export function useWishlistHeart(): WishlistHeart | null {
  return useContext(WishlistHeartContext);
}
