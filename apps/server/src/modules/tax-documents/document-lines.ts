import type { orderItems, orders, refundItems, refunds } from '../../db/schema/index.js';
import type { DocumentLine, DocumentView } from './render/document-view.js';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
type RefundItemRow = typeof refundItems.$inferSelect;

interface TaxParts {
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

const taxOf = (parts: TaxParts) => parts.cgstPaise + parts.sgstPaise + parts.igstPaise;

/** What is left of a document's GST once its lines' is taken out: the delivery's. */
function remainder(whole: TaxParts, lines: readonly TaxParts[]): TaxParts {
  const sum = (pick: (parts: TaxParts) => number) =>
    lines.reduce((total, parts) => total + pick(parts), 0);
  return {
    cgstPaise: whole.cgstPaise - sum((parts) => parts.cgstPaise),
    sgstPaise: whole.sgstPaise - sum((parts) => parts.sgstPaise),
    igstPaise: whole.igstPaise - sum((parts) => parts.igstPaise),
  };
}

function shippingRow(paise: number, rate: number, tax: TaxParts): DocumentView['shipping'] {
  if (paise === 0) return null;
  return { ...tax, taxRate: rate, taxableValuePaise: paise - taxOf(tax), totalPaise: paise };
}

function totals(
  lines: readonly DocumentLine[],
  shipping: DocumentView['shipping'],
  whole: TaxParts & { totalPaise: number },
) {
  const taxable = lines.reduce((sum, line) => sum + line.taxableValuePaise, 0);
  return {
    taxableValuePaise: taxable + (shipping?.taxableValuePaise ?? 0),
    cgstPaise: whole.cgstPaise,
    sgstPaise: whole.sgstPaise,
    igstPaise: whole.igstPaise,
    totalPaise: whole.totalPaise,
  };
}

/** An invoice's lines, delivery and totals: every figure as the order stored it when priced. */
export function invoiceLines(order: OrderRow, items: readonly ItemRow[]) {
  const lines: DocumentLine[] = items.map((item) => ({
    description: item.title,
    size: item.size,
    colour: item.colour,
    hsn: item.hsn,
    quantity: item.quantity,
    unitPricePaise: item.pricePaise,
    discountPaise: item.discountPaise,
    taxableValuePaise: item.taxableValuePaise,
    taxRate: item.taxRate,
    cgstPaise: item.cgstPaise,
    sgstPaise: item.sgstPaise,
    igstPaise: item.igstPaise,
    totalPaise: item.pricePaise * item.quantity - item.discountPaise,
  }));
  const shipping = shippingRow(order.shippingPaise, order.shippingTaxRate, remainder(order, items));
  return { lines, shipping, totals: totals(lines, shipping, order) };
}

/**
 * A credit note's lines: the units its refund paid back, at what was paid for them and the GST
 * inside that, as the refund stored them. A refund of an amount the admin chose, which is not
 * what its units came to, is one line of that amount.
 */
export function creditNoteLines(
  order: OrderRow,
  refund: RefundRow,
  refunded: readonly { line: RefundItemRow; item: ItemRow }[],
) {
  const whole = { ...refund, totalPaise: refund.amountPaise };
  const linesPaise = refunded.reduce((sum, { line }) => sum + line.amountPaise, 0);
  if (refunded.length === 0 || linesPaise + refund.shippingPaise !== refund.amountPaise) {
    const line: DocumentLine = {
      description: `Refund: ${refund.reason}`,
      size: null,
      colour: null,
      hsn: '',
      quantity: 1,
      unitPricePaise: refund.amountPaise,
      discountPaise: 0,
      taxableValuePaise: refund.amountPaise - taxOf(refund),
      taxRate: Math.max(0, ...refunded.map(({ item }) => item.taxRate), order.shippingTaxRate),
      cgstPaise: refund.cgstPaise,
      sgstPaise: refund.sgstPaise,
      igstPaise: refund.igstPaise,
      totalPaise: refund.amountPaise,
    };
    return { lines: [line], shipping: null, totals: totals([line], null, whole) };
  }
  const lines: DocumentLine[] = refunded.map(({ line, item }) => ({
    description: item.title,
    size: item.size,
    colour: item.colour,
    hsn: item.hsn,
    quantity: line.quantity,
    unitPricePaise: item.pricePaise,
    discountPaise: item.pricePaise * line.quantity - line.amountPaise,
    taxableValuePaise: line.amountPaise - taxOf(line),
    taxRate: item.taxRate,
    cgstPaise: line.cgstPaise,
    sgstPaise: line.sgstPaise,
    igstPaise: line.igstPaise,
    totalPaise: line.amountPaise,
  }));
  const shippingTax = remainder(
    refund,
    refunded.map(({ line }) => line),
  );
  const shipping = shippingRow(refund.shippingPaise, order.shippingTaxRate, shippingTax);
  return { lines, shipping, totals: totals(lines, shipping, whole) };
}
