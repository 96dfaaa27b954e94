import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  MESSAGES,
  lineQuantityLeftMessage,
  returnWindowClosedMessage,
  type CreateReturnInput,
  type OrderReturn,
  lineName,
} from '@attire/contract';
import type { Db, Tx } from '../../db/client.js';
import { orderItems, orders, returnItems, returns } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { queueReturnUpdated } from '../mail/order-mail.js';
import { pickOrderLines } from '../orders/pick-lines.js';
import { recordEvent } from '../orders/timeline.js';
import { toReturns } from './return-view.js';

export interface ReturnRequest {
  userId: string;
  orderId: string;
  input: CreateReturnInput;
  /** The shop's return window, named in the refusal once it has closed. */
  returnWindowDays: number;
}

/**
 * A shopper asks to send back units of their delivered order, within its return window. Each
 * line may be returned up to what was bought, less what was refunded and what other open
 * returns (requested or approved) already claim. A refunded return's units are counted among
 * the refunded ones (its refund raised them), so they are not subtracted twice.
 */
export async function requestReturn(db: Db, request: ReturnRequest): Promise<OrderReturn> {
  const row = await db.transaction(async (tx) => {
    // Locked, so that two requests at once cannot both claim the last units.
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, request.orderId))
      .for('update');
    if (!order) throw notFound(MESSAGES.orderNotFound);
    if (order.userId !== request.userId) throw forbidden();
    if (order.orderStatus !== 'delivered') throw conflict(MESSAGES.returnNotDelivered);
    if (!order.returnableUntil || order.returnableUntil.getTime() <= Date.now()) {
      throw conflict(returnWindowClosedMessage(request.returnWindowDays));
    }

    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const picked = pickOrderLines(lines, request.input.items, MESSAGES.returnItemNotInOrder);
    const claimed = await unitsInOpenReturns(tx, order.id);
    for (const { item, quantity } of picked) {
      const left = item.quantity - item.refundedQuantity - (claimed.get(item.id) ?? 0);
      if (quantity > left)
        throw conflict(lineQuantityLeftMessage(lineName(item), Math.max(0, left)));
    }

    const [created] = await tx
      .insert(returns)
      .values({ orderId: order.id, status: 'requested', reason: request.input.reason })
      .returning();
    await tx.insert(returnItems).values(
      picked.map(({ item, quantity }) => ({
        returnId: created!.id,
        orderItemId: item.id,
        quantity,
      })),
    );
    const what = picked.map(({ item, quantity }) => `${quantity} × ${lineName(item)}`).join(', ');
    await recordEvent(tx, {
      orderId: order.id,
      event: 'return',
      status: 'delivered',
      by: 'shopper',
      note: `Return requested of ${what}: ${request.input.reason}`,
    });
    await queueReturnUpdated(tx, created!.id, 'requested');
    return created!;
  });
  return (await toReturns(db, [row]))[0]!;
}

/** Per line of the order, the units its requested and approved returns claim. */
async function unitsInOpenReturns(tx: Tx, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({
      orderItemId: returnItems.orderItemId,
      units: sql<number>`sum(${returnItems.quantity})::int`,
    })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(eq(returns.orderId, orderId), inArray(returns.status, ['requested', 'approved'])))
    .groupBy(returnItems.orderItemId);
  return new Map(rows.map((row) => [row.orderItemId, row.units]));
}
