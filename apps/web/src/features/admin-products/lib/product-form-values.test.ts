import { describe, expect, it } from 'vitest';
import { LINEN_SHIRT } from '../testing/fixtures';
import {
  EMPTY_PRODUCT_FORM,
  formValuesToProductBody,
  isProductFormComplete,
  productToFormValues,
} from './product-form-values';

const FILLED = productToFormValues(LINEN_SHIRT);

describe('product form values', () => {
  it('is complete only when every field has something other than spaces', () => {
    expect(isProductFormComplete(FILLED)).toBe(true);
    expect(isProductFormComplete(EMPTY_PRODUCT_FORM)).toBe(false);
    for (const field of Object.keys(FILLED) as (keyof typeof FILLED)[]) {
      expect(isProductFormComplete({ ...FILLED, [field]: '  ' })).toBe(false);
    }
  });

  it('counts a sale price of 0 as filled: that is how "no sale" is entered', () => {
    expect(isProductFormComplete({ ...FILLED, salePrice: '0' })).toBe(true);
  });

  it('sends numbers as numbers and trims the text', () => {
    expect(
      formValuesToProductBody({ ...FILLED, title: '  Linen shirt ', price: '1999.5' }),
    ).toEqual({
      image: '/uploads/shirt.png',
      title: 'Linen shirt',
      description: 'A cool shirt',
      category: 'men',
      brand: 'levi',
      price: 1999.5,
      salePrice: 1499,
      totalStock: 12,
    });
  });
});
