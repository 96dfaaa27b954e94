import { z } from 'zod';
import { ALL_SIZES, COLOUR_IDS } from './apparel.js';
import { IdSchema, ImageUrlSchema, RupeesSchema } from './common.js';

export const ColourIdSchema = z.enum(COLOUR_IDS, { error: 'Unknown colour' });
export const SizeSchema = z
  .string({ error: 'Size must be text' })
  .refine((size) => ALL_SIZES.includes(size), { error: 'Unknown size' });

export const SkuSchema = z
  .string({ error: 'SKU must be text' })
  .trim()
  .toUpperCase()
  .min(2, { error: 'SKU must be at least 2 characters' })
  .max(40, { error: 'SKU must be at most 40 characters' })
  .regex(/^[A-Z0-9][A-Z0-9._-]*$/, {
    error: 'SKU may hold only letters, digits, dots, dashes and underscores',
  });

export const StockSchema = z
  .number({ error: 'Total stock must be a number' })
  .int({ error: 'Total stock must be a whole number' })
  .min(0, { error: 'Total stock must not be negative' })
  .max(1_000_000, { error: 'Total stock must be at most 1,000,000' });

/** One size-and-colour of a product, with its own stock, SKU and (optionally) price. */
export const VariantSchema = z.object({
  id: IdSchema,
  sku: z.string(),
  size: z.string().nullable(),
  colour: ColourIdSchema.nullable(),
  price: z.number(),
  salePrice: z.number(),
  totalStock: z.number().int(),
  /** The photo of this colour, when the product has one. */
  image: z.string().nullable(),
});
export type Variant = z.infer<typeof VariantSchema>;

/**
 * A variant as the admin sets it. Price and sale price default to the product's; a SKU is made
 * when none is given. An edit matches variants to the existing ones by size and colour, so a
 * variant keeps its id (and the carts holding it) across edits.
 */
export const VariantInputSchema = z.object({
  size: SizeSchema.nullable().default(null),
  colour: ColourIdSchema.nullable().default(null),
  sku: SkuSchema.optional(),
  price: RupeesSchema.optional(),
  salePrice: RupeesSchema.optional(),
  totalStock: StockSchema,
  image: ImageUrlSchema.nullable().optional(),
});
export type VariantInput = z.infer<typeof VariantInputSchema>;

/** How many products of the listing's other filters have each value. */
export const FacetCountSchema = z.object({ id: z.string(), count: z.number().int() });
export const ListingFacetsSchema = z.object({
  category: z.array(FacetCountSchema),
  brand: z.array(FacetCountSchema),
  size: z.array(FacetCountSchema),
  colour: z.array(FacetCountSchema),
  /** The lowest and highest unit price among the matching products (0 and 0 when none). */
  price: z.object({ min: z.number(), max: z.number() }),
});
export type ListingFacets = z.infer<typeof ListingFacetsSchema>;

/** A variant that is running out, for the back office's low-stock view. */
export const LowStockVariantSchema = z.object({
  productId: IdSchema,
  title: z.string(),
  image: z.string(),
  variantId: IdSchema,
  sku: z.string(),
  size: z.string().nullable(),
  colour: ColourIdSchema.nullable(),
  totalStock: z.number().int(),
});
export type LowStockVariant = z.infer<typeof LowStockVariantSchema>;
