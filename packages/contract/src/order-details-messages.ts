// The texts of an order's details (the shopper's and the admin's), apart from MESSAGES as
// order-messages.ts explains: only the order pages need them.
import { formatRupees } from './money.js';
import type { PAYMENT_METHOD } from './constants.js';

export const ORDER_DETAILS_MESSAGES = {
  items: 'Items',
  lineTotal: 'Line total',
} as const;

/** The payment method as people write it ("PayPal"), not as it is stored ("paypal"). */
export const PAYMENT_METHOD_LABELS: Readonly<Record<typeof PAYMENT_METHOD, string>> = {
  paypal: 'PayPal',
};

/** An order line's quantity and unit price, as the e-mails write them: "2 × ₹1,499.00". */
export function quantityTimesPriceText(quantity: number, unitRupees: number): string {
  return `${quantity} × ${formatRupees(unitRupees)}`;
}
