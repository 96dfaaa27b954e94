import { asc, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES, soldOutMessage, type CapturePaymentInput, type Order } from '@attire/contract';
import type { Db, Tx } from '../../db/client.js';
import { cartItems, carts, orderItems, orders, productVariants } from '../../db/schema/index.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { PaypalClient } from '../payments/paypal-client.js';
import { lineName } from './line-name.js';
import { withItems, type OrderItemRow } from './order-view.js';

/**
 * Takes the shopper's money and the stock together, or neither.
 *
 * The PayPal capture is called inside the transaction, with the order and the variants (sizes
 * and colours) it holds locked:
 * - no oversell: nobody else can take the stock between our check and our decrement;
 * - no charge without stock: a shopper whose items sold out gets a 409 before PayPal is called;
 * - a crash after PayPal captured but before we committed is safe: the capture's PayPal-Request-Id
 *   comes from our order id, so the shopper's retry gets PayPal's first reply, not a second charge;
 * - the client's timeout (PAYPAL_TIMEOUT_MS) bounds how long the rows stay locked.
 * The PayPal sandbox keeps its state in files, never in this database, for this reason: PGlite
 * has one connection, held by this transaction while the sandbox answers.
 */
export async function capturePayment(
  deps: { db: Db; paypal: PaypalClient },
  userId: string,
  input: CapturePaymentInput,
): Promise<Order> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for('update');
    if (!order) throw notFound(MESSAGES.orderNotFound);
    if (order.userId !== userId) throw forbidden();
    if (!order.paypalOrderId || order.paypalOrderId !== input.paymentId) {
      throw conflict(MESSAGES.paymentMismatch);
    }
    // Captured before (a retry, a second tab): the same order again, nothing taken twice.
    if (order.paymentStatus === 'paid') return (await withItems(tx, [order]))[0]!;

    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const wanted = await lockAndCheckStock(tx, items);

    const payment = await deps.paypal.captureOrder(order.paypalOrderId, order.id);
    if (payment.status !== 'COMPLETED') throw conflict(MESSAGES.paymentFailed);
    if (payment.capturedPaise !== order.totalPaise) {
      throw Object.assign(new AppError(502, MESSAGES.paymentNeedsReview), {
        cause: new Error(
          `PayPal captured ${payment.capturedPaise ?? 'another currency'} paise for order ${order.id} of ${order.totalPaise}`,
        ),
      });
    }

    for (const [variantId, quantity] of wanted) {
      await tx
        .update(productVariants)
        .set({ totalStock: sql`${productVariants.totalStock} - ${quantity}` })
        .where(eq(productVariants.id, variantId));
    }
    const [paid] = await tx
      .update(orders)
      .set({
        paymentStatus: 'paid',
        orderStatus: 'confirmed',
        paymentId: order.paypalOrderId,
        // PayPal's word for who paid, not the client's.
        payerId: payment.payerId ?? input.payerId,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id))
      .returning();
    await tx
      .delete(cartItems)
      .where(
        inArray(
          cartItems.cartId,
          tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)),
        ),
      );
    return (await withItems(tx, [paid!]))[0]!;
  });
}

/**
 * Locks the order's variants in id order (so that two captures cannot deadlock), checks that
 * each still has the stock its lines want, and returns how many units to take from each.
 */
async function lockAndCheckStock(tx: Tx, items: OrderItemRow[]): Promise<Map<string, number>> {
  const wanted = new Map<string, number>();
  for (const { variantId, quantity } of items) {
    if (variantId) wanted.set(variantId, (wanted.get(variantId) ?? 0) + quantity);
  }
  const rows = wanted.size
    ? await tx
        .select({ id: productVariants.id, totalStock: productVariants.totalStock })
        .from(productVariants)
        .where(inArray(productVariants.id, [...wanted.keys()]))
        .orderBy(asc(productVariants.id))
        .for('update')
    : [];
  const stock = new Map(rows.map((row) => [row.id, row.totalStock]));
  for (const item of items) {
    // A line whose variant (or product) was deleted since has nothing left to sell.
    const left = item.variantId ? (stock.get(item.variantId) ?? 0) : 0;
    if (!item.variantId || wanted.get(item.variantId)! > left) {
      throw conflict(soldOutMessage(lineName(item), left));
    }
  }
  return wanted;
}
