// What a refund pays back, worked out from what the order stored when it was priced (contract:
// "Money at checkout": refunding lines pays back what was paid for them, their price less their
// share of the discount; shipping comes back only when nothing of the order is left; a refund
// never exceeds what was paid), and the GST inside it, for its credit note. Pure, in paise.
import { roundedRatio } from './tax.js';

export interface RefundableLine {
  id: string;
  pricePaise: number;
  quantity: number;
  /** Units refunded before this refund (pending refunds included). */
  refundedQuantity: number;
  discountPaise: number;
  /** The GST inside what was paid for the whole line, as the pricing function split it. */
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface RefundableOrder {
  totalPaise: number;
  shippingPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface RefundTax {
  cgst: number;
  sgst: number;
  igst: number;
}

/** GST parts as stored on a refund's line. */
interface RefundTaxPaise {
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface RefundRequest {
  /** Units of lines to pay back; none: an amount alone. */
  items: readonly { orderItemId: string; quantity: number }[];
  /** An amount the admin chose; without it, what the lines (and shipping) come to. */
  amountPaise?: number;
  /** All that is left: the money and every unrefunded unit. */
  everything: boolean;
}

export interface PricedRefund {
  amountPaise: number;
  /** The part of the amount that is delivery. */
  shippingPaise: number;
  /** The units refunded of each line, what was paid for them and the GST inside that. */
  items: ({ orderItemId: string; quantity: number; amountPaise: number } & RefundTaxPaise)[];
  tax: RefundTax;
}

/**
 * A line's whole `paise` (what was paid for it, or a part of its GST) split by unit: the share
 * of its first `units`. Refunding units from..to pays the difference of two such shares, so
 * every unit refunded, in any number of refunds, adds up to the whole exactly.
 */
const firstUnits = (paise: number, line: RefundableLine, units: number) =>
  Math.floor((paise * units) / line.quantity);

function unitsShare(paise: number, line: RefundableLine, from: number, count: number) {
  return firstUnits(paise, line, from + count) - firstUnits(paise, line, from);
}

/**
 * Prices a refund of `request` on an order of which `refunded` has been paid back already
 * (pending and completed refunds). Units are paid back in order, so that refunding every unit
 * of a line, in any number of refunds, pays back exactly what was paid for it. Needs the
 * request's lines to be the order's and within what is left of them (the caller checks).
 */
export function priceRefund(
  order: RefundableOrder,
  lines: readonly RefundableLine[],
  refunded: { amountPaise: number; tax: RefundTax },
  request: RefundRequest,
): PricedRefund {
  const leftPaise = order.totalPaise - refunded.amountPaise;
  const byId = new Map(lines.map((line) => [line.id, line]));
  const items = request.items.map((item) => {
    const line = byId.get(item.orderItemId)!;
    const share = (paise: number) => unitsShare(paise, line, line.refundedQuantity, item.quantity);
    const amountPaise = share(line.pricePaise * line.quantity - line.discountPaise);
    const tax = {
      cgst: share(line.cgstPaise),
      sgst: share(line.sgstPaise),
      igst: share(line.igstPaise),
    };
    return { ...item, amountPaise, tax, line };
  });
  const linesPaise = items.reduce((sum, item) => sum + item.amountPaise, 0);
  const unitsAfter = (line: RefundableLine) =>
    line.refundedQuantity + (items.find((item) => item.line === line)?.quantity ?? 0);
  const nothingLeft = lines.every((line) => unitsAfter(line) >= line.quantity);
  const shippingPaise = items.length > 0 && nothingLeft ? order.shippingPaise : 0;

  const leftTax = {
    cgst: order.cgstPaise - refunded.tax.cgst,
    sgst: order.sgstPaise - refunded.tax.sgst,
    igst: order.igstPaise - refunded.tax.igst,
  };
  const view = items.map(({ orderItemId, quantity, amountPaise, tax }) => ({
    orderItemId,
    quantity,
    amountPaise,
    cgstPaise: tax.cgst,
    sgstPaise: tax.sgst,
    igstPaise: tax.igst,
  }));
  if (request.everything) {
    return { amountPaise: leftPaise, shippingPaise, items: view, tax: leftTax };
  }
  if (request.amountPaise === undefined) {
    // The units' share of their lines' GST; with the delivery, the GST inside it: the order's
    // less its lines'.
    const tax = { cgst: 0, sgst: 0, igst: 0 };
    for (const item of items) {
      tax.cgst += item.tax.cgst;
      tax.sgst += item.tax.sgst;
      tax.igst += item.tax.igst;
    }
    if (shippingPaise > 0) {
      const linesTax = (pick: (line: RefundableLine) => number) =>
        lines.reduce((sum, line) => sum + pick(line), 0);
      tax.cgst += order.cgstPaise - linesTax((line) => line.cgstPaise);
      tax.sgst += order.sgstPaise - linesTax((line) => line.sgstPaise);
      tax.igst += order.igstPaise - linesTax((line) => line.igstPaise);
    }
    const amountPaise = Math.min(linesPaise + shippingPaise, leftPaise);
    return { amountPaise, shippingPaise, items: view, tax: capTax(tax, leftTax) };
  }
  // An amount the admin chose carries its share of the tax still unrefunded.
  const share = (paise: number) =>
    leftPaise <= 0 ? 0 : roundedRatio(paise * request.amountPaise!, leftPaise);
  const half = share(leftTax.cgst);
  const tax = { cgst: half, sgst: half, igst: share(leftTax.igst) };
  return {
    amountPaise: request.amountPaise,
    shippingPaise: 0,
    items: view,
    tax: capTax(tax, leftTax),
  };
}

/** A refund never carries more tax than is left to pay back. */
function capTax(tax: RefundTax, left: RefundTax): RefundTax {
  return {
    cgst: Math.min(tax.cgst, left.cgst),
    sgst: Math.min(tax.sgst, left.sgst),
    igst: Math.min(tax.igst, left.igst),
  };
}
