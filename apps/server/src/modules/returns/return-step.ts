import type { OrderStatus, ReturnStatus } from '@attire/contract';
import { statusLabel } from '@attire/contract';
import type { Tx } from '../../db/client.js';
import { queueReturnUpdated } from '../mail/order-mail.js';
import { recordEvent } from '../orders/timeline.js';

export interface ReturnStep {
  orderId: string;
  /** The order's status, which a return's step leaves as it is. */
  orderStatus: OrderStatus;
  returnId: string;
  status: ReturnStatus;
  note?: string | null;
}

/**
 * A return reached `status` (an admin's answer, or PayPal completing its refund): the order's
 * timeline says so, with the admin's note, and the shopper is e-mailed, unless `mail` is false
 * (the refund that paid the return back sends the one e-mail of that event).
 */
export async function recordReturnStep(
  tx: Tx,
  step: ReturnStep,
  { mail = true }: { mail?: boolean } = {},
): Promise<void> {
  const what = `Return ${statusLabel(step.status).toLowerCase()}`;
  await recordEvent(tx, {
    orderId: step.orderId,
    event: 'return',
    status: step.orderStatus,
    by: 'admin',
    note: step.note ? `${what}: ${step.note}` : what,
  });
  if (mail) await queueReturnUpdated(tx, step.returnId, step.status, step.note ?? undefined);
}
