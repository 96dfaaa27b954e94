import { z } from 'zod';
import { LIMITS } from './constants.js';
import { IdSchema, successReply } from './common.js';
import { ColourIdSchema } from './variant.js';

const QuantitySchema = z
  .number({ error: 'Quantity must be a number' })
  .int({ error: 'Quantity must be a whole number' })
  .min(1, { error: 'Quantity must be at least 1' })
  .max(LIMITS.cartLineMaxQuantity, {
    error: `Quantity must be at most ${LIMITS.cartLineMaxQuantity}`,
  });

/**
 * Add: `quantity` more of the product. Update: the line's new quantity. `variantId` names the
 * size and colour; it may be left out only for a product that has one variant.
 */
export const CartLineInputSchema = z.object({
  userId: IdSchema,
  productId: IdSchema,
  variantId: IdSchema.optional(),
  quantity: QuantitySchema,
});
export type CartLineInput = z.infer<typeof CartLineInputSchema>;

/** A line of the cart: one size and colour of a product. Its `product` prices are the variant's. */
export const CartItemSchema = z.object({
  id: IdSchema,
  productId: IdSchema,
  variantId: IdSchema,
  size: z.string().nullable(),
  colour: ColourIdSchema.nullable(),
  sku: z.string(),
  quantity: z.number().int(),
  product: z.object({
    image: z.string(),
    title: z.string(),
    price: z.number(),
    salePrice: z.number(),
    totalStock: z.number().int(),
  }),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  items: z.array(CartItemSchema),
});
export type Cart = z.infer<typeof CartSchema>;

export const CartReplySchema = successReply({ cart: CartSchema });

export const UserIdParamsSchema = z.object({ userId: IdSchema });
export const CartItemParamsSchema = z.object({ userId: IdSchema, productId: IdSchema });
export const CartVariantParamsSchema = CartItemParamsSchema.extend({ variantId: IdSchema });
