import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PROMOTION_KINDS } from '@attire/contract';
import { inList } from './in-list.js';

/**
 * A promotion code (contract: "Money at checkout"). `value` is a percentage (1 to 90) for
 * `percentage`, paise for `fixed`, 0 for `freeShipping`. `timesUsed` counts paid orders.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As the merchant wrote it; matched without regard to case (the unique index below). */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
    minSubtotalPaise: bigint('min_subtotal_paise', { mode: 'number' }).notNull().default(0),
    /** The lines it applies to; empty: every line. */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'`),
    brands: text('brands')
      .array()
      .notNull()
      .default(sql`'{}'`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Paid orders in all; null: no limit. */
    usageLimit: integer('usage_limit'),
    /** Paid orders per account; null: no limit. */
    perCustomerLimit: integer('per_customer_limit').default(1),
    active: boolean('active').notNull().default(true),
    timesUsed: integer('times_used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promotions_code_key').on(sql`lower(${table.code})`),
    check('promotions_kind_check', inList(sql`${table.kind}`, PROMOTION_KINDS)),
    check('promotions_value_check', sql`${table.value} >= 0`),
    check('promotions_min_subtotal_check', sql`${table.minSubtotalPaise} >= 0`),
    check(
      'promotions_usage_limit_check',
      sql`${table.usageLimit} is null or ${table.usageLimit} >= 1`,
    ),
    check(
      'promotions_per_customer_limit_check',
      sql`${table.perCustomerLimit} is null or ${table.perCustomerLimit} >= 1`,
    ),
    check('promotions_times_used_check', sql`${table.timesUsed} >= 0`),
  ],
);
