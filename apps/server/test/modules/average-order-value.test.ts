import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageOrderValuePaise } from '../../src/modules/pricing/average-order-value.js';

// The sales report's average order value: (gross sales − discounts) / orders, to the paisa,
// halves up; nothing sold is ₹0, not a division by zero.

describe('the average order value', () => {
  it('rounds to the nearest paisa, halves up', () => {
    expect(averageOrderValuePaise(1001, 2)).toBe(501);
    expect(averageOrderValuePaise(1000, 3)).toBe(333);
    expect(averageOrderValuePaise(2000, 3)).toBe(667);
    expect(averageOrderValuePaise(250_000, 4)).toBe(62_500);
    expect(averageOrderValuePaise(0, 5)).toBe(0);
  });

  it('is 0 without orders', () => {
    expect(averageOrderValuePaise(0, 0)).toBe(0);
  });

  it('is the exact quotient rounded, for any sales and orders (BigInt restatement)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e13 }),
        fc.integer({ min: 1, max: 200_000 }),
        (sales, orders) => {
          const quotient = BigInt(sales) / BigInt(orders);
          const remainder = BigInt(sales) % BigInt(orders);
          const rounded = 2n * remainder >= BigInt(orders) ? quotient + 1n : quotient;
          expect(averageOrderValuePaise(sales, orders)).toBe(Number(rounded));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
