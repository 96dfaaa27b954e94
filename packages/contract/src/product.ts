import { z } from 'zod';
import { SIZE_SCALES } from './apparel.js';
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
import {
  ColourIdSchema,
  ListingFacetsSchema,
  LowStockVariantSchema,
  SizeSchema,
  StockSchema,
  VariantInputSchema,
  VariantSchema,
} from './variant.js';
import { HsnSchema, TaxClassSchema } from './tax.js';

export const CategoryIdSchema = z.enum(CATEGORY_IDS, { error: 'Choose a category' });
export const BrandIdSchema = z.enum(BRAND_IDS, { error: 'Choose a brand' });
export const SortIdSchema = z.enum(SORT_IDS, { error: 'Unknown sort order' });

const productFields = {
  image: ImageUrlSchema,
  title: requiredText('Title', 200),
  description: requiredText('Description', 5000),
  category: CategoryIdSchema,
  brand: BrandIdSchema,
  /** The category's default (CATEGORY_TAX) when absent. */
  taxClass: TaxClassSchema.optional(),
  hsn: HsnSchema.optional(),
  price: RupeesSchema.refine((value) => value > 0, { error: 'Price must be above 0' }),
  salePrice: RupeesSchema.default(0),
  /** The stock of a one-variant product; a product with `variants` sums theirs. */
  totalStock: StockSchema.optional(),
  /** The gallery in display order; when given, its first picture is the product's `image`. */
  images: z
    .array(ImageUrlSchema)
    .min(1, { error: 'Add at least one image' })
    .max(LIMITS.productMaxImages, {
      error: `A product has at most ${LIMITS.productMaxImages} images`,
    })
    .optional(),
  sizes: z.array(SizeSchema).default([]),
  colours: z.array(ColourIdSchema).default([]),
  variants: z
    .array(VariantInputSchema)
    .min(1, { error: 'Add at least one size or colour' })
    .max(LIMITS.productMaxVariants, {
      error: `A product has at most ${LIMITS.productMaxVariants} variants`,
    })
    .optional(),
};

type ProductFields = z.infer<z.ZodObject<typeof productFields>>;

const saleBelowPrice = (price: number, salePrice: number) => salePrice === 0 || salePrice < price;

/** The rules that tie a product's sizes, colours, variants and gallery together. */
function checkVariants(product: ProductFields, ctx: z.RefinementCtx) {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  const scale = SIZE_SCALES[product.category];
  product.sizes.forEach((size, index) => {
    if (!scale.includes(size)) issue(['sizes', index], `${size} is not a size of this category`);
  });
  if (new Set(product.sizes).size !== product.sizes.length) issue(['sizes'], 'A size is repeated');
  if (new Set(product.colours).size !== product.colours.length) {
    issue(['colours'], 'A colour is repeated');
  }
  if (!product.variants) {
    if (product.sizes.length > 0 || product.colours.length > 0) {
      issue(['variants'], 'Set the stock of each size and colour');
    }
    if (product.totalStock === undefined) issue(['totalStock'], 'Total stock must be a number');
    return;
  }
  const gallery = product.images ?? [product.image];
  const pairs = new Set<string>();
  product.variants.forEach((variant, index) => {
    const path = ['variants', index];
    const sizeKnown =
      variant.size === null ? product.sizes.length === 0 : product.sizes.includes(variant.size);
    if (!sizeKnown) issue([...path, 'size'], "Choose one of the product's sizes");
    const colourKnown =
      variant.colour === null
        ? product.colours.length === 0
        : product.colours.includes(variant.colour);
    if (!colourKnown) issue([...path, 'colour'], "Choose one of the product's colours");
    const pair = `${variant.size ?? ''}|${variant.colour ?? ''}`;
    if (pairs.has(pair)) issue(path, 'This size and colour is repeated');
    pairs.add(pair);
    const price = variant.price ?? product.price;
    if (price <= 0) issue([...path, 'price'], 'Price must be above 0');
    if (!saleBelowPrice(price, variant.salePrice ?? product.salePrice)) {
      issue([...path, 'salePrice'], 'Sale price must be below the price (or 0 for no sale)');
    }
    if (variant.image && !gallery.includes(variant.image)) {
      issue([...path, 'image'], "A colour's photo must be one of the product's images");
    }
  });
  const skus = product.variants.flatMap((variant) => (variant.sku ? [variant.sku] : []));
  if (new Set(skus).size !== skus.length) issue(['variants'], 'A SKU is repeated');
}

/**
 * What an admin sends to add or edit a product. A sale price of 0 means no sale. Without
 * `variants` it describes a one-variant product (the spec's form); with them, each size and
 * colour has its own stock, SKU and, optionally, price.
 */
export const ProductInputSchema = z
  .object(productFields)
  .refine((product) => saleBelowPrice(product.price, product.salePrice), {
    path: ['salePrice'],
    error: 'Sale price must be below the price (or 0 for no sale)',
  })
  .superRefine(checkVariants);
export type ProductInput = z.infer<typeof ProductInputSchema>;

export const ProductSchema = z.object({
  id: IdSchema,
  image: z.string(),
  title: z.string(),
  description: z.string(),
  category: CategoryIdSchema,
  brand: BrandIdSchema,
  taxClass: TaxClassSchema,
  hsn: z.string(),
  price: z.number(),
  salePrice: z.number(),
  totalStock: z.number().int(),
  rating: z.number(),
  reviewCount: z.number().int(),
  /** The gallery, at least one picture; `image` is its first. */
  images: z.array(z.string()),
  sizes: z.array(z.string()),
  colours: z.array(ColourIdSchema),
  /**
   * One per size and colour it comes in (exactly one when it has neither). The product's
   * `price` and `salePrice` are those of its cheapest variant, `totalStock` their sum.
   */
  variants: z.array(VariantSchema),
});
export type Product = z.infer<typeof ProductSchema>;

/**
 * A product as the listing, the search and the wishlist show it (the contract's "Lean
 * listings"): what a tile needs, without the variants, gallery and description that the
 * details call gives, so that a page of 24 stays under 10 KB of JSON. `image` is the picture
 * the tile leads with (in a listing filtered by colour, that colour's).
 */
export const ProductSummarySchema = ProductSchema.pick({
  id: true,
  title: true,
  image: true,
  category: true,
  brand: true,
  price: true,
  salePrice: true,
  totalStock: true,
  rating: true,
  reviewCount: true,
  sizes: true,
  colours: true,
}).extend({
  /** How many sizes and colours it is sold in: 1 when it has neither. */
  variantCount: z.number().int().min(1),
  /** Its only variant, when it has exactly one: a tile's Add to cart needs no choice. */
  variantId: IdSchema.optional(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

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
  size: commaJoined(SizeSchema),
  colour: commaJoined(ColourIdSchema),
  /** Rupees, on the unit price (the sale price when there is one). */
  minPrice: z.coerce.number().min(0).max(10_000_000).optional(),
  maxPrice: z.coerce.number().min(0).max(10_000_000).optional(),
  /** Only products with a variant in stock that matches the size and colour filters. */
  inStock: z
    .enum(['true', 'false'], { error: 'inStock must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
})
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { path: ['maxPrice'], error: 'The highest price must not be below the lowest' },
  )
  .refine((query) => query.page * query.limit <= LIMITS.listingMaxRows, {
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
/**
 * The shop's listing: a page of summaries (the details call gives the whole product), and, for
 * each filter value, how many products it would show. The back office's list stays whole.
 */
export const ShopProductPageReplySchema = successReply({
  products: z.array(ProductSummarySchema),
  ...PageInfoShape,
  facets: ListingFacetsSchema,
});
export const LowStockPageReplySchema = successReply({
  variants: z.array(LowStockVariantSchema),
  ...PageInfoShape,
});
export const ProductListReplySchema = successReply({ products: z.array(ProductSchema) });
/**
 * The search's reply: summaries of the first LIMITS.searchMaxResults matches, in stock first,
 * and `total`, how many products match in all (the web says "N results").
 */
export const SearchReplySchema = successReply({
  products: z.array(ProductSummarySchema),
  total: z.number().int().min(0),
});
export const UploadImageReplySchema = successReply({ result: z.object({ url: z.string() }) });

export const SEARCH_RESULT_LIMIT = LIMITS.searchMaxResults;
