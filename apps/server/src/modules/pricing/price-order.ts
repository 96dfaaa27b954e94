import type { PromotionKind } from '@attire/contract';
import { eligibleLineValues } from '../promotions/promotion-rule.js';
import { spreadDiscount } from './spread-discount.js';
import { lineRate, type TaxClass } from './tax-class.js';
import { taxInside, type GstRate, type TaxSplit } from './tax.js';

// The one place an order's money is worked out (contract: "Money at checkout: promotions,
// shipping and GST"): the quote, order placement, the PayPal order's breakdown, e-mails, refunds
// and the back office all read what this produced. Pure: whoever calls it reads the catalogue,
// the code and the settings, and stores the result. Every amount is whole paise.

export interface PricingLine {
  productId: string;
  variantId: string | null;
  quantity: number;
  /** What the shopper pays for one piece, GST included. */
  unitPricePaise: number;
  category: string;
  brand: string;
  taxClass: TaxClass;
}

export interface PricingPromotion {
  code: string;
  kind: PromotionKind;
  /** The percentage for `percentage`, paise for `fixed`; unused for `freeShipping`. */
  value: number;
  /** The lines it applies to; empty: every line. */
  categories: readonly string[];
  brands: readonly string[];
}

export interface ShippingRates {
  flatRatePaise: number;
  /** Free once the subtotal after the discount reaches this; null: never free. */
  freeFromPaise: number | null;
  zones: readonly { states: readonly string[]; ratePaise: number; freeFromPaise: number | null }[];
}

export interface PricingInput<Line extends PricingLine = PricingLine> {
  lines: readonly Line[];
  /** A code that applies (checked before: see the promotions module); none without one. */
  promotion?: PricingPromotion;
  shipping: ShippingRates;
  /** The delivery address's GST state code; unknown: taxed as outside the shop's state. */
  destinationState?: string | null;
  /** The shop's own state, and whether it is registered for GST (a GSTIN): without, no GST. */
  store: { state: string | null; gstRegistered: boolean };
}

/** A line as priced; whatever else the caller's line carried comes back with it. */
export type PricedLine<Line extends PricingLine = PricingLine> = Line & PricedParts;

interface PricedParts extends TaxSplit {
  /** Price × quantity. */
  linePaise: number;
  /** This line's share of the discount. */
  discountPaise: number;
  taxRate: GstRate;
}

export interface TaxTotals {
  total: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface Quote<Line extends PricingLine = PricingLine> {
  subtotalPaise: number;
  discountPaise: number;
  shippingPaise: number;
  totalPaise: number;
  tax: TaxTotals;
  lines: PricedLine<Line>[];
  /** The tax inside the shipping charge, at the highest rate of the order's lines. */
  shippingTax: TaxSplit & { taxRate: GstRate };
  /** The threshold for free delivery that applies to this address; null: none (or free now). */
  freeShippingFromPaise: number | null;
  /** How much more the lines (after the discount) need for free delivery; null: none. */
  freeShippingShortfallPaise: number | null;
}

/** The discount a promotion gives on lines worth `eligiblePaise`, never more than that. */
export function discountOf(promotion: PricingPromotion | undefined, eligiblePaise: number) {
  if (!promotion || promotion.kind === 'freeShipping') return 0;
  // A percentage is rounded down to the paisa for the whole order, then spread.
  if (promotion.kind === 'percentage') return Math.floor((eligiblePaise * promotion.value) / 100);
  return Math.min(promotion.value, eligiblePaise);
}

/** The charge for delivery, and the threshold that would make it free. */
function shippingFor(input: PricingInput, afterDiscountPaise: number) {
  const { shipping, destinationState, promotion } = input;
  const zone = destinationState
    ? shipping.zones.find((candidate) => candidate.states.includes(destinationState))
    : undefined;
  const rate = zone?.ratePaise ?? shipping.flatRatePaise;
  const freeFrom = zone ? zone.freeFromPaise : shipping.freeFromPaise;
  const free =
    rate === 0 ||
    promotion?.kind === 'freeShipping' ||
    (freeFrom !== null && afterDiscountPaise >= freeFrom);
  return { paise: free ? 0 : rate, freeFrom: free ? null : freeFrom };
}

export function priceOrder<Line extends PricingLine>(input: PricingInput<Line>): Quote<Line> {
  const { promotion, store } = input;
  const linePaise = input.lines.map((line) => line.unitPricePaise * line.quantity);
  const subtotalPaise = linePaise.reduce((sum, paise) => sum + paise, 0);

  const eligible = promotion ? eligibleLineValues(promotion, input.lines) : linePaise.map(() => 0);
  const discountPaise = discountOf(
    promotion,
    eligible.reduce((sum, paise) => sum + paise, 0),
  );
  const shares = spreadDiscount(eligible, discountPaise);

  const intraState = Boolean(store.state) && input.destinationState === store.state;
  const lines: PricedLine<Line>[] = input.lines.map((line, index) => {
    const net = linePaise[index]! - shares[index]!;
    const taxRate = store.gstRegistered ? lineRate(line.taxClass, net, line.quantity) : 0;
    return {
      ...line,
      linePaise: linePaise[index]!,
      discountPaise: shares[index]!,
      taxRate,
      ...taxInside(net, taxRate, intraState),
    };
  });

  const shipping = shippingFor(input, subtotalPaise - discountPaise);
  const shippingRate = lines.reduce<GstRate>(
    (top, line) => Math.max(top, line.taxRate) as GstRate,
    0,
  );
  const shippingTax = {
    taxRate: shippingRate,
    ...taxInside(shipping.paise, shippingRate, intraState),
  };

  const tax = { total: 0, cgst: 0, sgst: 0, igst: 0 };
  for (const part of [...lines, shippingTax]) {
    tax.cgst += part.cgst;
    tax.sgst += part.sgst;
    tax.igst += part.igst;
  }
  tax.total = tax.cgst + tax.sgst + tax.igst;

  return {
    subtotalPaise,
    discountPaise,
    shippingPaise: shipping.paise,
    totalPaise: subtotalPaise - discountPaise + shipping.paise,
    tax,
    lines,
    shippingTax,
    freeShippingFromPaise: shipping.freeFrom,
    freeShippingShortfallPaise:
      shipping.freeFrom === null ? null : shipping.freeFrom - (subtotalPaise - discountPaise),
  };
}
