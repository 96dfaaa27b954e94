import { asc, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES, soldOutMessage, type CapturePaymentInput, type Order } from '@attire/contract';
import type { Db, Tx } from '../../db/client.js';
import { cartItems, carts, orderItems, orders, products } from '../../db/schema/index.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { PaypalClient } from '../payments/paypal-client.js';
import { withItems, type OrderItemRow } from './order-view.js';

/**
 * Takes the shopper's money and the stock together, or neither.
 *
 * The PayPal capture is called inside the transaction, with the order and its products locked:
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
    await lockAndCheckStock(tx, items);

    const payment = await deps.paypal.captureOrder(order.paypalOrderId, order.id);
    if (payment.status !== 'COMPLETED') throw conflict(MESSAGES.paymentFailed);
    if (payment.capturedPaise !== order.totalPaise) {
      throw Object.assign(new AppError(502, MESSAGES.paymentNeedsReview), {
        cause: new Error(
          `PayPal captured ${payment.capturedPaise ?? 'another currency'} paise for order ${order.id} of ${order.totalPaise}`,
        ),
      });
    }

    for (const item of items) {
      await tx
        .update(products)
        .set({ totalStock: sql`${products.totalStock} - ${item.quantity}`, updatedAt: new Date() })
        .where(eq(products.id, item.productId!));
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

/** Locks the order's products in id order (so two captures cannot deadlock) and checks stock. */
async function lockAndCheckStock(tx: Tx, items: OrderItemRow[]): Promise<void> {
  const ids = [...new Set(items.flatMap((item) => (item.productId ? [item.productId] : [])))];
  const rows = ids.length
    ? await tx
        .select({ id: products.id, title: products.title, totalStock: products.totalStock })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.id))
        .for('update')
    : [];
  const stock = new Map(rows.map((row) => [row.id, row]));
  for (const item of items) {
    const product = item.productId ? stock.get(item.productId) : undefined;
    if (!product || item.quantity > product.totalStock) {
      throw conflict(soldOutMessage(product?.title ?? item.title, product?.totalStock ?? 0));
    }
  }
}
