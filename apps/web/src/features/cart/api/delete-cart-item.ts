import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { cartQueryOptions } from './fetch-cart';

/** Removes one line: one size and colour of a product (its other sizes stay in the cart). */
export async function deleteCartItem(input: {
  userId: string;
  productId: string;
  variantId: string;
}): Promise<Cart> {
  const { cart } = await apiCall('cart.deleteVariant', { params: input });
  return cart;
}

export function useDeleteCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions(cart.userId).queryKey, cart),
  });
}
