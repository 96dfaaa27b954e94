import { describe, expect, it } from 'vitest';
import { formatRupees, toPaise, toRupees, unitPrice } from '../src/money.js';

describe('money', () => {
  it('turns rupees into whole paise without floating-point drift', () => {
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(1299.99)).toBe(129_999);
    expect(toRupees(129_999)).toBe(1299.99);
  });

  it('charges the sale price only when there is one', () => {
    expect(unitPrice({ price: 1000, salePrice: 799 })).toBe(799);
    expect(unitPrice({ price: 1000, salePrice: 0 })).toBe(1000);
  });

  it('formats rupees with the ₹ sign, Indian grouping and 2 decimals', () => {
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.50');
    expect(formatRupees(0)).toBe('₹0.00');
  });
});
