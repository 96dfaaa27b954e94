import { describe, expect, it } from 'vitest';
import { listingHeading, productCount, stockBadge } from './labels';

describe('listing labels', () => {
  it('counts products with the right plural', () => {
    expect(productCount(0)).toBe('0 Products');
    expect(productCount(1)).toBe('1 Product');
    expect(productCount(2)).toBe('2 Products');
  });

  it("warns of low stock in the spec's words, with the right plural", () => {
    expect(stockBadge({ totalStock: 10, salePrice: 0 })).toBe('Only 10 items left');
    expect(stockBadge({ totalStock: 2, salePrice: 499 })).toBe('Only 2 items left');
    expect(stockBadge({ totalStock: 1, salePrice: 0 })).toBe('Only 1 item left');
    expect(stockBadge({ totalStock: 0, salePrice: 0 })).toBe('Out of stock');
    expect(stockBadge({ totalStock: 11, salePrice: 499 })).toBe('Sale');
  });

  it('names the chosen filters in the heading, All Products without any', () => {
    expect(listingHeading({})).toBe('All Products');
    expect(listingHeading({ category: ['men'] })).toBe('Men');
    expect(listingHeading({ category: ['men', 'women'], brand: ['h&m'] })).toBe('Men, Women · H&M');
    expect(listingHeading({ brand: ['levi'] })).toBe("Levi's");
  });

  it('names sizes, colours, the price range and in-stock too', () => {
    expect(listingHeading({ category: ['men'], colour: ['navy', 'multi'], size: ['M', 'L'] })).toBe(
      'Men · Navy, Multicolour · Size M, L',
    );
    expect(listingHeading({ size: ['One Size'] })).toBe('One Size');
    expect(listingHeading({ minPrice: 500, maxPrice: 1500.5 })).toBe('₹500 – ₹1,500.5');
    expect(listingHeading({ minPrice: 500, inStock: true })).toBe('From ₹500 · In stock');
    expect(listingHeading({ maxPrice: 10000 })).toBe('Up to ₹10,000');
  });
});
