import { apiCall } from '@/lib/api-client';

/** Takes a product off the wishlist; resolves with the server's confirmation. */
export async function removeFromWishlist(productId: string): Promise<string> {
  const { message } = await apiCall('wishlist.delete', { params: { productId } });
  return message;
}
