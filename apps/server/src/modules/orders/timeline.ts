import type { OrderActor, OrderStatus, TimelineEntry } from '@attire/contract';
import type { DbOrTx } from '../../db/client.js';
import { orderEvents } from '../../db/schema/index.js';

export interface OrderEvent {
  orderId: string;
  event: TimelineEntry['event'];
  /** The order's status after the step. */
  status: OrderStatus;
  by: OrderActor;
  note?: string;
}

/** Writes a step on the order's timeline; call it in the transaction that takes the step. */
export async function recordEvent(db: DbOrTx, step: OrderEvent): Promise<void> {
  await db.insert(orderEvents).values({
    orderId: step.orderId,
    kind: step.event,
    status: step.status,
    actor: step.by,
    note: step.note ?? null,
  });
}
