import { toPaise, toRupees, type Quote } from '@attire/contract';

/**
 * How much more the cart needs for free delivery, in rupees; null when delivery is free already
 * or never. Thresholds are measured after the discount, and worked out in paise so that
 * ₹999.90 − ₹0.10 never reads as ₹999.8000000001.
 */
export function freeDeliveryShortfall(quote: Quote): number | null {
  if (quote.freeShippingFrom === null) return null;
  const paise =
    toPaise(quote.freeShippingFrom) - (toPaise(quote.subtotal) - toPaise(quote.discount));
  return paise > 0 ? toRupees(paise) : null;
}
