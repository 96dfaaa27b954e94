import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The merchant's settings, one row a kind (`store`: legal name, address, state, GSTIN, invoice
 * prefix; `shipping`: rates, thresholds, zones), each value validated by the contract's schema
 * of its kind when written and read. A kind with no row has the contract's defaults: a new shop
 * charges no shipping and has no GSTIN.
 */
export const shopSettings = pgTable('shop_settings', {
  kind: text('kind').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
