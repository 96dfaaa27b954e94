import { z } from 'zod';
import { successReply } from './common.js';
import { ShippingSettingsViewSchema } from './settings.js';

/**
 * What the shop tells shoppers about itself (GET /shop/info): how to reach it, where returns
 * go, how long they may take, and what delivery costs, in rupees. Built from the store and
 * shipping settings and RETURN_WINDOW_DAYS; what the merchant never set is null (no phone, no
 * address yet), never made up. The footer and the contact, shipping, returns and privacy pages
 * read it.
 */
export const ShopInfoSchema = z.object({
  storeName: z.string(),
  /** The business behind the shop, as its invoices name it; null until the merchant sets it. */
  legalName: z.string().nullable(),
  supportEmail: z.string(),
  supportPhone: z.string().nullable(),
  /** The registered address (several lines); null until set. */
  address: z.string().nullable(),
  /** Where the items of an approved return go: the return address, else the registered one. */
  returnAddress: z.string().nullable(),
  /** Printed on every tax invoice already; null: not registered for GST. */
  gstin: z.string().nullable(),
  /** Days after delivery in which a return may be asked for. */
  returnWindowDays: z.number().int(),
  /** Rupees. `freeFrom` null: delivery is never free; a zone's figures replace the flat ones. */
  shipping: ShippingSettingsViewSchema,
});
export type ShopInfo = z.output<typeof ShopInfoSchema>;

export const ShopInfoReplySchema = successReply({ shop: ShopInfoSchema });
