import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { products } from './products.js';
import { users } from './users.js';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    reviewMessage: text('review_message').notNull(),
    reviewValue: integer('review_value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('reviews_user_product_key').on(table.userId, table.productId),
    check('reviews_value_check', sql`${table.reviewValue} between 1 and 5`),
    index('reviews_product_date_idx').on(table.productId, table.createdAt.desc()),
  ],
);
