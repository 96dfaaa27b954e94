import fc from 'fast-check';
import type {
  PricingInput,
  PricingLine,
  PricingPromotion,
} from '../../src/modules/pricing/price-order.js';

// Random carts for the property tests of money: lines, codes, shipping settings, destinations
// and stores, weighted towards the edges (the apparel band's limit, thresholds of 0).

const CATEGORIES = ['men', 'women', 'kids', 'accessories', 'footwear'] as const;
const BRANDS = ['nike', 'adidas', 'puma', 'levi', 'zara', 'h&m'] as const;
const STATES = ['29', '27', '07', '33'] as const;

const line: fc.Arbitrary<PricingLine> = fc.record({
  productId: fc.uuid(),
  variantId: fc.option(fc.uuid(), { nil: null }),
  quantity: fc.integer({ min: 1, max: 12 }),
  // Up to ₹20,000 a piece, and often right at the apparel band's edge.
  unitPricePaise: fc.oneof(
    fc.integer({ min: 1, max: 2_000_000 }),
    fc.integer({ min: 262_000, max: 263_000 }),
  ),
  category: fc.constantFrom(...CATEGORIES),
  brand: fc.constantFrom(...BRANDS),
  taxClass: fc.constantFrom('apparel', 'gst5', 'gst18', 'gst40'),
});

const promotion: fc.Arbitrary<PricingPromotion> = fc.oneof(
  fc.record({
    code: fc.constant('SALE'),
    kind: fc.constant('percentage' as const),
    value: fc.integer({ min: 1, max: 90 }),
    categories: fc.subarray([...CATEGORIES]),
    brands: fc.subarray([...BRANDS]),
  }),
  fc.record({
    code: fc.constant('FLAT'),
    kind: fc.constant('fixed' as const),
    value: fc.integer({ min: 1, max: 5_000_000 }),
    categories: fc.subarray([...CATEGORIES]),
    brands: fc.subarray([...BRANDS]),
  }),
  fc.record({
    code: fc.constant('SHIPFREE'),
    kind: fc.constant('freeShipping' as const),
    value: fc.constant(0),
    categories: fc.constant([]),
    brands: fc.constant([]),
  }),
);

const threshold = fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null });

export const input: fc.Arbitrary<PricingInput> = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 8 }),
  promotion: fc.option(promotion, { nil: undefined }),
  shipping: fc.record({
    flatRatePaise: fc.integer({ min: 0, max: 50_000 }),
    freeFromPaise: threshold,
    zones: fc.array(
      fc.record({
        states: fc.subarray([...STATES]),
        ratePaise: fc.integer({ min: 0, max: 50_000 }),
        freeFromPaise: threshold,
      }),
      { maxLength: 3 },
    ),
  }),
  destinationState: fc.option(fc.constantFrom(...STATES), { nil: null }),
  store: fc.record({
    state: fc.option(fc.constantFrom(...STATES), { nil: null }),
    gstRegistered: fc.boolean(),
  }),
});
