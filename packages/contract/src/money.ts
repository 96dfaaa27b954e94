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

/** ₹1,299.00 — Indian digit grouping, always 2 decimals. */
export function formatRupees(rupees: number): string {
  return `${CURRENCY_SYMBOL}${rupees.toLocaleString('en-IN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
}
