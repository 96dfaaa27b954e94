import { z } from 'zod';
import { BRAND_IDS, CATEGORY_IDS, DEFAULT_SORT, LIMITS, SORT_IDS } from './constants.js';
import {
  IdSchema,
  ImageUrlSchema,
  PageInfoShape,
  PageQuerySchema,
  RupeesSchema,
  requiredText,
  successReply,
} from './common.js';

export const CategoryIdSchema = z.enum(CATEGORY_IDS, { error: 'Choose a category' });
export const BrandIdSchema = z.enum(BRAND_IDS, { error: 'Choose a brand' });
export const SortIdSchema = z.enum(SORT_IDS, { error: 'Unknown sort order' });

const productFields = {
  image: ImageUrlSchema,
  title: requiredText('Title', 200),
  description: requiredText('Description', 5000),
  category: CategoryIdSchema,
  brand: BrandIdSchema,
  price: RupeesSchema.refine((value) => value > 0, { error: 'Price must be above 0' }),
  salePrice: RupeesSchema.default(0),
  totalStock: z
    .number({ error: 'Total stock must be a number' })
    .int({ error: 'Total stock must be a whole number' })
    .min(0, { error: 'Total stock must not be negative' })
    .max(1_000_000, { error: 'Total stock must be at most 1,000,000' }),
};

/** What an admin sends to add or edit a product. A sale price of 0 means no sale. */
export const ProductInputSchema = z
  .object(productFields)
  .refine((product) => product.salePrice === 0 || product.salePrice < product.price, {
    path: ['salePrice'],
    error: 'Sale price must be below the price (or 0 for no sale)',
  });
export type ProductInput = z.infer<typeof ProductInputSchema>;

export const ProductSchema = z.object({
  id: IdSchema,
  image: z.string(),
  title: z.string(),
  description: z.string(),
  category: CategoryIdSchema,
  brand: BrandIdSchema,
  price: z.number(),
  salePrice: z.number(),
  totalStock: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
});
export type Product = z.infer<typeof ProductSchema>;

/** `a,b,c` in a query string, checked against the allowed ids. */
function commaJoined<T extends z.ZodType<string, string>>(item: T) {
  return z
    .string()
    .optional()
    .transform((value) => (value ? [...new Set(value.split(',').filter(Boolean))] : []))
    .pipe(z.array(item));
}

export const ProductListQuerySchema = PageQuerySchema.extend({
  category: commaJoined(CategoryIdSchema),
  brand: commaJoined(BrandIdSchema),
  sortBy: SortIdSchema.default(DEFAULT_SORT),
}).refine((query) => query.page * query.limit <= LIMITS.listingMaxRows, {
  path: ['page'],
  error: `The listing shows at most ${LIMITS.listingMaxRows.toLocaleString('en-IN')} products: narrow it with a filter`,
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const SearchParamsSchema = z.object({
  keyword: z
    .string()
    .trim()
    .min(1, { error: 'Enter a search keyword', abort: true })
    .min(LIMITS.searchMinLength, {
      error: `Enter at least ${LIMITS.searchMinLength} characters to search`,
    })
    .max(100, { error: 'The search keyword must be at most 100 characters' }),
});

export const ProductReplySchema = successReply({ product: ProductSchema });
export const ProductPageReplySchema = successReply({
  products: z.array(ProductSchema),
  ...PageInfoShape,
});
export const ProductListReplySchema = successReply({ products: z.array(ProductSchema) });
export const UploadImageReplySchema = successReply({ result: z.object({ url: z.string() }) });

export const SEARCH_RESULT_LIMIT = LIMITS.searchMaxResults;
