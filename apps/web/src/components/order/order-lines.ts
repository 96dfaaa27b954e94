import { toPaise, toRupees, type Order, type OrderItem } from '@attire/contract';

type OrderHistory = Pick<Order, 'orderItems' | 'refunds' | 'returns'>;

/**
 * Units of each line (in `orderItems` order) that a refund has paid back or is paying back; a
 * failed refund paid nothing.
 */
export function refundedQuantities(order: OrderHistory): number[] {
  const refunded = order.refunds
    .filter((refund) => refund.status !== 'failed')
    .flatMap((refund) => refund.items);
  return order.orderItems.map((line) =>
    refunded.filter((item) => sameLine(line, item)).reduce((sum, item) => sum + item.quantity, 0),
  );
}

/** The line a return's or refund's item names: same product, same size and colour. */
function sameLine(line: OrderItem, item: { productId: string | null; variantId: string | null }) {
  return (
    line.productId !== null &&
    item.productId === line.productId &&
    item.variantId === line.variantId
  );
}

/** Units of each line that an admin may still refund. */
export function refundableQuantities(order: OrderHistory): number[] {
  const refunded = refundedQuantities(order);
  return order.orderItems.map((line, index) =>
    line.productId === null ? 0 : Math.max(0, line.quantity - (refunded[index] ?? 0)),
  );
}

/**
 * Units of each line the shopper may still ask to return: neither refunded nor in a return
 * the admin has not settled yet (requested or approved).
 */
export function returnableQuantities(order: OrderHistory): number[] {
  const refundable = refundableQuantities(order);
  return order.orderItems.map((line, index) => {
    const pending = order.returns
      .filter((entry) => entry.status === 'requested' || entry.status === 'approved')
      .flatMap((entry) => entry.items)
      .filter((item) => sameLine(line, item))
      .reduce((sum, item) => sum + item.quantity, 0);
    return Math.max(0, (refundable[index] ?? 0) - pending);
  });
}

/**
 * What is left of the payment to refund, in rupees: `refundedAmount` counts completed refunds,
 * and a refund PayPal has not confirmed yet is on its way too. Sums in whole paise, as the
 * server makes them.
 */
export function refundableAmount(
  order: Pick<Order, 'totalAmount' | 'refundedAmount' | 'refunds'>,
): number {
  const pendingPaise = order.refunds
    .filter((refund) => refund.status === 'pending')
    .reduce((sum, refund) => sum + toPaise(refund.amount), 0);
  const leftPaise = toPaise(order.totalAmount) - toPaise(order.refundedAmount) - pendingPaise;
  return toRupees(Math.max(0, leftPaise));
}
