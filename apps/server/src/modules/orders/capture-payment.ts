import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  type CapturePaymentInput,
  type Order,
  type OrderActor,
  PAYMENT_MESSAGES,
} from '@attire/contract';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isAlreadyCaptured, isDeclined, isPayerDeclined } from '../payments/paypal-errors.js';
import { paymentState } from '../payments/paypal-outcome.js';
import type { PaymentCapture } from '../payments/paypal-amounts.js';
import type { PaypalClient } from '../payments/paypal-client.js';
import { holdPromotionUse } from '../promotions/promotion-uses.js';
import { isPromoCodeRefusal } from '../promotions/find-promotion.js';
import { settleNowOrLater } from '../refunds/index.js';
import { completePayment } from './complete-payment.js';
import { endUnpaid } from './end-unpaid.js';
import { withItems } from './order-view.js';
import { holdUnits, orderLines, releaseUnits } from './stock-hold.js';

export interface CaptureDeps {
  db: Db;
  paypal: PaypalClient;
  /** How long the order's units stay held while PayPal captures. */
  stockHoldMs: number;
  /**
   * Bounds how many captures run their transactions at once. A burst of shoppers (a drop, a
   * sale) then waits here, in memory, rather than in the database's queue (PGlite's one
   * connection, PostgreSQL's pool), where every other shopper's page would wait behind it.
   */
  gate?: { run<T>(task: () => Promise<T>): Promise<T> };
}

const ungated = { run: <T>(task: () => Promise<T>) => task() };

/**
 * The shopper's capture (decision 0013): hold the units in a short transaction, ask PayPal to
 * capture outside any transaction, then record the payment in another short one. No connection
 * or row lock is held while PayPal answers, so slow PayPal replies cost neither the pool nor
 * other shoppers. A crash at any point is finished by the reconciliation job.
 */
export async function capturePayment(
  deps: CaptureDeps,
  userId: string,
  input: CapturePaymentInput,
): Promise<{ message: string; order: Order }> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, input.orderId));
  if (!order) throw notFound(MESSAGES.orderNotFound);
  if (order.userId !== userId) throw forbidden();
  if (!order.paypalOrderId || order.paypalOrderId !== input.paymentId) {
    throw conflict(MESSAGES.paymentMismatch);
  }
  const captured = await captureOrder(deps, order.id, 'shopper');
  const after = await readOrder(deps.db, order.id);
  // Paid before but rejected since (a second press of Pay): the shopper hears where the money is.
  if (after.orderStatus === 'rejected') {
    throw conflict(refundMessage('cancelled', after.paymentStatus === 'refunded'));
  }
  const message =
    captured === 'pending' ? PAYMENT_MESSAGES.paymentPending : MESSAGES.paymentCaptured;
  return { message, order: after };
}

/**
 * Captures one pending order's approved PayPal payment and records it; the shopper's capture and
 * the reconciliation job both come through here. Returns `paid` (also if it was paid already),
 * or `pending` while PayPal reviews the capture: the order then waits, its hold lapsing in time,
 * for the job or a webhook to hear PayPal's decision. Throws the shopper's 409 when it cannot be
 * paid, having taken nothing; a declined payment ends the order, so that the shopper pays anew.
 */
export async function captureOrder(
  deps: CaptureDeps,
  orderId: string,
  by: OrderActor,
): Promise<'paid' | 'pending'> {
  const gate = deps.gate ?? ungated;
  const paypalOrderId = await gate
    .run(() => holdForCapture(deps, orderId))
    .catch(async (error: unknown) => {
      // The code's last use went to another order: this one can never be paid as priced, so
      // it ends now rather than linger; the shopper checks out again without the code.
      if (isPromoCodeRefusal(error)) await endUnpaid(deps.db, orderId, error.message);
      throw error;
    });
  if (!paypalOrderId) return 'paid';

  const payment = await captureAtPaypal(deps, orderId, paypalOrderId);
  const state = paymentState(payment);
  if (state === 'pending') return 'pending';
  if (state !== 'captured') {
    await endUnpaid(deps.db, orderId, PAYMENT_MESSAGES.paymentDeclined, { evenIfHeld: true });
    throw conflict(PAYMENT_MESSAGES.paymentDeclined);
  }
  const outcome = await gate.run(() => completePayment(deps.db, orderId, payment, by));
  if (outcome.kind === 'refunding') {
    // Refunded now, or by the reconciliation job if PayPal is down at this moment.
    const refund = await settleNowOrLater(deps, outcome.refundId);
    throw conflict(refundMessage(outcome.why, refund === 'completed'));
  }
  return 'paid';
}

/** What the shopper is told of a payment taken for an order that cannot be fulfilled. */
function refundMessage(why: 'soldOut' | 'cancelled', refunded: boolean): string {
  if (why === 'soldOut') {
    return refunded ? MESSAGES.paymentSoldOutRefunded : PAYMENT_MESSAGES.paymentSoldOutRefunding;
  }
  return refunded
    ? PAYMENT_MESSAGES.paymentCancelledRefunded
    : PAYMENT_MESSAGES.paymentCancelledRefunding;
}

/** Holds a pending order's units; its PayPal order's id, or undefined if it is paid already. */
async function holdForCapture(deps: CaptureDeps, orderId: string) {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(MESSAGES.orderNotFound);
    // Ended as unpaid (expired, or rejected and settled by the job): nothing may be taken now.
    if (order.paymentStatus === 'failed') throw conflict(MESSAGES.paymentFailed);
    if (order.paymentStatus !== 'pending') return undefined;
    if (order.orderStatus !== 'pending' || !order.paypalOrderId) {
      throw conflict(MESSAGES.paymentFailed);
    }
    await holdUnits(tx, order.id, await orderLines(tx, order.id), deps.stockHoldMs);
    await holdPromotionUse(tx, order, deps.stockHoldMs);
    return order.paypalOrderId;
  });
}

/**
 * PayPal's capture. Our order id is the request id, so a retry gets PayPal's first reply; when
 * PayPal holds a capture already (the request id expired, or another process captured), its
 * record of the order is used. A refusal releases the hold: nothing was taken (a refusal of the
 * payer's funding ends the order too). An outage keeps the hold: PayPal may have captured, and
 * the reconciliation job will find out.
 */
async function captureAtPaypal(
  deps: CaptureDeps,
  orderId: string,
  paypalOrderId: string,
): Promise<PaymentCapture> {
  try {
    return await deps.paypal.captureOrder(paypalOrderId, orderId);
  } catch (error) {
    if (isAlreadyCaptured(error)) return deps.paypal.getOrder(paypalOrderId);
    // The payer's way of paying was refused: this order is over, the shopper checks out anew.
    if (isPayerDeclined(error)) {
      await endUnpaid(deps.db, orderId, PAYMENT_MESSAGES.paymentDeclined, { evenIfHeld: true });
    } else if (isDeclined(error)) {
      await deps.db.transaction((tx) => releaseUnits(tx, orderId));
    }
    throw error;
  }
}

async function readOrder(db: Db, orderId: string): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return (await withItems(db, [row!]))[0]!;
}
