import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BRAND_IDS, CATEGORY_IDS, TAX_CLASSES } from '@attire/contract';
import { inList } from './in-list.js';

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The first of `images`, kept for the spec's single-image replies and the listing. */
    image: text('image').notNull(),
    /** The gallery in display order. */
    images: text('images').array().notNull(),
    /** What it comes in, in display order; its variants (product_variants) hold the stock. */
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'`),
    colours: text('colours')
      .array()
      .notNull()
      .default(sql`'{}'`),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    brand: text('brand').notNull(),
    /** How GST applies (contract: TAX_CLASSES); the category's default unless the admin chose. */
    taxClass: text('tax_class').notNull().default('apparel'),
    /** Its HSN code, printed on tax invoices. */
    hsn: text('hsn').notNull().default(''),
    /**
     * The price and sale price of its cheapest variant (in whole paise; a sale price of 0 means
     * no sale), kept here so that the price sorts walk an index; the catalogue service writes
     * them with the variants.
     */
    pricePaise: integer('price_paise').notNull(),
    salePricePaise: integer('sale_price_paise').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** What a shopper pays for one unit; the price sorts use it. */
    unitPricePaise: integer('unit_price_paise').generatedAlwaysAs(
      sql`case when sale_price_paise > 0 then sale_price_paise else price_paise end`,
    ),
    /** Lower-cased text the search matches against, indexed with pg_trgm. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(title || ' ' || description || ' ' || category || ' ' || brand)`,
    ),
    /**
     * The search's order within each of its groups (shorter titles first, then by title), kept
     * as columns so that one index holds the order and everything the search matches against,
     * and a broad search reads its first page from that index alone. The migration gives
     * `title_key` the "C" collation, which Drizzle cannot declare: byte order, the same on
     * PGlite and any PostgreSQL locale.
     */
    titleLength: integer('title_length').generatedAlwaysAs(sql`length(title)`),
    titleKey: text('title_key').generatedAlwaysAs(sql`lower(title)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_category_check', inList(sql`${table.category}`, CATEGORY_IDS)),
    check('products_brand_check', inList(sql`${table.brand}`, BRAND_IDS)),
    check('products_tax_class_check', inList(sql`${table.taxClass}`, TAX_CLASSES)),
    check('products_price_check', sql`${table.pricePaise} > 0`),
    check(
      'products_sale_price_check',
      sql`${table.salePricePaise} = 0 or (${table.salePricePaise} > 0 and ${table.salePricePaise} < ${table.pricePaise})`,
    ),
    check('products_review_count_check', sql`${table.reviewCount} >= 0`),
    index('products_unit_price_idx').on(table.unitPricePaise, table.id),
    // Titles sort case-insensitively in byte order, the same on PGlite and any PostgreSQL locale.
    index('products_title_idx').on(sql`lower(${table.title}) collate "C"`, table.id),
    index('products_category_unit_price_idx').on(table.category, table.unitPricePaise),
    index('products_category_title_idx').on(table.category, sql`lower(${table.title}) collate "C"`),
    index('products_brand_unit_price_idx').on(table.brand, table.unitPricePaise),
    index('products_brand_title_idx').on(table.brand, sql`lower(${table.title}) collate "C"`),
    // The admin list is newest first.
    index('products_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    // Category and brand together are more selective than either alone.
    index('products_category_brand_unit_price_idx').on(
      table.category,
      table.brand,
      table.unitPricePaise,
    ),
    index('products_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // The search's three groups (search.ts): titles that start with the keyword, titles that
    // contain it, and the rest. The migration adds `include (search_text)` to the first.
    index('products_search_rank_idx').on(table.titleLength, table.titleKey, table.id),
    index('products_title_key_idx').on(table.titleKey),
    index('products_title_key_trgm_idx').using('gin', sql`${table.titleKey} gin_trgm_ops`),
  ],
);
