import type { z } from 'zod';
import {
  FORM_MESSAGES,
  type ColourId,
  type Product,
  type ProductInputSchema,
  type Variant,
} from '@attire/contract';

/** The product form's values: what ProductInputSchema takes, numbers as numbers. */
export type ProductFormValues = z.input<typeof ProductInputSchema>;

/** One cell of the stock grid, as the form holds it (VariantInputSchema's input). */
export type VariantFormValues = NonNullable<ProductFormValues['variants']>[number];

/** What POST and PUT /admin/products take; the server validates it with the same schema. */
export type ProductBody = ProductFormValues;

/** The spec's fields: all of them must be filled before Add or Edit is enabled. */
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
  images: [],
  title: '',
  description: '',
  sizes: [],
  colours: [],
};

/** A number input reads as NaN while empty; a text field counts only if it has more than spaces. */
function isFilled(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isNaN(value);
  return typeof value === 'string' && value.trim() !== '';
}

/** The spec's fields as the hint beside a disabled Add or Edit names them. */
const FIELD_WORDS: Record<(typeof PRODUCT_FORM_FIELDS)[number], string> = {
  image: 'image',
  title: 'title',
  description: 'description',
  category: 'category',
  brand: 'brand',
  price: 'price',
  salePrice: 'sale price',
  totalStock: 'total stock',
};

type FormValuesSoFar = { [Field in keyof ProductFormValues]?: unknown };

/**
 * The spec: submit stays disabled until every field, the sale price included, is non-empty.
 * A product with sizes or colours has a stock per cell of its grid instead of one Total Stock.
 * What is still empty, in words and in the form's order; none when the form is complete.
 */
export function missingProductFields(values: FormValuesSoFar): string[] {
  const cells = Array.isArray(values.variants)
    ? (values.variants as ({ totalStock?: unknown } | undefined)[])
    : undefined;
  const stocked = cells
    ? cells.length > 0 && cells.every((cell) => isFilled(cell?.totalStock))
    : isFilled(values.totalStock);
  return PRODUCT_FORM_FIELDS.flatMap((field) => {
    if (field !== 'totalStock') return isFilled(values[field]) ? [] : [FIELD_WORDS[field]];
    if (stocked) return [];
    return [cells ? FORM_MESSAGES.missingVariantStock : FIELD_WORDS.totalStock];
  });
}

export function isProductFormComplete(values: FormValuesSoFar): boolean {
  return missingProductFields(values).length === 0;
}

/** A variant's own SKU and stock; its prices only where they differ from the product's. */
function variantToFormValues(variant: Variant, product: Product): VariantFormValues {
  return {
    size: variant.size,
    colour: variant.colour,
    sku: variant.sku,
    totalStock: variant.totalStock,
    ...(variant.price !== product.price && { price: variant.price }),
    ...(variant.salePrice !== product.salePrice && { salePrice: variant.salePrice }),
  };
}

export function productToFormValues(product: Product): ProductFormValues {
  const { image, images, title, description, category, brand, price, salePrice } = product;
  const { sizes, colours, taxClass, hsn } = product;
  const base = {
    image,
    images,
    title,
    description,
    category,
    brand,
    taxClass,
    ...(hsn && { hsn }),
    price,
    salePrice,
  };
  if (sizes.length === 0 && colours.length === 0) {
    return { ...base, sizes, colours, totalStock: product.totalStock };
  }
  const variants = product.variants.map((variant) => variantToFormValues(variant, product));
  return { ...base, sizes, colours, variants };
}

/**
 * The colour of each gallery image, as far as the product tells it: the API keeps one photo per
 * colour (its variants' `image`), so an edit starts with those images tagged.
 */
export function imageColoursOf(product: Product): Record<string, ColourId> {
  const tags: Record<string, ColourId> = {};
  for (const { colour, image } of product.variants) {
    if (colour && image && !tags[image]) tags[image] = colour;
  }
  return tags;
}
