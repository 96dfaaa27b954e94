import { useQueryClient } from '@tanstack/react-query';
import { UI_MESSAGES } from '@attire/contract';
import { useCallback } from 'react';
import { useCurrentUser } from '@/lib/auth-store';
import { toast } from '@/lib/toast';
import { useAddCartItem } from '../api/add-cart-item';
import { cartQueryOptions } from '../api/fetch-cart';
import { checkAddOne } from '../lib/stock-check';

export interface AddableProduct {
  id: string;
  totalStock: number;
}

/**
 * Adds one unit of a product, after the spec's stock check against the cart as it is now
 * (fetched first if it has not loaded yet). Resolves true when the product was added.
 */
export function useAddToCart() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const { mutateAsync } = useAddCartItem();

  return useCallback(
    async (product: AddableProduct): Promise<boolean> => {
      const cart = await queryClient.ensureQueryData(cartQueryOptions(user.id)).catch(() => null);
      const check = checkAddOne(cart?.items ?? [], product.id, product.totalStock);
      if (!check.allowed) {
        toast({ title: check.message, variant: 'destructive' });
        return false;
      }
      try {
        await mutateAsync({ userId: user.id, productId: product.id, quantity: 1 });
      } catch {
        return false; // the mutation cache has already shown the server's message
      }
      toast({ title: UI_MESSAGES.addedToCart });
      return true;
    },
    [mutateAsync, queryClient, user.id],
  );
}
