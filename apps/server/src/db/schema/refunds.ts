import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { ORDER_ACTORS } from '@attire/contract';
import { inList } from './in-list.js';
import { orderItems, orders } from './orders.js';

export const REFUND_STATES = ['pending', 'completed', 'failed'] as const;

/**
 * Money paid back. A refund is written `pending` before PayPal is asked (the row is the
 * idempotency key of the PayPal call), and becomes `completed` or `failed` from PayPal's answer;
 * the job retries pending ones a crash interrupted. Pending and completed refunds count against
 * what is left to refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The part of the amount that pays back delivery (only once nothing of the order is left). */
    shippingPaise: bigint('shipping_paise', { mode: 'number' }).notNull().default(0),
    /** The GST inside the amount, for the refund's credit note. */
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull().default(0),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull().default(0),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull().default(0),
    reason: text('reason').notNull(),
    /** Put the refunded lines' units back in stock when the refund completes. */
    restock: boolean('restock').notNull().default(false),
    state: text('state').notNull().default('pending'),
    actor: text('actor').notNull(),
    paypalRefundId: text('paypal_refund_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    check('refunds_amount_check', sql`${table.amountPaise} > 0`),
    check('refunds_state_check', inList(sql`${table.state}`, REFUND_STATES)),
    check('refunds_actor_check', inList(sql`${table.actor}`, ORDER_ACTORS)),
    index('refunds_order_idx').on(table.orderId, table.createdAt),
    index('refunds_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'pending'`),
    // The sales report counts money paid back on the day it went back.
    index('refunds_completed_idx')
      .on(table.completedAt)
      .where(sql`${table.state} = 'completed'`),
  ],
);

/** The lines a refund pays back, and how many units of each. */
export const refundItems = pgTable(
  'refund_items',
  {
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** What was paid for these units: their price less their share of the discount. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull().default(0),
    /** The units' share of their line's GST, which the refund's credit note reverses. */
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull().default(0),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull().default(0),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'refund_items_pkey', columns: [table.refundId, table.orderItemId] }),
    check('refund_items_quantity_check', sql`${table.quantity} >= 1`),
  ],
);
