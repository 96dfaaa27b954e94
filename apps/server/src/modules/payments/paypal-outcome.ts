import type { PaymentCapture } from './paypal-amounts.js';

/**
 * Where a PayPal order's payment stands, as the shop acts on it:
 * - `captured`: the money is taken (its capture completed, maybe refunded since);
 * - `pending`: PayPal captured but is still deciding (a review, an eCheck): wait for its word;
 * - `declined`: the capture was declined, nothing was taken and nothing will be;
 * - `approved`: the payer approved, nothing is captured yet;
 * - `open`: not approved (yet), or PayPal no longer knows the order.
 */
export type PaymentState = 'captured' | 'pending' | 'declined' | 'approved' | 'open';

const TAKEN = new Set(['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED']);

export function paymentState(payment: PaymentCapture | undefined): PaymentState {
  if (payment?.status === 'APPROVED') return 'approved';
  if (payment?.status !== 'COMPLETED') return 'open';
  if (payment.captureStatus === 'PENDING') return 'pending';
  return payment.captureStatus && TAKEN.has(payment.captureStatus) ? 'captured' : 'declined';
}
