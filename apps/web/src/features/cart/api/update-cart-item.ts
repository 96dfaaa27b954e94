import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartLineInput } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { cartQueryOptions } from './fetch-cart';

/** Sets a line's quantity (the + and − buttons of the cart). */
export async function updateCartItem(input: CartLineInput): Promise<Cart> {
  const { cart } = await apiCall('cart.update', { body: input });
  return cart;
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions(cart.userId).queryKey, cart),
  });
}
