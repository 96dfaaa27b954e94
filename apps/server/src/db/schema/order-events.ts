import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ORDER_ACTORS, ORDER_STATUSES, ORDER_EVENT_KINDS } from '@attire/contract';
import { inList } from './in-list.js';
import { orders } from './orders.js';

/** An order's timeline: every step, who took it, the status it left the order in. */
export const orderEvents = pgTable(
  'order_events',
  {
    // A sequence, so that two steps in the same millisecond keep their order.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
  },
  (table) => [
    check('order_events_kind_check', inList(sql`${table.kind}`, ORDER_EVENT_KINDS)),
    check('order_events_status_check', inList(sql`${table.status}`, ORDER_STATUSES)),
    check('order_events_actor_check', inList(sql`${table.actor}`, ORDER_ACTORS)),
    index('order_events_order_idx').on(table.orderId, table.id),
    // The sales report reads the orders paid in a range of days: payments by when they were made
    // (the order's id alongside, so that the range is read from the index alone).
    index('order_events_paid_idx')
      .on(table.at, table.orderId)
      .where(sql`${table.kind} = 'paid'`),
  ],
);
