import type { GstRate } from './tax.js';

/** How a product is taxed (contract: "GST"): clothing's two bands, or one flat rate. */
export type TaxClass = 'apparel' | 'gst5' | 'gst18' | 'gst40';

// Apparel is 5% on a piece worth at most ₹2,500 before GST, 18% above. Judged on the price a
// shopper pays (GST included), that limit is ₹2,500 × 1.05 = ₹2,625: one fixed rule, so that no
// price falls between the bands.
export const APPAREL_BAND_LIMIT_PAISE = 262_500;

const FLAT_RATES: Record<Exclude<TaxClass, 'apparel'>, GstRate> = { gst5: 5, gst18: 18, gst40: 40 };

/**
 * The rate of a line of `quantity` pieces worth `netPaise` in all, after the line's share of the
 * discount. A piece's value is the line's average, compared in whole paise (net ≤ limit × qty).
 */
export function lineRate(taxClass: TaxClass, netPaise: number, quantity: number): GstRate {
  if (taxClass !== 'apparel') return FLAT_RATES[taxClass];
  return netPaise <= APPAREL_BAND_LIMIT_PAISE * quantity ? 5 : 18;
}
