import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { MESSAGES } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { orders, refunds } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { PaypalClient } from '../payments/paypal-client.js';
import { PaypalRejection, isDeclined } from '../payments/paypal-errors.js';
import { completeRefund, failRefund, type RefundState } from './refund-outcome.js';

export interface RefundDeps {
  db: Db;
  paypal: Pick<PaypalClient, 'refundCapture' | 'getOrder' | 'getRefund'>;
  log?: { warn(object: object, message: string): void };
}

type OrderRow = typeof orders.$inferSelect;

// PayPal's refund states that mean no money moved and none will.
const REFUSED_STATES = new Set(['FAILED', 'CANCELLED']);

// How many pending refunds one run of settlePendingRefunds takes to PayPal.
const BATCH = 50;

/**
 * Takes a pending refund to PayPal and records PayPal's answer. Runs outside any transaction: no
 * connection or row lock is held while PayPal answers (PGlite has a single connection).
 *
 * - The PayPal-Request-Id comes from the refund's id, so every retry (a crash between PayPal's
 *   answer and our commit, two settlers at once) is the same request: PayPal pays back once.
 * - A definite refusal marks the refund failed and frees its amount and units.
 * - A refund PayPal leaves PENDING stays pending, with PayPal's id; later runs ask about it.
 * - An outage (PayPal down, a timeout) leaves it pending for a retry and throws.
 * - A refund already completed or failed is left alone.
 * Returns the refund's state afterwards.
 */
export async function settleRefund(deps: RefundDeps, refundId: string): Promise<RefundState> {
  const [found] = await deps.db
    .select({ refund: refunds, order: orders })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, refundId));
  if (!found) throw notFound(MESSAGES.notFound);
  const { refund, order } = found;
  if (refund.state !== 'pending') return refund.state as RefundState;
  await deps.db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1` })
    .where(eq(refunds.id, refund.id));

  let answer: { id: string; status: string };
  try {
    if (refund.paypalRefundId) {
      // PayPal made it and left it PENDING: ask how it stands, never make it again.
      answer = await deps.paypal.getRefund(refund.paypalRefundId);
    } else {
      const captureId = await captureOf(deps, order);
      if (!captureId) return await failRefund(deps.db, refund.id, 'PayPal holds no capture');
      answer = await deps.paypal.refundCapture({
        captureId,
        amountPaise: refund.amountPaise,
        requestId: `attire-refund-${refund.id}`,
        note: refund.reason,
      });
    }
  } catch (error) {
    if (isDeclined(error)) return failRefund(deps.db, refund.id, refusal(error));
    await deps.db
      .update(refunds)
      .set({ error: error instanceof Error ? error.message : String(error) })
      .where(and(eq(refunds.id, refund.id), eq(refunds.state, 'pending')));
    throw error;
  }
  if (REFUSED_STATES.has(answer.status)) {
    return failRefund(deps.db, refund.id, `PayPal refund ${answer.id} is ${answer.status}`);
  }
  // PENDING at PayPal (an eCheck, a payee short of funds): not paid back yet. It stays pending,
  // shown so, with PayPal's id, and the job asks about it until PayPal settles it.
  if (answer.status !== 'COMPLETED') {
    await deps.db
      .update(refunds)
      .set({ paypalRefundId: answer.id, error: `PayPal refund ${answer.id} is ${answer.status}` })
      .where(and(eq(refunds.id, refund.id), eq(refunds.state, 'pending')));
    return 'pending';
  }
  return completeRefund(deps.db, refund.id, answer.id);
}

/**
 * Settles a refund now if PayPal answers, or leaves it pending for the reconciliation job if
 * PayPal is unreachable: what a request that just opened a refund calls after its commit.
 */
export async function settleNowOrLater(deps: RefundDeps, refundId: string): Promise<RefundState> {
  try {
    return await settleRefund(deps, refundId);
  } catch (error) {
    if (!isProviderOutage(error)) throw error;
    deps.log?.warn({ err: error, refundId }, 'PayPal did not answer a refund; it is retried later');
    return 'pending';
  }
}

/**
 * Retries the refunds a crash or an outage left pending, those opened at least `olderThanMs`
 * ago (younger ones are still being settled by the request that opened them). The least tried
 * go first, so that one refund PayPal keeps failing on cannot hold up the others. Stops at the
 * first outage: PayPal is down, the next run tries again. Returns how many it settled.
 */
export async function settlePendingRefunds(
  deps: RefundDeps,
  { olderThanMs }: { olderThanMs: number },
): Promise<number> {
  const due = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.state, 'pending'),
        lt(refunds.createdAt, sql`now() - ${`${Math.max(0, olderThanMs)} milliseconds`}::interval`),
      ),
    )
    .orderBy(asc(refunds.attempts), asc(refunds.createdAt))
    .limit(BATCH);
  let settled = 0;
  for (const { id } of due) {
    try {
      if ((await settleRefund(deps, id)) !== 'pending') settled++;
    } catch (error) {
      deps.log?.warn({ err: error, refundId: id }, 'A pending refund could not be settled yet');
      break;
    }
  }
  return settled;
}

/** The capture to refund; orders paid before captures were stored ask PayPal once, then keep it. */
async function captureOf(deps: RefundDeps, order: OrderRow): Promise<string | undefined> {
  if (order.captureId) return order.captureId;
  if (!order.paypalOrderId) return undefined;
  const { captureId } = await deps.paypal.getOrder(order.paypalOrderId);
  if (captureId) {
    await deps.db
      .update(orders)
      .set({ captureId })
      .where(and(eq(orders.id, order.id), isNull(orders.captureId)));
  }
  return captureId;
}

function refusal(error: unknown): string {
  const issue = error instanceof PaypalRejection ? error.issue : 'UNKNOWN';
  const detail = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  return `PayPal refused the refund: ${issue}${detail ? ` (${detail})` : ''}`;
}

/** PayPal down or too slow (the client's 502), as opposed to a fault of ours. */
export const isProviderOutage = (error: unknown) =>
  error instanceof AppError && error.statusCode === 502 && !isDeclined(error);
