import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartLineInput } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { cartQueryOptions } from './fetch-cart';

export async function addCartItem(input: CartLineInput): Promise<Cart> {
  const { cart } = await apiCall('cart.add', { body: input });
  return cart;
}

export function useAddCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions(cart.userId).queryKey, cart),
  });
}
