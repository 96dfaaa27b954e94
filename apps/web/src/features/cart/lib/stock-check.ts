import { stockLimitMessage } from '@attire/contract';

interface CartLineLike {
  productId: string;
  quantity: number;
}

export type StockCheck = { allowed: true } | { allowed: false; message: string };

/**
 * The spec's stock rule for adding one more unit (from a tile, the details dialog or the cart's
 * + button): blocked when the quantity already in the cart plus one would exceed the stock.
 */
export function checkAddOne(
  lines: readonly CartLineLike[],
  productId: string,
  totalStock: number,
): StockCheck {
  const current = lines.find((line) => line.productId === productId)?.quantity ?? 0;
  if (current + 1 > totalStock) return { allowed: false, message: stockLimitMessage(current) };
  return { allowed: true };
}

/** Decrement is disabled at a quantity of 1 or less; removing is a separate action. */
export function canDecrement(quantity: number): boolean {
  return quantity > 1;
}
