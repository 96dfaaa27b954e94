import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCurrentUser } from '@/lib/auth-store';
import { toast } from '@/lib/toast';
import { useAddCartItem } from '../api/add-cart-item';
import { cartQueryOptions } from '../api/fetch-cart';
import { setCartSheet } from '../lib/cart-sheet-store';
import { checkAddOne } from '../lib/stock-check';

/** One size and colour of a product, with that variant's stock. */
export interface AddableVariant {
  productId: string;
  variantId: string;
  totalStock: number;
}

/**
 * Adds one unit of a variant, after the spec's stock check against the cart as it is now
 * (fetched first if it has not loaded yet), then opens the cart sheet saying what was added,
 * with Checkout; closing it gives focus back to the button that added. Resolves true when it
 * was added.
 */
export function useAddToCart() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const { mutateAsync } = useAddCartItem();

  return useCallback(
    async ({ productId, variantId, totalStock }: AddableVariant): Promise<boolean> => {
      const opener = document.activeElement as HTMLElement | null;
      const cart = await queryClient.ensureQueryData(cartQueryOptions(user.id)).catch(() => null);
      const check = checkAddOne(cart?.items ?? [], variantId, totalStock);
      if (!check.allowed) {
        toast({ title: check.message, variant: 'destructive' });
        return false;
      }
      try {
        await mutateAsync({ userId: user.id, productId, variantId, quantity: 1 });
      } catch {
        return false; // the mutation cache has already shown the server's message
      }
      setCartSheet({ open: true, added: variantId, opener });
      return true;
    },
    [mutateAsync, queryClient, user.id],
  );
}
