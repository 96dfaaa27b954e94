import { LIMITS, cartFullMessage, stockLimitMessage } from '@attire/contract';

interface CartLineLike {
  variantId: string;
  quantity: number;
}

export type StockCheck = { allowed: true } | { allowed: false; message: string };

/** Why a new product cannot join a full cart: one order takes at most this many lines. */
export const CART_FULL_MESSAGE = cartFullMessage(LIMITS.orderMaxLines);

/**
 * The spec's stock rule for adding one more unit (from a tile, the product page or the cart's
 * + button), per size and colour: blocked when the quantity of that variant already in the cart
 * plus one would exceed its stock. A variant not yet in the cart is also refused once the cart
 * has as many lines as one order may have, or checkout would fail later.
 */
export function checkAddOne(
  lines: readonly CartLineLike[],
  variantId: string,
  totalStock: number,
): StockCheck {
  const line = lines.find((item) => item.variantId === variantId);
  const current = line?.quantity ?? 0;
  if (!line && lines.length >= LIMITS.orderMaxLines) {
    return { allowed: false, message: CART_FULL_MESSAGE };
  }
  if (current + 1 > totalStock) return { allowed: false, message: stockLimitMessage(current) };
  return { allowed: true };
}

/** Decrement is disabled at a quantity of 1 or less; removing is a separate action. */
export function canDecrement(quantity: number): boolean {
  return quantity > 1;
}
