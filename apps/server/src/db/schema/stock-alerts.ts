import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { STOCK_ALERT_STATUSES } from '@attire/contract';
import { inList } from './in-list.js';
import { productVariants } from './product-variants.js';
import { products } from './products.js';
import { users } from './users.js';

/**
 * A shopper's wish to hear when a sold-out variant is back (modules/stock-alerts, decision 31):
 * one row per shopper and variant, `waiting` until the variant's stock rises from 0, then `sent`
 * with the e-mail queued for it (`mail_id`); back to `waiting` if the variant sold out again
 * before that e-mail left. Rows lapse 90 days after `created_at`.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The mail_messages row queued when it was last sent: the send checks that it still is this
     * alert's e-mail. No foreign key: old messages are purged on their own schedule.
     */
    mailId: uuid('mail_id'),
  },
  (table) => [
    check('stock_alerts_status_check', inList(sql`${table.status}`, STOCK_ALERT_STATUSES)),
    check(
      'stock_alerts_sent_check',
      sql`(${table.status} = 'sent') = (${table.sentAt} is not null and ${table.mailId} is not null)`,
    ),
    // One per shopper and variant: asking again while it waits, or once it was sent, is the same
    // alert. Its user_id first, it also serves the shopper's own list and a user's delete.
    unique('stock_alerts_user_variant_key').on(table.userId, table.variantId),
    // What the restock job wakes (a variant's waiting alerts, oldest first) and the demand
    // report counts; a variant's delete finds its rows through it too.
    index('stock_alerts_variant_waiting_idx').on(table.variantId, table.status, table.createdAt),
    index('stock_alerts_product_idx').on(table.productId),
  ],
);
