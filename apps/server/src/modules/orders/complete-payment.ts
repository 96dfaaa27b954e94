import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGES, type OrderActor, PAYMENT_MESSAGES } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { cartItems, carts, orders } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { PaymentCapture } from '../payments/paypal-amounts.js';
import { queueOrderConfirmed, queueOrderStatusChanged } from '../mail/order-mail.js';
import { takePromotionUse } from '../promotions/promotion-uses.js';
import { openRefund } from '../refunds/index.js';
import { issueInvoice } from '../tax-documents/issue-document.js';
import { checkUnitsLeft, orderLines, releaseUnits, takeUnits } from './stock-hold.js';
import { recordEvent } from './timeline.js';

export type PaymentOutcome =
  | { kind: 'paid' }
  /**
   * The money came in for an order that cannot be fulfilled: the order is rejected and a full
   * refund opened. `soldOut`: its units had gone; `cancelled`: it was rejected or had expired
   * while PayPal captured.
   */
  | { kind: 'refunding'; refundId: string; why: 'soldOut' | 'cancelled' };

/**
 * Records a payment PayPal has completed, in one short transaction: the order becomes paid and
 * confirmed, its units are taken and the shopper's cart emptied. Finishing twice (the shopper's
 * request and the reconciliation job, a retry) records it once. If the order can no longer be
 * fulfilled (its hold lapsed and the units sold meanwhile, it was rejected while PayPal
 * captured, or it had been ended as unpaid), the payment is recorded, the order rejected and a
 * full refund opened, for the caller to settle once the transaction is over: no money stays
 * taken for an order that ends neither paid nor refunded.
 */
export async function completePayment(
  db: Db,
  orderId: string,
  payment: PaymentCapture,
  by: OrderActor,
): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(MESSAGES.orderNotFound);
    // 'failed' is an order ended as unpaid whose capture completed after all: it is refunded.
    if (order.paymentStatus !== 'pending' && order.paymentStatus !== 'failed') {
      return { kind: 'paid' };
    }
    if (payment.capturedPaise !== order.totalPaise) {
      throw Object.assign(new AppError(502, MESSAGES.paymentNeedsReview), {
        cause: new Error(
          `PayPal captured ${payment.capturedPaise ?? 'another currency'} paise for order ${order.id} of ${order.totalPaise}`,
        ),
      });
    }
    const paid = {
      paymentStatus: 'paid',
      paymentId: order.paypalOrderId ?? '',
      // PayPal's word for who paid, not the client's.
      payerId: payment.payerId ?? order.payerId,
      captureId: payment.captureId ?? null,
      updatedAt: new Date(),
    } as const;

    const items = await orderLines(tx, order.id);
    const open = order.orderStatus === 'pending' && order.paymentStatus === 'pending';
    const wanted = open
      ? await checkUnitsLeft(tx, order.id, items).catch((error: unknown) => {
          if (error instanceof AppError && error.statusCode === 409) return undefined;
          throw error;
        })
      : undefined;

    if (!wanted) {
      await releaseUnits(tx, order.id);
      await tx
        .update(orders)
        .set({ ...paid, orderStatus: 'rejected' })
        .where(eq(orders.id, order.id));
      const why = open ? 'soldOut' : 'cancelled';
      const note = open ? PAYMENT_MESSAGES.paymentSoldOutRefunding : MESSAGES.orderRejectedRefund;
      await recordEvent(tx, { orderId: order.id, event: 'paid', status: 'rejected', by });
      if (order.orderStatus === 'pending') {
        await recordEvent(tx, {
          orderId: order.id,
          event: 'status',
          status: 'rejected',
          by: 'system',
          note,
        });
      }
      const refundId = await openRefund(tx, {
        orderId: order.id,
        reason: note,
        by: 'system',
        restock: false,
      });
      // An order an admin rejected meanwhile was told already (the event's key is the same).
      await queueOrderStatusChanged(tx, order.id, 'rejected', { note, payment: 'refunding' });
      return { kind: 'refunding', refundId, why };
    }

    await takeUnits(tx, order.id, wanted);
    await takePromotionUse(tx, order);
    await tx
      .update(orders)
      .set({ ...paid, orderStatus: 'confirmed' })
      .where(eq(orders.id, order.id));
    await recordEvent(tx, { orderId: order.id, event: 'paid', status: 'confirmed', by });
    // What was bought leaves the cart; anything added since (a job may finish hours later) stays.
    await tx
      .delete(cartItems)
      .where(
        and(
          inArray(
            cartItems.cartId,
            tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, order.userId)),
          ),
          inArray(cartItems.variantId, [...wanted.keys()]),
        ),
      );
    // Numbered with the payment (one that rolls back gives its number back), as late as can be:
    // the series' counter stays locked until commit, so that payments at once wait the least.
    await queueOrderConfirmed(tx, order.id, () => issueInvoice(tx, order.id));
    return { kind: 'paid' };
  });
}
