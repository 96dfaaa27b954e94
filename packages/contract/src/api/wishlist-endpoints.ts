// The schemas of the wishlist's, the stock alerts' and the demand report's calls, spread into
// ENDPOINT_SCHEMAS (./endpoints.ts) under the names ROUTES gives them.
import { IdParamsSchema, MessageReplySchema } from '../common.js';
import { DemandReportReplySchema } from '../demand.js';
import {
  CreateStockAlertSchema,
  StockAlertListReplySchema,
  StockAlertReplySchema,
} from '../stock-alert.js';
import {
  AddToWishlistSchema,
  WishlistEntryReplySchema,
  WishlistParamsSchema,
  WishlistReplySchema,
} from '../wishlist.js';

export const WISHLIST_ENDPOINT_SCHEMAS = {
  'wishlist.list': { reply: WishlistReplySchema },
  /** 201 whether the product was just added or was there already: one entry either way. */
  'wishlist.add': { body: AddToWishlistSchema, status: 201, reply: WishlistEntryReplySchema },
  'wishlist.delete': { params: WishlistParamsSchema, reply: MessageReplySchema },

  'stockAlerts.list': { reply: StockAlertListReplySchema },
  /** 201 with the alert, new or the one already waiting; 409 when the variant has stock. */
  'stockAlerts.add': { body: CreateStockAlertSchema, status: 201, reply: StockAlertReplySchema },
  'stockAlerts.delete': { params: IdParamsSchema, reply: MessageReplySchema },

  'adminDemand.report': { reply: DemandReportReplySchema },
} as const;
