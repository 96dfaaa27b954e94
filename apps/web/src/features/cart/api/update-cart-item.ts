import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartLineInput } from '@attire/contract';
import { api } from '@/lib/api-client';
import { cartQueryOptions } from './fetch-cart';

/** Sets a line's quantity (the + and − buttons of the cart). */
export async function updateCartItem(input: CartLineInput): Promise<Cart> {
  const { cart } = await api<{ cart: Cart }>('/shop/cart', { method: 'PUT', body: input });
  return cart;
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions(cart.userId).queryKey, cart),
  });
}
