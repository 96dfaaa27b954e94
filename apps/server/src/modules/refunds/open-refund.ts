import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  MESSAGES,
  formatRupees,
  lineQuantityLeftMessage,
  refundTooLargeMessage,
  toRupees,
  type OrderActor,
  lineName,
} from '@attire/contract';
import type { Tx } from '../../db/client.js';
import { orderItems, orders, refundItems, refunds } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { priceRefund } from '../pricing/price-refund.js';

/** Units of one bought line that a refund (or a return) is about. */
export interface LineQuantity {
  orderItemId: string;
  quantity: number;
}

export interface OpenRefundInput {
  orderId: string;
  reason: string;
  by: OrderActor;
  /** Put the refunded lines' units back in stock once PayPal has paid the money back. */
  restock: boolean;
  /** Paise to pay back; what was paid for the lines (priceRefund) when only `items` are given. */
  amountPaise?: number;
  items?: LineQuantity[];
}

type OrderRow = typeof orders.$inferSelect;

/**
 * What is still unrefunded of an order's payment, in paise: its total less the refunds that are
 * completed or still pending (a pending refund may complete at any moment, so it counts).
 */
export async function paiseLeftToRefund(tx: Tx, order: OrderRow): Promise<number> {
  const taken = await refundedSoFar(tx, order.id);
  return order.totalPaise - taken.amountPaise;
}

/** The money and GST of an order's completed and pending refunds. */
async function refundedSoFar(tx: Tx, orderId: string) {
  const [sums] = await tx
    .select({
      amountPaise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::bigint`.mapWith(Number),
      cgst: sql<number>`coalesce(sum(${refunds.cgstPaise}), 0)::bigint`.mapWith(Number),
      sgst: sql<number>`coalesce(sum(${refunds.sgstPaise}), 0)::bigint`.mapWith(Number),
      igst: sql<number>`coalesce(sum(${refunds.igstPaise}), 0)::bigint`.mapWith(Number),
    })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.state, ['pending', 'completed'])));
  const { amountPaise, ...tax } = sums!;
  return { amountPaise, tax };
}

/**
 * Writes a `pending` refund of an order, for settleRefund to take to PayPal once the caller's
 * transaction has committed. The caller holds the order row FOR UPDATE, so two refunds of one
 * order are checked one after the other and can never together pay back more than was paid.
 * Neither an amount nor items means all that is left: the money and every unrefunded unit.
 * What lines pay back, and the GST inside a refund, are the pricing module's (priceRefund).
 * Returns the refund's id.
 */
export async function openRefund(tx: Tx, input: OpenRefundInput): Promise<string> {
  // Locking again in the caller's transaction costs nothing and keeps this safe on its own.
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
  if (!order) throw notFound(MESSAGES.orderNotFound);
  if (order.paymentStatus === 'refunded') throw conflict(MESSAGES.refundNothingLeft);
  if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'partiallyRefunded') {
    throw conflict(MESSAGES.refundNothingPaid);
  }
  const refunded = await refundedSoFar(tx, order.id);
  const left = order.totalPaise - refunded.amountPaise;
  if (left <= 0) throw conflict(MESSAGES.refundNothingLeft);

  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const everything = input.amountPaise === undefined && input.items === undefined;
  const items = everything
    ? lines
        .map((line) => ({ orderItemId: line.id, quantity: line.quantity - line.refundedQuantity }))
        .filter((item) => item.quantity > 0)
    : mergeLines(input.items ?? []);

  for (const item of items) {
    const line = lines.find((candidate) => candidate.id === item.orderItemId);
    if (!line) throw notFound(MESSAGES.refundItemNotInOrder);
    const unitsLeft = line.quantity - line.refundedQuantity;
    if (item.quantity > unitsLeft)
      throw conflict(lineQuantityLeftMessage(lineName(line), unitsLeft));
  }
  const priced = priceRefund(order, lines, refunded, {
    items,
    amountPaise: input.amountPaise,
    everything,
  });
  if (priced.amountPaise > left) {
    throw conflict(refundTooLargeMessage(formatRupees(toRupees(left))));
  }
  if (priced.amountPaise <= 0) throw conflict(MESSAGES.refundNothingLeft);

  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      amountPaise: priced.amountPaise,
      shippingPaise: priced.shippingPaise,
      cgstPaise: priced.tax.cgst,
      sgstPaise: priced.tax.sgst,
      igstPaise: priced.tax.igst,
      reason: input.reason,
      restock: input.restock,
      state: 'pending',
      actor: input.by,
    })
    .returning({ id: refunds.id });
  if (priced.items.length > 0) {
    await tx
      .insert(refundItems)
      .values(priced.items.map((item) => ({ ...item, refundId: refund!.id })));
  }
  // Counted at once, pending or not, so that no later refund or return claims the same units.
  for (const item of items) {
    await tx
      .update(orderItems)
      .set({ refundedQuantity: sql`${orderItems.refundedQuantity} + ${item.quantity}` })
      .where(eq(orderItems.id, item.orderItemId));
  }
  return refund!.id;
}

/** The same line named twice is one line of the summed quantity. */
function mergeLines(items: LineQuantity[]): LineQuantity[] {
  const merged = new Map<string, number>();
  for (const item of items) {
    merged.set(item.orderItemId, (merged.get(item.orderItemId) ?? 0) + item.quantity);
  }
  return [...merged].map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
}
