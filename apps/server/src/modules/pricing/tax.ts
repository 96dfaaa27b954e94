// GST inside a tax-inclusive amount (contract: "Money at checkout"). Catalogue prices include
// GST, so the tax is taken out of an amount, never added on top: at rate r% the tax in A is
// A × r / (100 + r). CGST and SGST are each half the rate, rounded to the paisa, so they are
// always equal; IGST is the whole rate, rounded once. Integers throughout: paise × rate stays far
// below 2^53 for any amount a shop can charge.

/** The GST rates a line can carry, in percent (0: the shop charges no GST). */
export type GstRate = 0 | 5 | 18 | 40;

export interface TaxSplit {
  /** The amount less its tax. */
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** numerator / denominator rounded to the nearest integer, halves up (both positive). */
export function roundedRatio(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * The tax inside `amountPaise` at `rate`: CGST and SGST when the delivery is within the shop's
 * state, IGST otherwise.
 */
export function taxInside(amountPaise: number, rate: GstRate, intraState: boolean): TaxSplit {
  if (rate === 0 || amountPaise === 0) {
    return { taxableValue: amountPaise, cgst: 0, sgst: 0, igst: 0 };
  }
  if (intraState) {
    // Half the rate: amount × (r / 2) / (100 + r) = amount × r / (2 × (100 + r)).
    const half = roundedRatio(amountPaise * rate, 2 * (100 + rate));
    return { taxableValue: amountPaise - 2 * half, cgst: half, sgst: half, igst: 0 };
  }
  const igst = roundedRatio(amountPaise * rate, 100 + rate);
  return { taxableValue: amountPaise - igst, cgst: 0, sgst: 0, igst };
}
