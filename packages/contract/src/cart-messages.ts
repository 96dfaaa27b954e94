// Kept apart from messages.ts, and out of MESSAGES, as order-messages.ts is: the web app's first
// load carries messages.ts (UI_MESSAGES), and these texts are needed only by the cart's lines
// (in the cart sheet and at checkout), which download on demand.

/** The cart's texts of its own: the spec's empty state, its toast, and issue 25's words. */
export const CART_UI_MESSAGES = {
  nothingInCart: 'Nothing in your cart!',
  cartItemRemoved: 'Cart item removed',
  continueShopping: 'Continue shopping',
} as const;

/**
 * Why a cart line's + is unavailable: the line already holds all of that size and colour's
 * stock (or more than is left). The spec's toast still says so if the button is pressed anyway.
 */
export function cartStockLimitNote(totalStock: number): string {
  if (totalStock <= 0) return 'Out of stock: none left to add.';
  if (totalStock === 1) return 'Only 1 in stock, and it is in your cart.';
  return `Only ${totalStock} in stock, and all are in your cart.`;
}

/** What the cart sheet says when it opens because something was just added. */
export function addedToCartNote(name: string): string {
  return `Added to your cart: ${name}`;
}
