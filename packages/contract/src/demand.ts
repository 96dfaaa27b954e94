import { z } from 'zod';
import { IdSchema, successReply } from './common.js';
import { ColourIdSchema } from './variant.js';

/** A product and how many shoppers keep it on their wishlist. */
export const WishedProductSchema = z.object({
  productId: IdSchema,
  title: z.string(),
  count: z.number().int().min(1),
});
export type WishedProduct = z.infer<typeof WishedProductSchema>;

/** A size and colour shoppers wait for, and how many (their alerts waiting, not lapsed). */
export const AwaitedVariantSchema = z.object({
  productId: IdSchema,
  variantId: IdSchema,
  title: z.string(),
  size: z.string().nullable(),
  colour: ColourIdSchema.nullable(),
  count: z.number().int().min(1),
});
export type AwaitedVariant = z.infer<typeof AwaitedVariantSchema>;

/**
 * `GET /admin/demand`: what shoppers want, most first (then by title), each list at most
 * LIMITS.demandReportSize long.
 */
export const DemandReportReplySchema = successReply({
  wished: z.array(WishedProductSchema),
  awaited: z.array(AwaitedVariantSchema),
});
