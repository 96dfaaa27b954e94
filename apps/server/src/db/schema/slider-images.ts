import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const sliderImages = pgTable('slider_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  image: text('image').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
