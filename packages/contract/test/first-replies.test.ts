import { describe, expect, it } from 'vitest';
import { firstReplyKey } from '../src/index.js';

describe('firstReplyKey', () => {
  it('spells a query the same whatever order it was built in', () => {
    expect(firstReplyKey('/api/shop/products?sortBy=price-lowtohigh&page=1&limit=24')).toBe(
      firstReplyKey('/api/shop/products?limit=24&page=1&sortBy=price-lowtohigh'),
    );
    expect(firstReplyKey('/api/shop/products?page=1&category=men%2Ckids')).toBe(
      '/api/shop/products?category=men%2Ckids&page=1',
    );
  });

  it('leaves out empty parameters, and the question mark with them', () => {
    expect(firstReplyKey('/api/shop/products?brand=&page=2')).toBe('/api/shop/products?page=2');
    expect(firstReplyKey('/api/features?')).toBe('/api/features');
    expect(firstReplyKey('/api/features')).toBe('/api/features');
  });

  it('keeps different values apart', () => {
    expect(firstReplyKey('/api/shop/products?page=1')).not.toBe(
      firstReplyKey('/api/shop/products?page=2'),
    );
    expect(firstReplyKey('/api/shop/products?category=men,kids')).not.toBe(
      firstReplyKey('/api/shop/products?category=kids,men'),
    );
  });
});
