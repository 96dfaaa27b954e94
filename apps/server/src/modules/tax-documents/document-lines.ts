import type { orderItems, orders, refundItems, refunds } from '../../db/schema/index.js';
import {
  chargedForLine,
  grossOfLine,
  gstLeftAfter,
  gstOf,
  sumOf,
  type StoredGst,
} from '../pricing/stored-money.js';
import type { DocumentLine, DocumentView } from './render/document-view.js';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
type RefundItemRow = typeof refundItems.$inferSelect;

function shippingRow(paise: number, rate: number, tax: StoredGst): DocumentView['shipping'] {
  if (paise === 0) return null;
  return { ...tax, taxRate: rate, taxableValuePaise: paise - gstOf(tax), totalPaise: paise };
}

function totals(
  lines: readonly DocumentLine[],
  shipping: DocumentView['shipping'],
  whole: StoredGst & { totalPaise: number },
) {
  return {
    taxableValuePaise: sumOf([
      ...lines.map((line) => line.taxableValuePaise),
      shipping?.taxableValuePaise ?? 0,
    ]),
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
    totalPaise: chargedForLine(item),
  }));
  const shipping = shippingRow(
    order.shippingPaise,
    order.shippingTaxRate,
    gstLeftAfter(order, items),
  );
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
  const linesPaise = sumOf(refunded.map(({ line }) => line.amountPaise));
  if (refunded.length === 0 || linesPaise + refund.shippingPaise !== refund.amountPaise) {
    const line: DocumentLine = {
      description: `Refund: ${refund.reason}`,
      size: null,
      colour: null,
      hsn: '',
      quantity: 1,
      unitPricePaise: refund.amountPaise,
      discountPaise: 0,
      taxableValuePaise: refund.amountPaise - gstOf(refund),
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
    discountPaise: grossOfLine(item, line.quantity) - line.amountPaise,
    taxableValuePaise: line.amountPaise - gstOf(line),
    taxRate: item.taxRate,
    cgstPaise: line.cgstPaise,
    sgstPaise: line.sgstPaise,
    igstPaise: line.igstPaise,
    totalPaise: line.amountPaise,
  }));
  const shippingTax = gstLeftAfter(
    refund,
    refunded.map(({ line }) => line),
  );
  const shipping = shippingRow(refund.shippingPaise, order.shippingTaxRate, shippingTax);
  return { lines, shipping, totals: totals(lines, shipping, whole) };
}
