import { toRupees, type Quote as QuoteView, type TaxTotals } from '@attire/contract';
import type { TaxTotals as TaxTotalsInPaise } from '../pricing/price-order.js';
import type { CartQuote } from './quote-cart.js';

/** GST totals in rupees, as the quote and the order show them. */
export const taxInRupees = (tax: TaxTotalsInPaise): TaxTotals => ({
  total: toRupees(tax.total),
  cgst: toRupees(tax.cgst),
  sgst: toRupees(tax.sgst),
  igst: toRupees(tax.igst),
});

/** The contract's quote: what the pricing function worked out, in rupees. */
export function toQuoteView({ quote, promotion }: CartQuote): QuoteView {
  return {
    subtotal: toRupees(quote.subtotalPaise),
    discount: toRupees(quote.discountPaise),
    shipping: toRupees(quote.shippingPaise),
    totalAmount: toRupees(quote.totalPaise),
    tax: taxInRupees(quote.tax),
    promo: promotion ? { code: promotion.code, description: promotion.description } : null,
    freeShippingFrom:
      quote.freeShippingFromPaise === null ? null : toRupees(quote.freeShippingFromPaise),
    freeShippingShortfall:
      quote.freeShippingShortfallPaise === null ? null : toRupees(quote.freeShippingShortfallPaise),
    lines: quote.lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
      price: toRupees(line.unitPricePaise),
      discount: toRupees(line.discountPaise),
      taxRate: line.taxRate,
      taxableValue: toRupees(line.taxableValue),
    })),
  };
}
