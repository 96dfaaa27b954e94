import { describe, expect, it } from 'vitest';
import { lineTotal, cartTotal } from '@/features/cart/lib/cart-totals';
import { formatRupees, unitPrice } from './money';

describe('rupee formatting', () => {
  it('shows the ₹ symbol, Indian digit grouping and 2 decimals', () => {
    expect(formatRupees(1299)).toBe('₹1,299.00');
    expect(formatRupees(100000)).toBe('₹1,00,000.00');
    expect(formatRupees(12345678.5)).toBe('₹1,23,45,678.50');
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(9.999)).toBe('₹10.00');
  });

  it('charges the sale price when above 0, otherwise the price', () => {
    expect(unitPrice({ price: 1000, salePrice: 799 })).toBe(799);
    expect(unitPrice({ price: 1000, salePrice: 0 })).toBe(1000);
  });

  it('computes line totals and the cart total in paise, without drift', () => {
    const line = { quantity: 3, product: { price: 0.1, salePrice: 0 } };
    expect(lineTotal(line)).toBe(0.3);
    expect(formatRupees(lineTotal(line))).toBe('₹0.30');
    const lines = [line, { quantity: 2, product: { price: 1500, salePrice: 1199.99 } }];
    expect(cartTotal(lines)).toBe(2400.28);
  });
});
