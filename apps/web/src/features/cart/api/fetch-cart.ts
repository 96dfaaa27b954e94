import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@attire/contract';
import { api } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth-store';

export async function fetchCart(userId: string): Promise<Cart> {
  const { cart } = await api<{ cart: Cart }>(`/shop/cart/${userId}`);
  return cart;
}

export function cartQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['cart', userId], queryFn: () => fetchCart(userId) });
}

/** The signed-in shopper's cart; every cart mutation replaces this cache with its reply. */
export function useCart() {
  const user = useCurrentUser();
  return useQuery(cartQueryOptions(user.id));
}
