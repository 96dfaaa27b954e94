import { MESSAGES, type OrderLinesInput } from '@attire/contract';
import { AppError, notFound } from '../../lib/errors.js';
import type { OrderItemRow } from './order-view.js';

/**
 * The order's lines that a refund or a return names by product (and size, when the order holds
 * several sizes or colours of the product), with how many units of each; the same line named
 * twice counts once with the summed quantity. A product the order does not hold is a 404
 * (`notInOrder`); a product bought in several variants and named without one is a 400.
 */
export function pickOrderLines(
  lines: OrderItemRow[],
  wanted: OrderLinesInput,
  notInOrder: string,
): { item: OrderItemRow; quantity: number }[] {
  const picked = new Map<string, { item: OrderItemRow; quantity: number }>();
  for (const want of wanted) {
    const matches = lines.filter(
      (line) =>
        line.productId === want.productId &&
        (want.variantId === undefined || line.variantId === want.variantId),
    );
    if (matches.length === 0) throw notFound(notInOrder);
    if (matches.length > 1) {
      throw new AppError(400, MESSAGES.variantRequired, { items: [MESSAGES.variantRequired] });
    }
    const item = matches[0]!;
    const quantity = (picked.get(item.id)?.quantity ?? 0) + want.quantity;
    picked.set(item.id, { item, quantity });
  }
  return [...picked.values()];
}
