import { sql } from 'drizzle-orm';
import { customType, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id, which never wraps around. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Which products changed in a way the shop's listing filters on (category, brand, title, price,
 * sizes and colours, a variant selling out or coming back), written by triggers (migration 0004)
 * so that every write path records it: the admin's edits, a capture taking stock, the seed.
 * Each server process keeps its listing index in step by reading the changes its last
 * snapshot could not see. Rows older than a day are pruned.
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    /** The writing transaction, to tell which changes a snapshot already saw. */
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    productId: uuid('product_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('catalog_changes_xid_idx').on(table.xid)],
);
