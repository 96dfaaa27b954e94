import { z } from 'zod';
import { IdSchema, successReply } from './common.js';
import { ColourIdSchema } from './variant.js';

/** `waiting` until the variant's stock rises from 0, then `sent` with its one e-mail. */
export const STOCK_ALERT_STATUSES = ['waiting', 'sent'] as const;
export type StockAlertStatus = (typeof STOCK_ALERT_STATUSES)[number];

/** `POST /shop/stock-alerts`: a sold-out size and colour the shopper wants to hear about. */
export const CreateStockAlertSchema = z.object({ productId: IdSchema, variantId: IdSchema });
export type CreateStockAlertInput = z.infer<typeof CreateStockAlertSchema>;

/**
 * One shopper's alert for one variant (one per variant: asking again restarts it). Besides the
 * contract's fields, what the account page shows of it: the product's title and picture, and
 * the variant's size and colour (null where the product has none). It lapses
 * LIMITS.stockAlertLapseDays after `createdAt`.
 */
export const StockAlertSchema = z.object({
  id: IdSchema,
  productId: IdSchema,
  variantId: IdSchema,
  status: z.enum(STOCK_ALERT_STATUSES),
  createdAt: z.string(),
  /** When its e-mail was queued; null while it waits. */
  sentAt: z.string().nullable(),
  title: z.string(),
  image: z.string(),
  size: z.string().nullable(),
  colour: ColourIdSchema.nullable(),
});
export type StockAlert = z.infer<typeof StockAlertSchema>;

export const StockAlertReplySchema = successReply({ alert: StockAlertSchema });
/** The shopper's alerts that have not lapsed, newest first. */
export const StockAlertListReplySchema = successReply({ alerts: z.array(StockAlertSchema) });
