import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { productVariants } from './product-variants.js';

/**
 * Units held for an order while PayPal captures its payment, outside any transaction. A hold
 * counts against the variant's stock until it expires; the capture then takes the stock and
 * drops the hold. A hold outlives a crash, and lapses by itself if nobody finishes the payment.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'stock_reservations_pkey', columns: [table.orderId, table.variantId] }),
    check('stock_reservations_quantity_check', sql`${table.quantity} >= 1`),
    index('stock_reservations_variant_idx').on(table.variantId, table.expiresAt),
  ],
);
