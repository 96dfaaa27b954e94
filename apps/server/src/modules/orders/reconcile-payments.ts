import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { MESSAGES, PAYMENT_MESSAGES } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { isDeclined } from '../payments/paypal-errors.js';
import type { PaypalClient } from '../payments/paypal-client.js';
import { paymentState } from '../payments/paypal-outcome.js';
import { settlePendingRefunds, settleRefund } from '../refunds/index.js';
import { captureOrder } from './capture-payment.js';
import { completePayment } from './complete-payment.js';
import { createPaypalOrder, paypalAmount } from './place-order.js';
import { endUnpaid } from './end-unpaid.js';

export interface ReconcileDeps {
  db: Db;
  paypal: PaypalClient;
  stockHoldMs: number;
  /** The job's period: an order untouched for this long is the job's to finish. */
  intervalMs: number;
  /** An order never paid by then is cancelled. */
  expiryMs: number;
  /** Where PayPal sends the shopper back to, for an order whose PayPal order is re-created. */
  shopUrl: () => string;
  log: { warn(object: object, message: string): void };
}

// Orders looked at per run; the rest wait for the next one.
const BATCH = 50;

/**
 * The reconciliation job (contract: "Payments the shop did not finish"): every order whose
 * payment is unsettled is asked about at PayPal and finished: paid if PayPal captured (refunded
 * if its units are gone), captured if only approved, cancelled once it expires, given its PayPal
 * order if a crash came between our commit and PayPal's reply. Refunds left pending are retried.
 * An order is asked about less often as it ages, so abandoned checkouts cost little.
 */
export async function reconcilePayments(deps: ReconcileDeps): Promise<number> {
  const interval = sql`${`${deps.intervalMs} milliseconds`}::interval`;
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'pending'),
        lt(orders.updatedAt, sql`now() - ${interval}`),
        or(
          isNull(orders.checkedAt),
          lt(
            orders.checkedAt,
            sql`now() - greatest(${interval}, (now() - ${orders.orderDate}) / 4)`,
          ),
        ),
      ),
    )
    .orderBy(asc(orders.orderDate))
    .limit(BATCH);
  for (const { id } of due) {
    try {
      await reconcileOrder(deps, id);
    } catch (error) {
      // One order's trouble (PayPal down for it) must not stop the others.
      deps.log.warn({ err: error, orderId: id }, 'Reconciling an order failed; it is retried');
    }
    await deps.db.update(orders).set({ checkedAt: new Date() }).where(eq(orders.id, id));
  }
  await settlePendingRefunds(deps, { olderThanMs: deps.intervalMs });
  return due.length;
}

/**
 * Brings one unsettled order in line with PayPal's record of it. An order already ended as
 * unpaid is asked about too when a webhook names it: a capture that completed after all is
 * recorded and refunded.
 */
export async function reconcileOrder(deps: ReconcileDeps, orderId: string): Promise<void> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const unpaid = order.paymentStatus === 'pending';
  if (!unpaid && order.paymentStatus !== 'failed') return;
  const expired = Date.now() - order.orderDate.getTime() > deps.expiryMs;

  if (!order.paypalOrderId) {
    if (!unpaid) return;
    // The crash came between our commit and PayPal's reply. Asking again with the same request
    // id returns PayPal's order if it was made; the shopper may have approved it already.
    if (expired || order.orderStatus !== 'pending') return endUnpaidOrder(deps, orderId);
    await createPaypalOrder({ ...deps, shopUrl: deps.shopUrl() }, order.id, paypalAmount(order));
    return;
  }

  const payment = await deps.paypal.getOrder(order.paypalOrderId).catch((error: unknown) => {
    // PayPal no longer knows the order: it was never approved in time.
    if (isDeclined(error)) return undefined;
    throw error;
  });
  const state = paymentState(payment);
  if (state === 'captured') {
    const outcome = await completePayment(deps.db, orderId, payment!, 'system');
    if (outcome.kind === 'refunding') await settleRefund(deps, outcome.refundId);
    return;
  }
  if (!unpaid) return;
  // PayPal is still deciding (a review): its word comes later, by webhook or the next run.
  if (state === 'pending') return;
  // Declined: PayPal will capture this order no more, so its hold protects nothing.
  if (state === 'declined') {
    return endUnpaid(deps.db, orderId, PAYMENT_MESSAGES.paymentDeclined, { evenIfHeld: true });
  }
  if (state === 'approved' && order.orderStatus === 'pending') {
    await captureOrder(deps, orderId, 'system').catch(async (error: unknown) => {
      // Approved, but its units are gone or PayPal refused: cancelled without taking money.
      if (error instanceof AppError && error.statusCode === 409) {
        return endUnpaidOrder(deps, orderId, MESSAGES.paymentSoldOutNotCharged);
      }
      throw error;
    });
    return;
  }
  if (expired || order.orderStatus !== 'pending') await endUnpaidOrder(deps, orderId);
}

/** An order that will never be paid: cancelled, its held units released, nothing taken. */
const endUnpaidOrder = (
  deps: ReconcileDeps,
  orderId: string,
  note: string = MESSAGES.paymentExpired,
) => endUnpaid(deps.db, orderId, note);
