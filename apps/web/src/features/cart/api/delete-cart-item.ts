import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@attire/contract';
import { api } from '@/lib/api-client';
import { cartQueryOptions } from './fetch-cart';

export async function deleteCartItem(input: { userId: string; productId: string }): Promise<Cart> {
  const { cart } = await api<{ cart: Cart }>(`/shop/cart/${input.userId}/${input.productId}`, {
    method: 'DELETE',
  });
  return cart;
}

export function useDeleteCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartQueryOptions(cart.userId).queryKey, cart),
  });
}
