import { eq } from 'drizzle-orm';
import { MESSAGES, toPaise, type RefundInput } from '@attire/contract';
import { orderItems, orders } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { pickOrderLines } from '../orders/pick-lines.js';
import { openRefund } from './open-refund.js';
import type { RefundState } from './refund-outcome.js';
import { settleNowOrLater, type RefundDeps } from './settle-refund.js';

/**
 * An admin's refund by hand: some of the order's lines (named by product and size) or an
 * amount. The refund is opened in a short transaction with the order locked, then taken to
 * PayPal after the commit. Returns where it ended: completed, failed, or pending if PayPal
 * did not answer (the reconciliation job finishes it).
 */
export async function refundOrder(
  deps: RefundDeps,
  orderId: string,
  input: RefundInput,
): Promise<RefundState> {
  const refundId = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(MESSAGES.orderNotFound);
    const lines = input.items
      ? pickOrderLines(
          await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
          input.items,
          MESSAGES.refundItemNotInOrder,
        )
      : undefined;
    return openRefund(tx, {
      orderId: order.id,
      reason: input.reason,
      by: 'admin',
      restock: input.restock,
      ...(input.amount !== undefined && { amountPaise: toPaise(input.amount) }),
      ...(lines && {
        items: lines.map(({ item, quantity }) => ({ orderItemId: item.id, quantity })),
      }),
    });
  });
  return settleNowOrLater(deps, refundId);
}
