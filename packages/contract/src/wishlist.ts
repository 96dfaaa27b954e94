import { z } from 'zod';
import { IdSchema, successReply } from './common.js';
import { ProductSummarySchema } from './product.js';

/** `POST /shop/wishlist`: the product to keep; adding one already kept changes nothing. */
export const AddToWishlistSchema = z.object({ productId: IdSchema });
export type AddToWishlistInput = z.infer<typeof AddToWishlistSchema>;

export const WishlistParamsSchema = z.object({ productId: IdSchema });

/**
 * A product the shopper keeps, as the contract's "Lean listings" show it: `product` is the
 * listing's summary (a tile's fields), read fresh, so its price and stock are today's.
 */
export const WishlistEntrySchema = z.object({
  productId: IdSchema,
  addedAt: z.string(),
  product: ProductSummarySchema,
});
export type WishlistEntry = z.infer<typeof WishlistEntrySchema>;

/** The shopper's whole wishlist, newest first (at most LIMITS.wishlistMaxEntries). */
export const WishlistReplySchema = successReply({ wishlist: z.array(WishlistEntrySchema) });
/** The entry added, or the one already there. */
export const WishlistEntryReplySchema = successReply({ entry: WishlistEntrySchema });
