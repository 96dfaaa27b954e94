import { paiseToValue, valueToPaise, type PaypalOrder } from './paypal-schemas.js';

// Money into and out of PayPal's orders: the amount an order is created with, and what its
// captures add up to. Amounts are paise here and PayPal's decimal strings on the wire.

/**
 * What a PayPal order charges, in paise: the total and its breakdown, which PayPal checks adds
 * up (item total + shipping − discount = total, else 422 AMOUNT_MISMATCH).
 */
export interface PaypalAmount {
  totalPaise: number;
  itemTotalPaise: number;
  shippingPaise: number;
  discountPaise: number;
}

/** PayPal's form of an amount with its breakdown; parts of 0 are left out, as PayPal allows. */
export function breakdownOf(amount: PaypalAmount, currency: string) {
  const money = (paise: number) => ({ currency_code: currency, value: paiseToValue(paise) });
  return {
    ...money(amount.totalPaise),
    breakdown: {
      item_total: money(amount.itemTotalPaise),
      ...(amount.shippingPaise > 0 && { shipping: money(amount.shippingPaise) }),
      ...(amount.discountPaise > 0 && { discount: money(amount.discountPaise) }),
    },
  };
}

export interface PaymentCapture {
  /** PayPal's order status: CREATED, APPROVED, COMPLETED, VOIDED, ... */
  status: string;
  /**
   * Where the order's payment stands (paypal-outcome.ts): its capture COMPLETED (or refunded
   * since), PENDING (PayPal is still deciding), DECLINED; undefined while nothing is captured.
   */
  captureStatus: string | undefined;
  payerId: string | undefined;
  /** The sum of the completed captures in our currency; undefined if any is in another one. */
  capturedPaise: number | undefined;
  /** The completed capture refunds are made against. */
  captureId: string | undefined;
}

/** Where a PayPal order's payment stands, from its captures. */
export function summarise(order: PaypalOrder, currency: string): PaymentCapture {
  let capturedPaise: number | undefined = 0;
  let captureId: string | undefined;
  const captures = (order.purchase_units ?? []).flatMap((unit) => unit.payments?.captures ?? []);
  const captureStatus = captures[0]?.status;
  for (const capture of captures) {
    // A refunded capture was completed first; its money counts as captured (and refunded).
    if (!['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED'].includes(capture.status)) continue;
    captureId ??= capture.id;
    const paise = valueToPaise(capture.amount.value);
    if (capture.amount.currency_code !== currency || paise === undefined) {
      capturedPaise = undefined;
      break;
    }
    capturedPaise += paise;
  }
  return {
    status: order.status,
    captureStatus,
    payerId: order.payer?.payer_id,
    capturedPaise,
    captureId,
  };
}
