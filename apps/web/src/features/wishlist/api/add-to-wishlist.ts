import type { WishlistEntry } from '@attire/contract';
import { apiCall } from '@/lib/api-client';

/** Keeps a product; one already kept is answered with its entry as it is. */
export async function addToWishlist(productId: string): Promise<WishlistEntry> {
  const { entry } = await apiCall('wishlist.add', { body: { productId } });
  return entry;
}
