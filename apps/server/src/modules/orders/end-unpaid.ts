import { eq } from 'drizzle-orm';
import type { OrderActor } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { heldByLiveCapture, releaseUnits } from './stock-hold.js';
import { recordEvent } from './timeline.js';

/**
 * Ends an order that will never be paid: rejected, its payment failed, its held units released,
 * nothing taken. A capture in flight (a live hold) ends the order itself, paid or not, so the
 * order is left to it unless `evenIfHeld` (the hold is the declined capture's own). The timeline
 * says the system found it unpaid, unless `by` took the step (the shopper who cancelled at
 * PayPal): then it is theirs, a change of status.
 */
export async function endUnpaid(
  db: Db,
  orderId: string,
  note: string,
  { evenIfHeld = false, by }: { evenIfHeld?: boolean; by?: OrderActor } = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order || order.paymentStatus !== 'pending') return;
    if (!evenIfHeld && (await heldByLiveCapture(tx, orderId))) return;
    await releaseUnits(tx, orderId);
    await tx
      .update(orders)
      .set({ orderStatus: 'rejected', paymentStatus: 'failed', updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    // An order an admin rejected already has that step; its payment just never came.
    if (order.orderStatus === 'pending') {
      await recordEvent(tx, {
        orderId,
        event: by ? 'status' : 'expired',
        status: 'rejected',
        by: by ?? 'system',
        note,
      });
    }
  });
}
