import type { OrderRecord, Replay } from './records.js';

// How long PayPal keeps things, as its API reference says.

const HOUR = 60 * 60 * 1000;

/**
 * An order not approved within this time of its creation is gone, and one approved but not
 * captured within this time of its approval is voided (PayPal: 3 hours, unless the merchant's
 * account manager sets another).
 */
export const DEFAULT_ORDER_EXPIRY_MS = 3 * HOUR;

/** How long a PayPal-Request-Id is kept: 6 hours for Orders v2 calls, 45 days for refunds. */
const REQUEST_ID_TTL_MS: Record<Replay['kind'], number> = {
  create: 6 * HOUR,
  capture: 6 * HOUR,
  refund: 45 * 24 * HOUR,
};

export const isLive = (reply: Replay, now: number) =>
  now - reply.at < REQUEST_ID_TTL_MS[reply.kind];

export type OrderState = OrderRecord['status'] | 'VOIDED' | 'EXPIRED';

/** The order's status as PayPal would show it at `now`; EXPIRED ones are no longer found. */
export function stateAt(
  order: Pick<OrderRecord, 'status' | 'createTime' | 'approveTime'>,
  now: number,
  expiryMs: number,
): OrderState {
  const since = (time: string | undefined) => now - Date.parse(time ?? order.createTime);
  if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
    return since(order.createTime) >= expiryMs ? 'EXPIRED' : order.status;
  }
  if (order.status === 'APPROVED') {
    return since(order.approveTime) >= expiryMs ? 'VOIDED' : 'APPROVED';
  }
  return order.status;
}
