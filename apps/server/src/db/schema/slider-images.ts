import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const sliderImages = pgTable('slider_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  image: text('image').notNull(),
  /** A page of the shop the slide leads to, or none. */
  link: text('link'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
