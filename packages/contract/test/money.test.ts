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

  it('formats every amount in paise as the en-IN number format does', () => {
    // Every paise amount up to ₹10,000, then a spread of larger and negative ones.
    const amounts = Array.from({ length: 1_000_001 }, (_, paise) => paise / 100);
    for (let i = 0; i < 20_000; i += 1) amounts.push(Math.round((i * 7_919.37) % 1e9) / 100);
    amounts.push(-0.5, -1299, -12_34_567.89, -0.005, 99_99_99_999.99, 9.999, 0.005);
    const intl = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const mismatches = amounts.filter(
      (rupees) => formatRupees(rupees) !== `₹${intl.format(rupees)}`,
    );
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});
