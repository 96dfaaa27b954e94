import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useCurrentUser } from '@/lib/auth-store';

export async function fetchCart(userId: string): Promise<Cart> {
  const { cart } = await apiCall('cart.fetch', { params: { userId } });
  return cart;
}

export function cartQueryOptions(userId: string) {
  return queryOptions({ queryKey: queryKeys.cart(userId), queryFn: () => fetchCart(userId) });
}

/** The signed-in shopper's cart; every cart mutation replaces this cache with its reply. */
export function useCart() {
  const user = useCurrentUser();
  return useQuery(cartQueryOptions(user.id));
}
