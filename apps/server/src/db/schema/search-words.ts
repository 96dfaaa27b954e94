import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word of the catalogue's search text (lower case, 3 letters or more), written by
 * triggers on products (migration 0012) whichever path inserts or edits one. The search asks it
 * which singular of a plural keyword the catalogue uses ("shoes": "shoe", not "sho"), and what a
 * mistyped word may stand for among the title words ("jeens": "jeans"), found by trigram
 * similarity among a few thousand words rather than among every product. A word whose last
 * product went stays, and then only finds nothing.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    /** In some product's title, category or brand, not only in a description. */
    inTitle: boolean('in_title').notNull().default(false),
  },
  (table) => [index('search_words_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`)],
);
