import { describe, expect, it } from 'vitest';
import { ProductInputSchema } from '@attire/contract';
import { HOODIE, LINEN_SHIRT } from '../testing/fixtures';
import {
  EMPTY_PRODUCT_FORM,
  PRODUCT_FORM_FIELDS,
  imageColoursOf,
  isProductFormComplete,
  missingProductFields,
  productToFormValues,
} from './product-form-values';

const FILLED = productToFormValues(LINEN_SHIRT);

describe('product form values', () => {
  it('is complete only when every field has something other than spaces', () => {
    expect(isProductFormComplete(FILLED)).toBe(true);
    expect(isProductFormComplete(EMPTY_PRODUCT_FORM)).toBe(false);
    for (const field of PRODUCT_FORM_FIELDS) {
      expect(isProductFormComplete({ ...FILLED, [field]: '  ' })).toBe(false);
      expect(isProductFormComplete({ ...FILLED, [field]: undefined })).toBe(false);
    }
  });

  it('counts an emptied number input (NaN) as empty, and a sale price of 0 as filled', () => {
    expect(isProductFormComplete({ ...FILLED, price: Number.NaN })).toBe(false);
    expect(isProductFormComplete({ ...FILLED, salePrice: 0 })).toBe(true);
  });

  it("starts edit mode from the product's own values, which the contract accepts", () => {
    expect(ProductInputSchema.parse(FILLED)).toEqual({
      image: '/uploads/shirt.png',
      images: ['/uploads/shirt.png'],
      title: 'Linen shirt',
      description: 'A cool shirt',
      category: 'men',
      brand: 'levi',
      // The product's own tax class and HSN code are kept through an edit.
      taxClass: 'apparel',
      hsn: '6205',
      price: 1999,
      salePrice: 1499,
      totalStock: 12,
      sizes: [],
      colours: [],
    });
  });

  it('starts a product with sizes and colours from its variants, prices only where they differ', () => {
    const values = productToFormValues(HOODIE);
    expect(values).toMatchObject({ sizes: ['M', 'L'], colours: ['navy', 'black'] });
    expect(values.totalStock).toBeUndefined();
    expect(values.variants).toEqual([
      { size: 'M', colour: 'navy', sku: 'HOOD-M-NAVY', totalStock: 5 },
      { size: 'M', colour: 'black', sku: 'HOOD-M-BLACK', totalStock: 0 },
      { size: 'L', colour: 'navy', sku: 'HOOD-L-NAVY', totalStock: 7 },
      {
        size: 'L',
        colour: 'black',
        sku: 'HOOD-L-BLACK',
        totalStock: 3,
        price: 2799,
        salePrice: 2599,
      },
    ]);
    expect(ProductInputSchema.safeParse(values).success).toBe(true);
    expect(imageColoursOf(HOODIE)).toEqual({
      '/uploads/hoodie-navy.png': 'navy',
      '/uploads/hoodie-black.png': 'black',
    });
  });

  it('names in words what is still empty, in the order of the form', () => {
    expect(missingProductFields(FILLED)).toEqual([]);
    expect(missingProductFields(EMPTY_PRODUCT_FORM)).toEqual([
      'image',
      'title',
      'description',
      'category',
      'brand',
      'price',
      'sale price',
      'total stock',
    ]);
    expect(missingProductFields({ ...FILLED, salePrice: Number.NaN, title: ' ' })).toEqual([
      'title',
      'sale price',
    ]);
    const values = productToFormValues(HOODIE);
    const emptied = values.variants!.map((cell) => ({ ...cell, totalStock: Number.NaN }));
    expect(missingProductFields({ ...values, variants: emptied })).toEqual([
      'a stock for every size and colour',
    ]);
  });

  it('with a grid, is complete only when every cell has a stock', () => {
    const values = productToFormValues(HOODIE);
    expect(isProductFormComplete(values)).toBe(true);
    const emptied = values.variants!.map((cell, index) =>
      index === 2 ? { ...cell, totalStock: Number.NaN } : cell,
    );
    expect(isProductFormComplete({ ...values, variants: emptied })).toBe(false);
    expect(isProductFormComplete({ ...values, variants: [] })).toBe(false);
  });
});
