import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatRupees, toRupees, type OrderActor, type OrderStatus } from '@attire/contract';
import type { Db, Tx } from '../../db/client.js';
import {
  orderItems,
  orders,
  productVariants,
  refundItems,
  refunds,
  returns,
} from '../../db/schema/index.js';
import type { REFUND_STATES } from '../../db/schema/index.js';
import { queueOrderRefunded } from '../mail/order-mail.js';
import { recordEvent } from '../orders/timeline.js';
import { recordReturnStep } from '../returns/return-step.js';
import { issueCreditNote } from '../tax-documents/issue-document.js';

export type RefundState = (typeof REFUND_STATES)[number];

type RefundRow = typeof refunds.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/**
 * Runs `step` on a refund that is still pending, with its order locked: whoever settles a refund
 * first wins, and a second settler (a retry, the job) finds it settled and changes nothing.
 * Returns the refund's state afterwards.
 */
async function whilePending(
  db: Db,
  refundId: string,
  step: (tx: Tx, refund: RefundRow, order: OrderRow) => Promise<void>,
): Promise<RefundState> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ orderId: refunds.orderId })
      .from(refunds)
      .where(eq(refunds.id, refundId));
    if (!owner) throw new Error(`refund ${refundId} is gone`);
    // The order first, as every writer of an order's refunds locks it, then the refund itself.
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, owner.orderId))
      .for('update');
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (refund!.state !== 'pending') return refund!.state as RefundState;
    await step(tx, refund!, order!);
    const [after] = await tx
      .select({ state: refunds.state })
      .from(refunds)
      .where(eq(refunds.id, refundId));
    return after!.state as RefundState;
  });
}

/** The lines a refund pays back, with the variant each was bought in. */
function refundedLines(tx: Tx, refundId: string) {
  return tx
    .select({
      orderItemId: refundItems.orderItemId,
      quantity: refundItems.quantity,
      variantId: orderItems.variantId,
    })
    .from(refundItems)
    .innerJoin(orderItems, eq(orderItems.id, refundItems.orderItemId))
    .where(eq(refundItems.refundId, refundId));
}

const money = (paise: number) => formatRupees(toRupees(paise));

/**
 * PayPal paid the money back: the refund is completed, the order's refunded sum and payment
 * status follow, the lines' units go back on the shelf when asked, and the timeline says so.
 */
export function completeRefund(
  db: Db,
  refundId: string,
  paypalRefundId: string,
): Promise<RefundState> {
  return whilePending(db, refundId, async (tx, refund, order) => {
    const now = new Date();
    await tx
      .update(refunds)
      .set({ state: 'completed', paypalRefundId, completedAt: now, error: null })
      .where(eq(refunds.id, refund.id));
    const refundedPaise = order.refundedPaise + refund.amountPaise;
    await tx
      .update(orders)
      .set({
        refundedPaise,
        paymentStatus: refundedPaise >= order.totalPaise ? 'refunded' : 'partiallyRefunded',
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    if (refund.restock) {
      for (const line of await refundedLines(tx, refund.id)) {
        // A size deleted since has no shelf to go back to (its id was set to null).
        if (!line.variantId) continue;
        await tx
          .update(productVariants)
          .set({ totalStock: sql`${productVariants.totalStock} + ${line.quantity}` })
          .where(eq(productVariants.id, line.variantId));
      }
    }
    await recordEvent(tx, {
      orderId: order.id,
      event: 'refund',
      status: order.orderStatus as OrderStatus,
      by: refund.actor as OrderActor,
      note: `Refunded ${money(refund.amountPaise)}: ${refund.reason}`,
    });
    await issueCreditNote(tx, refund, now);
    const returned = await markReturnRefunded(tx, refund.id, order);
    // A return paid back is one event, told in one e-mail: the refund's, with the return's note.
    await queueOrderRefunded(tx, refund, returned?.note ?? undefined);
  });
}

/**
 * The return this refund paid back is `refunded` now, and not before (update-return.ts); its
 * step goes on the timeline, its news in the refund's e-mail. Returns it, if there is one.
 */
async function markReturnRefunded(tx: Tx, refundId: string, order: OrderRow) {
  const [paidBack] = await tx
    .update(returns)
    .set({ status: 'refunded', updatedAt: new Date() })
    .where(and(eq(returns.refundId, refundId), inArray(returns.status, ['requested', 'approved'])))
    .returning();
  if (!paidBack) return undefined;
  await recordReturnStep(
    tx,
    {
      orderId: order.id,
      orderStatus: order.orderStatus as OrderStatus,
      returnId: paidBack.id,
      status: 'refunded',
      note: paidBack.note,
    },
    { mail: false },
  );
  return paidBack;
}

/**
 * PayPal refused the refund for good: it is marked failed with PayPal's reason, and its amount
 * and units count as unrefunded again, so that the admin can refund them another way.
 */
export function failRefund(db: Db, refundId: string, error: string): Promise<RefundState> {
  return whilePending(db, refundId, async (tx, refund, order) => {
    await tx.update(refunds).set({ state: 'failed', error }).where(eq(refunds.id, refund.id));
    for (const line of await refundedLines(tx, refund.id)) {
      await tx
        .update(orderItems)
        .set({ refundedQuantity: sql`${orderItems.refundedQuantity} - ${line.quantity}` })
        .where(eq(orderItems.id, line.orderItemId));
    }
    await recordEvent(tx, {
      orderId: order.id,
      event: 'refund',
      status: order.orderStatus as OrderStatus,
      by: 'system',
      note: `PayPal refused the refund of ${money(refund.amountPaise)} (${refund.reason}); nothing was paid back.`,
    });
  });
}
