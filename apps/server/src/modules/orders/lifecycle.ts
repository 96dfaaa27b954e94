import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  ORDER_TRANSITIONS,
  orderStatusNotAllowedMessage,
  statusLabel,
  type AdminOrder,
  type OrderStatus,
} from '@attire/contract';
import type { Tx } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { queueOrderStatusChanged } from '../mail/order-mail.js';
import {
  openRefund,
  paiseLeftToRefund,
  settleNowOrLater,
  type RefundDeps,
  type RefundState,
} from '../refunds/index.js';
import { getOrder } from './service.js';
import { heldByLiveCapture } from './stock-hold.js';
import { recordEvent } from './timeline.js';

export interface LifecycleDeps extends RefundDeps {
  /** How long after delivery the shopper may ask for a return. */
  returnWindowDays: number;
}

export interface StatusChange {
  order: AdminOrder;
  /** Where the refund of a rejected paid order ended; absent when there was none. */
  refund?: RefundState;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An admin moves an order one step along the lifecycle (ORDER_TRANSITIONS), with an optional
 * note on its timeline. The order is locked, so two admins (or an admin and a capture) take
 * their steps one after the other and the second is judged against the first's result.
 * Rejecting a paid order refunds all that is left of it and restocks its units: the refund is
 * opened in the same transaction and taken to PayPal after the commit.
 */
export async function changeOrderStatus(
  deps: LifecycleDeps,
  orderId: string,
  change: { orderStatus: OrderStatus; note?: string },
): Promise<StatusChange> {
  const refundId = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(MESSAGES.orderNotFound);
    const from = order.orderStatus as OrderStatus;
    const allowed = ORDER_TRANSITIONS[from];
    if (!allowed.includes(change.orderStatus)) {
      throw conflict(orderStatusNotAllowedMessage(statusLabel(from), allowed.map(statusLabel)));
    }
    const now = new Date();
    await tx
      .update(orders)
      .set({
        orderStatus: change.orderStatus,
        updatedAt: now,
        ...(change.orderStatus === 'delivered' && {
          returnableUntil: new Date(now.getTime() + deps.returnWindowDays * DAY_MS),
        }),
      })
      .where(eq(orders.id, order.id));
    await recordEvent(tx, {
      orderId: order.id,
      event: 'status',
      status: change.orderStatus,
      by: 'admin',
      note: change.note,
    });
    if (change.orderStatus !== 'rejected') {
      await queueOrderStatusChanged(tx, order.id, change.orderStatus, { note: change.note });
      return undefined;
    }
    const refundId = await reject(tx, order, change.note);
    // The shopper hears of a refund only as "on its way"; its own e-mail says when it is done.
    const payment = refundId
      ? 'refunding'
      : order.paymentStatus === 'pending' && (await heldByLiveCapture(tx, order.id))
        ? 'inFlight'
        : 'none';
    await queueOrderStatusChanged(tx, order.id, 'rejected', { note: change.note, payment });
    return refundId;
  });
  const refund = refundId ? await settleNowOrLater(deps, refundId) : undefined;
  return { order: await getOrder(deps.db, orderId), ...(refund && { refund }) };
}

/**
 * What rejecting undoes. A paid order: all that is left of the payment is refunded and its units
 * restocked (returns the refund to settle). An unpaid one: nothing yet. Its payment stays
 * pending; a capture in flight keeps its hold and records its own end (a payment that completes
 * is refunded in full, a refused one lets the units go), and the reconciliation job settles the
 * rest with PayPal. Letting the hold go here would let the job end the order as unpaid under a
 * capture that then takes the money.
 */
async function reject(
  tx: Tx,
  order: typeof orders.$inferSelect,
  note: string | undefined,
): Promise<string | undefined> {
  if (order.paymentStatus === 'pending') return undefined;
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'partiallyRefunded';
  if (!paid || (await paiseLeftToRefund(tx, order)) <= 0) return undefined;
  return openRefund(tx, {
    orderId: order.id,
    reason: note ? `Order rejected: ${note}` : 'Order rejected',
    by: 'admin',
    restock: true,
  });
}
