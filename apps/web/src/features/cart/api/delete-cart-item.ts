import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@attire/contract';
import { apiCall } from '@/lib/api-client';
import { cartQueryOptions } from './fetch-cart';

export async function deleteCartItem(input: { userId: string; productId: string }): Promise<Cart> {
  const { cart } = await apiCall('cart.deleteItem', { params: input });
  return cart;
}

export function useDeleteCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions(cart.userId).queryKey, cart),
  });
}
