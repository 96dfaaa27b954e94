import type { z } from 'zod';
import type { Product, ProductInputSchema } from '@attire/contract';

/** The product form as typed: every field a string, so "empty" means the same for all. */
export interface ProductFormValues {
  image: string;
  title: string;
  description: string;
  category: string;
  brand: string;
  price: string;
  salePrice: string;
  totalStock: string;
}

/** What POST and PUT /admin/products take; the server validates it with the same schema. */
export type ProductBody = z.input<typeof ProductInputSchema>;

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

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  image: '',
  title: '',
  description: '',
  category: '',
  brand: '',
  price: '',
  salePrice: '',
  totalStock: '',
};

/** The spec: submit stays disabled until every field, the sale price included, is non-empty. */
export function isProductFormComplete(values: Partial<ProductFormValues>): boolean {
  return PRODUCT_FORM_FIELDS.every((field) => (values[field] ?? '').trim() !== '');
}

export function productToFormValues(product: Product): ProductFormValues {
  return {
    image: product.image,
    title: product.title,
    description: product.description,
    category: product.category,
    brand: product.brand,
    price: String(product.price),
    salePrice: String(product.salePrice),
    totalStock: String(product.totalStock),
  };
}

/**
 * Numbers are sent as numbers. Text that is not a number becomes NaN, which JSON sends as null,
 * so the server answers with its own field message rather than the form guessing one.
 */
export function formValuesToProductBody(values: ProductFormValues): ProductBody {
  return {
    image: values.image.trim(),
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category as ProductBody['category'],
    brand: values.brand as ProductBody['brand'],
    price: Number(values.price),
    salePrice: Number(values.salePrice),
    totalStock: Number(values.totalStock),
  };
}
