// The words in which money is shown to a person (contract: "Money at checkout"): the checkout,
// the payment's success page, order details and e-mails all say it the same way.
import { formatRupees } from './money.js';

export const CHECKOUT_MESSAGES = {
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  shippingFree: 'Free',
  total: 'Total',
  promoLabel: 'Promotion code',
  promoApply: 'Apply',
  promoRemove: 'Remove',
  promoApplyDisabled: 'Type a code to apply it.',
  quoteLoading: 'Working out your total…',
  quoteFailed: 'Your total could not be worked out. Try again.',
} as const;

/** The code and what it saved: "Code SAVE10 (−₹120.00)" is written by the caller from these. */
export function savingLabel(code: string): string {
  return `Code ${code}`;
}

/** GST is inside the prices, never added: the amount it makes up of the total. */
export function includesGstMessage(taxRupees: number): string {
  return `Includes GST ${formatRupees(taxRupees)}`;
}

/** How far the cart is from free delivery, when the shop offers it from a threshold. */
export function freeDeliveryShortfallMessage(shortfallRupees: number): string {
  return `Add ${formatRupees(shortfallRupees)} more for free delivery`;
}
