import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOrder } from '../../src/modules/pricing/price-order.js';
import {
  priceRefund,
  type RefundTax,
  type RefundableLine,
} from '../../src/modules/pricing/price-refund.js';
import { input } from '../support/pricing-arbitraries.js';

// Refunds of random orders priced by the pricing function, unit by unit in random chunks until
// nothing is left: together they pay back exactly what was paid and the GST inside it, each
// never more than is left, delivery only with the last of the goods.

const RUNS = 1_000;

/** Random chunks of units, line by line, in a random order: the refunds an admin might make. */
const refundPlan = fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 12 })), {
  minLength: 1,
  maxLength: 30,
});

describe('refunds of a priced order', () => {
  it(`pay back what was paid, its GST and its delivery, to the paisa (${RUNS} orders)`, () => {
    fc.assert(
      fc.property(input, refundPlan, (cart, plan) => {
        const quote = priceOrder(cart);
        const order = {
          totalPaise: quote.totalPaise,
          shippingPaise: quote.shippingPaise,
          cgstPaise: quote.tax.cgst,
          sgstPaise: quote.tax.sgst,
          igstPaise: quote.tax.igst,
        };
        const lines: RefundableLine[] = quote.lines.map((line, index) => ({
          id: String(index),
          pricePaise: line.unitPricePaise,
          quantity: line.quantity,
          refundedQuantity: 0,
          discountPaise: line.discountPaise,
          cgstPaise: line.cgst,
          sgstPaise: line.sgst,
          igstPaise: line.igst,
        }));
        const refunded = { amountPaise: 0, tax: { cgst: 0, sgst: 0, igst: 0 } as RefundTax };
        const refundedShipping: number[] = [];

        const refund = (items: { orderItemId: string; quantity: number }[]) => {
          const priced = priceRefund(order, lines, refunded, { items, everything: false });
          expect(priced.amountPaise).toBeLessThanOrEqual(order.totalPaise - refunded.amountPaise);
          expect(priced.tax.cgst).toBe(priced.tax.sgst);
          refunded.amountPaise += priced.amountPaise;
          refunded.tax.cgst += priced.tax.cgst;
          refunded.tax.sgst += priced.tax.sgst;
          refunded.tax.igst += priced.tax.igst;
          refundedShipping.push(priced.shippingPaise);
          for (const item of items)
            lines[Number(item.orderItemId)]!.refundedQuantity += item.quantity;
        };
        for (const [pick, units] of plan) {
          const line = lines[pick % lines.length]!;
          const left = line.quantity - line.refundedQuantity;
          if (left > 0) refund([{ orderItemId: line.id, quantity: Math.min(units, left) }]);
        }
        // Whatever the plan left, in one last refund.
        const rest = lines
          .filter((line) => line.refundedQuantity < line.quantity)
          .map((line) => ({
            orderItemId: line.id,
            quantity: line.quantity - line.refundedQuantity,
          }));
        if (rest.length > 0) refund(rest);

        expect(refunded.amountPaise).toBe(order.totalPaise);
        expect(refunded.tax).toEqual({
          cgst: order.cgstPaise,
          sgst: order.sgstPaise,
          igst: order.igstPaise,
        });
        // Delivery came back once, with the last of the goods, and never before.
        expect(refundedShipping.at(-1)).toBe(order.shippingPaise);
        expect(refundedShipping.slice(0, -1).every((paise) => paise === 0)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});
