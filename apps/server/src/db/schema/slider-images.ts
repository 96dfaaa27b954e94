import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A home-page slide. Its words are stored as text, never drawn into the picture, so that the shop
 * lays them out in HTML over the picture at any width (a phone crops a wide picture).
 */
export const sliderImages = pgTable('slider_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  image: text('image').notNull(),
  /** A page of the shop the slide leads to, or none. */
  link: text('link'),
  /** The slide's headline, or none (a picture that needs no words). */
  heading: text('heading'),
  /** A line under the headline. */
  subheading: text('subheading'),
  /** The button's words; shown only with a link. */
  actionLabel: text('action_label'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
