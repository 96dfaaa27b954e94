import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './products.js';
import { users } from './users.js';

/**
 * The products a shopper keeps (modules/wishlist): one row per shopper and product, so adding
 * twice is one entry; a deleted product or account takes its rows with it.
 */
export const wishlist = pgTable(
  'wishlist',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'wishlist_pkey', columns: [table.userId, table.productId] }),
    // The demand report's counts per product, and a product's delete finding its rows.
    index('wishlist_product_idx').on(table.productId),
  ],
);
