import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../src/api/endpoints.js';
import { ProductSchema, ProductSummarySchema } from '../src/product.js';

const summary = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Linen Shirt',
  image: '/uploads/shirt.webp',
  category: 'men',
  brand: 'zara',
  price: 1999,
  salePrice: 1499,
  totalStock: 25,
  rating: 4.5,
  reviewCount: 2,
  sizes: ['S', 'M'],
  colours: ['navy'],
  variantCount: 2,
};

/** The product element of a reply's `products` (or its `product`). */
function productOf(name: Parameters<typeof endpoint>[0]) {
  const reply = endpoint(name).reply as z.ZodObject;
  const products = reply.shape.products ?? reply.shape.product;
  return products instanceof z.ZodArray ? products.element : products;
}

describe("lean listings: the contract's product summary", () => {
  it("holds exactly the section's fields, variantId only when there is one variant", () => {
    expect(Object.keys(ProductSummarySchema.shape).sort()).toEqual(
      [
        'id',
        'title',
        'image',
        'category',
        'brand',
        'price',
        'salePrice',
        'totalStock',
        'rating',
        'reviewCount',
        'sizes',
        'colours',
        'variantCount',
        'variantId',
      ].sort(),
    );
    expect(ProductSummarySchema.parse(summary)).toEqual(summary);
    const single = { ...summary, variantCount: 1, variantId: summary.id };
    expect(ProductSummarySchema.parse(single)).toEqual(single);
    expect(ProductSummarySchema.safeParse({ ...summary, variantCount: 0 }).success).toBe(false);
    expect(ProductSummarySchema.safeParse({ ...summary, variantId: 'one' }).success).toBe(false);
  });

  it('is what the listing and the search answer; the details and the back office stay whole', () => {
    expect(productOf('shopProducts.list')).toBe(ProductSummarySchema);
    expect(productOf('shopProducts.search')).toBe(ProductSummarySchema);
    expect(productOf('shopProducts.details')).toBe(ProductSchema);
    expect(productOf('adminProducts.list')).toBe(ProductSchema);
  });

  it('writes no variants or gallery into a reply, even when handed a whole product', () => {
    const whole = { ...summary, description: 'Cool', images: [summary.image], variants: [] };
    expect(ProductSummarySchema.parse(whole)).toEqual(summary);
  });
});
