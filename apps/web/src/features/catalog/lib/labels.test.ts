import { describe, expect, it } from 'vitest';
import { listingHeading, productCount } from './labels';

describe('listing labels', () => {
  it('counts products with the right plural', () => {
    expect(productCount(0)).toBe('0 Products');
    expect(productCount(1)).toBe('1 Product');
    expect(productCount(2)).toBe('2 Products');
  });

  it('names the chosen filters in the heading, All Products without any', () => {
    expect(listingHeading({})).toBe('All Products');
    expect(listingHeading({ category: ['men'] })).toBe('Men');
    expect(listingHeading({ category: ['men', 'women'], brand: ['h&m'] })).toBe('Men, Women · H&M');
    expect(listingHeading({ brand: ['levi'] })).toBe("Levi's");
  });
});
