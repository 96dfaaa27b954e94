import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { products } from './products.js';
import { users } from './users.js';

export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique('carts_user_id_key')
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** Deleting a product takes it out of every cart. */
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('cart_items_cart_product_key').on(table.cartId, table.productId),
    check('cart_items_quantity_check', sql`${table.quantity} >= 1`),
  ],
);
