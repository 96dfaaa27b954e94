import { describe, expect, it } from 'vitest';
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
});
