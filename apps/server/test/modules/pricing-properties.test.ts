import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  priceOrder,
  type PricingLine,
  type PricingPromotion,
} from '../../src/modules/pricing/price-order.js';
import { spreadDiscount } from '../../src/modules/pricing/spread-discount.js';
import { input } from '../support/pricing-arbitraries.js';
import { restatedQuote } from '../support/pricing-restated.js';

// The pricing function against a plain restatement of the contract's rules (in BigInt
// fractions, written independently in test/support/pricing-restated.ts) over thousands of random
// carts, and the invariants a merchant's accountant would check: parts add up to the whole, no
// line below 0, a percentage never above its rate, CGST equal to SGST.

const RUNS = 2_000;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the pricing function', () => {
  it(`agrees with the restated rules to the paisa (${RUNS} random carts)`, () => {
    fc.assert(
      fc.property(input, (cart) => {
        expect(priceOrder(cart)).toEqual(restatedQuote(cart));
      }),
      { numRuns: RUNS },
    );
  });

  it(`adds up: lines, discount, shipping and tax (${RUNS} random carts)`, () => {
    fc.assert(
      fc.property(input, (cart) => {
        const quote = priceOrder(cart);
        expect(sum(quote.lines.map((l) => l.discountPaise))).toBe(quote.discountPaise);
        for (const priced of quote.lines) {
          expect(priced.discountPaise).toBeGreaterThanOrEqual(0);
          expect(priced.discountPaise).toBeLessThanOrEqual(priced.linePaise);
          const net = priced.linePaise - priced.discountPaise;
          expect(priced.taxableValue + priced.cgst + priced.sgst + priced.igst).toBe(net);
          expect(priced.cgst).toBe(priced.sgst);
          expect(priced.cgst === 0 || priced.igst === 0).toBe(true);
        }
        const nets = quote.lines.map((l) => l.linePaise - l.discountPaise);
        expect(sum(nets) + quote.shippingPaise).toBe(quote.totalPaise);
        expect(quote.totalPaise).toBe(
          quote.subtotalPaise - quote.discountPaise + quote.shippingPaise,
        );
        const { shippingTax: ship, tax } = quote;
        expect(ship.taxableValue + ship.cgst + ship.sgst + ship.igst).toBe(quote.shippingPaise);
        expect(tax.cgst).toBe(tax.sgst);
        expect(tax.total).toBe(tax.cgst + tax.sgst + tax.igst);
        expect(tax.total).toBe(
          sum([...quote.lines, ship].map((part) => part.cgst + part.sgst + part.igst)),
        );
        if (!cart.store.gstRegistered) expect(tax.total).toBe(0);
      }),
      { numRuns: RUNS },
    );
  });

  it(`never takes more than a percentage's rate of the lines it applies to (${RUNS} carts)`, () => {
    fc.assert(
      fc.property(input, (cart) => {
        const quote = priceOrder(cart);
        const { promotion: code } = cart;
        if (code?.kind !== 'percentage') return;
        const eligible = sum(
          quote.lines
            .filter((l) => code.categories.length === 0 || code.categories.includes(l.category))
            .filter((l) => code.brands.length === 0 || code.brands.includes(l.brand))
            .map((l) => l.linePaise),
        );
        // Rounded down to the paisa, never up: at most the rate, less than a paisa under it.
        expect(quote.discountPaise * 100).toBeLessThanOrEqual(eligible * code.value);
        expect((quote.discountPaise + 1) * 100).toBeGreaterThan(eligible * code.value);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('a discount spread over lines', () => {
  it('gives the remainder to the largest line, and on to the next once a line is free', () => {
    expect(spreadDiscount([500, 300, 200], 100)).toEqual([50, 30, 20]);
    expect(spreadDiscount([100, 100, 101], 10)).toEqual([3, 3, 4]);
    // 299 paise over three lines of 100: 99 each, and the 2 left cannot all go to one line.
    expect(spreadDiscount([100, 100, 100], 299)).toEqual([100, 100, 99]);
    expect(spreadDiscount([0, 250, 0], 250)).toEqual([0, 250, 0]);
  });
});

describe('the apparel band', () => {
  const shirt = (unitPricePaise: number, quantity = 1): PricingLine => ({
    productId: '00000000-0000-4000-8000-000000000001',
    variantId: null,
    quantity,
    unitPricePaise,
    category: 'men',
    brand: 'levi',
    taxClass: 'apparel',
  });
  const priced = (lines: PricingLine[], promo?: PricingPromotion) =>
    priceOrder({
      lines,
      ...(promo && { promotion: promo }),
      shipping: { flatRatePaise: 0, freeFromPaise: null, zones: [] },
      destinationState: '29',
      store: { state: '29', gstRegistered: true },
    });

  it('is 5% on a piece of ₹2,625.00 and 18% on one of ₹2,625.01', () => {
    expect(priced([shirt(262_500)]).lines[0]!).toMatchObject({ taxRate: 5, cgst: 6_250 });
    expect(priced([shirt(262_501)]).lines[0]!.taxRate).toBe(18);
    expect(priced([shirt(262_500, 3)]).lines[0]!.taxRate).toBe(5);
  });

  it('judges a piece after its share of the discount', () => {
    const tenOff: PricingPromotion = {
      code: 'TEN',
      kind: 'percentage',
      value: 10,
      categories: [],
      brands: [],
    };
    // ₹2,900 less 10% is ₹2,610: inside the 5% band.
    expect(priced([shirt(290_000)], tenOff).lines[0]!.taxRate).toBe(5);
    expect(priced([shirt(290_000)]).lines[0]!.taxRate).toBe(18);
  });
});
