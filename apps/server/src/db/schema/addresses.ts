import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { STATE_CODES } from '@attire/contract';
import { inList } from './in-list.js';
import { users } from './users.js';

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    city: text('city').notNull(),
    pincode: text('pincode').notNull(),
    phone: text('phone').notNull(),
    notes: text('notes').notNull().default(''),
    /**
     * The GST state code of the delivery ("29" Karnataka): chosen in the form, or derived from
     * the pincode; null only for a pincode the prefix table does not know.
     */
    state: text('state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('addresses_user_id_idx').on(table.userId, table.createdAt),
    check('addresses_state_check', inList(sql`${table.state}`, STATE_CODES)),
  ],
);
