import { PAYMENT_RETURN_MESSAGES, type Order } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { endUnpaid } from './end-unpaid.js';
import { getOwnOrder } from './service.js';

/**
 * The shopper pressed Cancel on PayPal's page: their order, placed and never paid, ends at once
 * (rather than waiting to expire), so that their orders do not list it as pending. An order paid,
 * being paid (a capture holds its units) or already ended is left as it is. Returns the order.
 */
export async function cancelUnpaidOrder(db: Db, userId: string, orderId: string): Promise<Order> {
  const order = await getOwnOrder(db, userId, orderId);
  if (order.orderStatus !== 'pending' || order.paymentStatus !== 'pending') return order;
  await endUnpaid(db, orderId, PAYMENT_RETURN_MESSAGES.cancelledAtPaypal, { by: 'shopper' });
  return getOwnOrder(db, userId, orderId);
}
