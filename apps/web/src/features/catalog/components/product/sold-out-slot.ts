import { createContext, useContext, type ComponentType } from 'react';

/**
 * What stands in for Add to cart when the product, or its chosen size and colour, is sold out:
 * `variantId` is null while a size or colour is still to choose, and `onChoiceMissing` then
 * says which (as Add to cart would).
 */
export type SoldOutAction = ComponentType<{
  productId: string;
  variantId: string | null;
  onChoiceMissing: () => void;
}>;

/**
 * The product's page offers "Notify me" for a sold-out size, but stock alerts are another
 * feature: the shop layout provides the button, so the two features never import each other.
 * Without it the page says Out of stock, as before.
 */
export const SoldOutActionContext = createContext<SoldOutAction | null>(null);

export function useSoldOutAction(): SoldOutAction | null {
  return useContext(SoldOutActionContext);
}
