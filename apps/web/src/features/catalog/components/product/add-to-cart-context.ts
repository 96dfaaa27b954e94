import { createContext, useContext } from 'react';

/** One size and colour of a product, with that variant's own stock. */
export interface CartAddition {
  productId: string;
  variantId: string;
  totalStock: number;
}

/** Adds one unit of a variant to the cart; resolves true when it was added. */
export type AddToCartAction = (addition: CartAddition) => Promise<boolean>;

/**
 * The catalog shows "Add to cart" but the cart is another feature: the shop layout provides
 * the action, so the two features never import each other.
 */
export const AddToCartContext = createContext<AddToCartAction | null>(null);

export function useAddToCartAction(): AddToCartAction {
  const action = useContext(AddToCartContext);
  if (!action) throw new Error('AddToCartContext is provided by the shop layout');
  return action;
}
