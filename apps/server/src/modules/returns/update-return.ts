import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  RETURN_TRANSITIONS,
  returnStatusNotAllowedMessage,
  statusLabel,
  type AdminReturn,
  type OrderStatus,
  type ReturnStatus,
  type UpdateReturnInput,
  PAYMENT_MESSAGES,
} from '@attire/contract';
import type { Tx } from '../../db/client.js';
import { orders, refunds, returnItems, returns } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordReturnStep } from './return-step.js';
import {
  openRefund,
  settleNowOrLater,
  type RefundDeps,
  type RefundState,
} from '../refunds/index.js';
import { getAdminReturn } from './return-view.js';

export interface ReturnChange {
  return: AdminReturn;
  /** Where the refund of a `refunded` return ended; absent for the other steps. */
  refund?: RefundState;
}

/**
 * An admin answers a return (RETURN_TRANSITIONS), with an optional note kept on the return and
 * on the order's timeline. `refunded` pays the returned lines back and restocks them: the refund
 * is opened in the same transaction, linked to the return, and taken to PayPal after the commit;
 * the return is `refunded` only once PayPal has paid the money back.
 */
export async function updateReturn(
  deps: RefundDeps,
  returnId: string,
  input: UpdateReturnInput,
): Promise<ReturnChange> {
  const refundId = await deps.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ orderId: returns.orderId })
      .from(returns)
      .where(eq(returns.id, returnId));
    if (!owner) throw notFound(MESSAGES.returnNotFound);
    // The order first, as refunds and other returns of it lock it: one step at a time per order.
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, owner.orderId))
      .for('update');
    const [row] = await tx.select().from(returns).where(eq(returns.id, returnId)).for('update');
    const from = row!.status as ReturnStatus;
    const allowed = RETURN_TRANSITIONS[from];
    if (!allowed.includes(input.status)) {
      throw conflict(returnStatusNotAllowedMessage(statusLabel(from), allowed.map(statusLabel)));
    }

    const waiting = await pendingRefundOf(tx, row!);
    if (input.status === 'refunded') {
      // Asked again while PayPal has not answered: the same refund is taken to PayPal again.
      if (waiting) return waiting;
      // The return becomes `refunded` when PayPal completes the refund (refund-outcome.ts); a
      // refusal leaves it approved, for the admin to try again.
      const refundId = await refundReturn(tx, row!);
      await tx
        .update(returns)
        .set({ note: input.note ?? null, refundId, updatedAt: new Date() })
        .where(eq(returns.id, returnId));
      return refundId;
    }
    if (waiting) throw conflict(PAYMENT_MESSAGES.returnRefundPending);

    await tx
      .update(returns)
      .set({ status: input.status, note: input.note ?? null, updatedAt: new Date() })
      .where(eq(returns.id, returnId));
    await recordReturnStep(tx, {
      orderId: order!.id,
      orderStatus: order!.orderStatus as OrderStatus,
      returnId,
      status: input.status,
      note: input.note,
    });
    return undefined;
  });
  const refund = refundId ? await settleNowOrLater(deps, refundId) : undefined;
  return { return: await getAdminReturn(deps.db, returnId), ...(refund && { refund }) };
}

/** The return's refund while PayPal has not answered it yet. */
async function pendingRefundOf(tx: Tx, row: typeof returns.$inferSelect) {
  if (!row.refundId) return undefined;
  const [refund] = await tx
    .select({ state: refunds.state })
    .from(refunds)
    .where(eq(refunds.id, row.refundId));
  return refund?.state === 'pending' ? row.refundId : undefined;
}

/** Opens the refund of a return's lines, restocking them once PayPal has paid back. */
async function refundReturn(tx: Tx, row: typeof returns.$inferSelect): Promise<string> {
  const items = await tx
    .select({ orderItemId: returnItems.orderItemId, quantity: returnItems.quantity })
    .from(returnItems)
    .where(eq(returnItems.returnId, row.id));
  return openRefund(tx, {
    orderId: row.orderId,
    reason: `Returned items: ${row.reason}`,
    by: 'admin',
    restock: true,
    items,
  });
}
