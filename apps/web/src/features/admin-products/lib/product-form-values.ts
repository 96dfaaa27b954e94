import type { z } from 'zod';
import type { Product, ProductInputSchema } from '@attire/contract';

/** The product form's values: what ProductInputSchema takes, numbers as numbers. */
export type ProductFormValues = z.input<typeof ProductInputSchema>;

/** What POST and PUT /admin/products take; the server validates it with the same schema. */
export type ProductBody = ProductFormValues;

export const PRODUCT_FORM_FIELDS = [
  'image',
  'title',
  'description',
  'category',
  'brand',
  'price',
  'salePrice',
  'totalStock',
] as const satisfies readonly (keyof ProductFormValues)[];

/**
 * Add mode starts with empty text and nothing chosen. The number fields have no value yet:
 * their inputs are empty and read as NaN (see isFilled).
 */
export const EMPTY_PRODUCT_FORM: Partial<ProductFormValues> = {
  image: '',
  title: '',
  description: '',
};

/** A number input reads as NaN while empty; a text field counts only if it has more than spaces. */
function isFilled(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isNaN(value);
  return typeof value === 'string' && value.trim() !== '';
}

/** The spec: submit stays disabled until every field, the sale price included, is non-empty. */
export function isProductFormComplete(values: Partial<Record<keyof ProductFormValues, unknown>>) {
  return PRODUCT_FORM_FIELDS.every((field) => isFilled(values[field]));
}

export function productToFormValues(product: Product): ProductFormValues {
  const { image, title, description, category, brand, price, salePrice, totalStock } = product;
  return { image, title, description, category, brand, price, salePrice, totalStock };
}
