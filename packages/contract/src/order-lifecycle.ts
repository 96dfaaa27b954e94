// The order lifecycle of the contract's section "Order lifecycle, refunds and returns": which
// status an admin may set after which, and the names people read. Plain data, no schemas, so
// that the web app can import it without pulling zod into a page (decision 0008).
import type { OrderStatus, PaymentStatus, ReturnStatus } from './constants.js';

/**
 * Where an admin may move an order from each status. `pending` and `confirmed` come from the
 * payment, never by hand; `delivered` and `rejected` are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['rejected'],
  confirmed: ['inProcess', 'rejected'],
  inProcess: ['inShipping', 'rejected'],
  inShipping: ['inTransit'],
  inTransit: ['delivered'],
  delivered: [],
  rejected: [],
};

export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return ORDER_TRANSITIONS[from];
}

/** Where an admin may move a shopper's return from each status. */
export const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'rejected', 'refunded'],
  approved: ['refunded', 'rejected'],
  rejected: [],
  refunded: [],
};

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  inProcess: 'In process',
  inShipping: 'In shipping',
  inTransit: 'In transit',
  delivered: 'Delivered',
  rejected: 'Rejected',
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  partiallyRefunded: 'Partially refunded',
  refunded: 'Refunded',
  failed: 'Failed',
};

export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  refunded: 'Refunded',
};

/** Any of the statuses above as a person reads it ("In transit", not `inTransit`). */
export function statusLabel(status: string): string {
  return (
    (ORDER_STATUS_LABELS as Record<string, string>)[status] ??
    (PAYMENT_STATUS_LABELS as Record<string, string>)[status] ??
    (RETURN_STATUS_LABELS as Record<string, string>)[status] ??
    status
  );
}
