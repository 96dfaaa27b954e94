import { describe, expect, it } from 'vitest';
import { ProductInputSchema } from '@attire/contract';
import { LINEN_SHIRT } from '../testing/fixtures';
import {
  EMPTY_PRODUCT_FORM,
  PRODUCT_FORM_FIELDS,
  isProductFormComplete,
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
      title: 'Linen shirt',
      description: 'A cool shirt',
      category: 'men',
      brand: 'levi',
      price: 1999,
      salePrice: 1499,
      totalStock: 12,
    });
  });
});
