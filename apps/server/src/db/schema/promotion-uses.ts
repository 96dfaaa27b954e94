import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { promotions } from './promotions.js';
import { users } from './users.js';

/**
 * An order's use of a promotion code, held with the order's units while PayPal captures its
 * payment and taken when the payment is recorded (decision 0013, decision 0020). A use that is
 * not taken counts against the code's limits only until `expiresAt`; a taken one for good
 * (a refund does not give it back).
 */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taken: boolean('taken').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('promotion_uses_promotion_user_idx').on(table.promotionId, table.userId),
    index('promotion_uses_live_idx')
      .on(table.promotionId, table.expiresAt)
      .where(sql`not ${table.taken}`),
  ],
);
