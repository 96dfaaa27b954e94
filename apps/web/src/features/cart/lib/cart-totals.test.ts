import { describe, expect, it } from 'vitest';
import { formatRupees } from '@attire/contract';
import { cartCount, cartTotal, lineTotal } from './cart-totals';

describe('cart totals', () => {
  it('computes line totals and the cart total in paise, without drift', () => {
    const line = { quantity: 3, product: { price: 0.1, salePrice: 0 } };
    expect(lineTotal(line)).toBe(0.3);
    expect(formatRupees(lineTotal(line))).toBe('₹0.30');
    const lines = [line, { quantity: 2, product: { price: 1500, salePrice: 1199.99 } }];
    expect(cartTotal(lines)).toBe(2400.28);
  });

  it('counts units, not lines, for the cart badge', () => {
    expect(cartCount([{ quantity: 3 }, { quantity: 2 }])).toBe(5);
    expect(cartCount([])).toBe(0);
  });
});
