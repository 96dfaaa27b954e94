import { describe, expect, it } from 'vitest';
import { cartCount } from './cart-totals';
import { CART_FULL_MESSAGE, canDecrement, checkAddOne } from './stock-check';

const lines = [
  { variantId: 'shirt', quantity: 3 },
  { variantId: 'shoe', quantity: 1 },
];

describe('cart stock checks', () => {
  it('allows one more while the quantity in the cart stays within the stock', () => {
    expect(checkAddOne(lines, 'shirt', 4)).toEqual({ allowed: true });
    expect(checkAddOne(lines, 'hat', 1)).toEqual({ allowed: true });
  });

  it('refuses a new product once the cart has as many lines as one order may have', () => {
    const full = Array.from({ length: 50 }, (_, index) => ({
      variantId: `p${index}`,
      quantity: 1,
    }));
    expect(checkAddOne(full, 'p50', 9)).toEqual({ allowed: false, message: CART_FULL_MESSAGE });
    expect(CART_FULL_MESSAGE).toContain('50 different products');
    // More of a product already in the cart adds no line, so it stays allowed.
    expect(checkAddOne(full, 'p0', 9)).toEqual({ allowed: true });
    expect(checkAddOne(full.slice(1), 'p50', 9)).toEqual({ allowed: true });
  });

  it("blocks one more past the stock with the spec's message naming the current quantity", () => {
    expect(checkAddOne(lines, 'shirt', 3)).toEqual({
      allowed: false,
      message: 'Only 3 items can be added for this product!',
    });
    expect(checkAddOne(lines, 'hat', 0)).toEqual({
      allowed: false,
      message: 'Only 0 items can be added for this product!',
    });
  });

  it('counts each size and colour on its own', () => {
    const sizes = [
      { variantId: 'shirt-m', quantity: 2 },
      { variantId: 'shirt-l', quantity: 1 },
    ];
    expect(checkAddOne(sizes, 'shirt-m', 2)).toEqual({
      allowed: false,
      message: 'Only 2 items can be added for this product!',
    });
    expect(checkAddOne(sizes, 'shirt-l', 2)).toEqual({ allowed: true });
    expect(checkAddOne(sizes, 'shirt-s', 1)).toEqual({ allowed: true });
  });

  it('disables decrement at a quantity of 1 or less', () => {
    expect(canDecrement(2)).toBe(true);
    expect(canDecrement(1)).toBe(false);
    expect(canDecrement(0)).toBe(false);
  });

  it('counts the badge as the sum of quantities', () => {
    expect(cartCount(lines)).toBe(4);
    expect(cartCount([])).toBe(0);
  });
});
