import { toPaise, toRupees, unitPrice } from '@attire/contract';

interface PricedLine {
  quantity: number;
  product: { price: number; salePrice: number };
}

/** A line's total: the sale price when above 0, otherwise the price, times the quantity. */
export function lineTotal(line: PricedLine): number {
  return toRupees(toPaise(unitPrice(line.product)) * line.quantity);
}

/** Summed in whole paise, as the server does, so the total never drifts by a paisa. */
export function cartTotal(lines: readonly PricedLine[]): number {
  return toRupees(
    lines.reduce((sum, line) => sum + toPaise(unitPrice(line.product)) * line.quantity, 0),
  );
}

/** The badge on the cart button: the sum of quantities, not the number of lines. */
export function cartCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
