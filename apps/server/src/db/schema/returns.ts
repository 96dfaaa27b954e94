import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { RETURN_STATUSES } from '@attire/contract';
import { inList } from './in-list.js';
import { orderItems, orders } from './orders.js';
import { refunds } from './refunds.js';

/** A shopper's request to send items of a delivered order back, and the admin's answer. */
export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('requested'),
    reason: text('reason').notNull(),
    /** The admin's note on the latest step. */
    note: text('note'),
    /** The refund that paid the return back, once `refunded`. */
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('returns_status_check', inList(sql`${table.status}`, RETURN_STATUSES)),
    index('returns_order_idx').on(table.orderId),
    index('returns_status_created_idx').on(table.status, table.createdAt.desc()),
    index('returns_created_idx').on(table.createdAt.desc()),
  ],
);

export const returnItems = pgTable(
  'return_items',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ name: 'return_items_pkey', columns: [table.returnId, table.orderItemId] }),
    check('return_items_quantity_check', sql`${table.quantity} >= 1`),
  ],
);
