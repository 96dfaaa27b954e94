import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { ALL_SIZES, COLOUR_IDS } from '@attire/contract';
import { inList } from './in-list.js';
import { products } from './products.js';

/**
 * One size and colour of a product, with its own stock, SKU and price: what a cart line, an
 * order line and the stock guarantee are about. A product with neither sizes nor colours has
 * exactly one, with both null.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    size: text('size'),
    colour: text('colour'),
    /** Money is kept in whole paise. */
    pricePaise: integer('price_paise').notNull(),
    /** 0 means no sale. */
    salePricePaise: integer('sale_price_paise').notNull().default(0),
    unitPricePaise: integer('unit_price_paise').generatedAlwaysAs(
      sql`case when sale_price_paise > 0 then sale_price_paise else price_paise end`,
    ),
    totalStock: integer('total_stock').notNull(),
    /** The photo of this colour, one of the product's images. */
    image: text('image'),
    /** Display order within the product: sizes in scale order, then colours in product order. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('product_variants_sku_key').on(table.sku),
    // A null size or colour counts as a value: one variant per pair, even for "no size".
    unique('product_variants_product_size_colour_key')
      .on(table.productId, table.size, table.colour)
      .nullsNotDistinct(),
    check('product_variants_stock_check', sql`${table.totalStock} >= 0`),
    check('product_variants_price_check', sql`${table.pricePaise} > 0`),
    check(
      'product_variants_sale_price_check',
      sql`${table.salePricePaise} = 0 or (${table.salePricePaise} > 0 and ${table.salePricePaise} < ${table.pricePaise})`,
    ),
    check(
      'product_variants_size_check',
      sql`${table.size} is null or ${inList(sql`${table.size}`, ALL_SIZES)}`,
    ),
    check(
      'product_variants_colour_check',
      sql`${table.colour} is null or ${inList(sql`${table.colour}`, COLOUR_IDS)}`,
    ),
    // The back office's low-stock view reads only the few variants at or under the threshold.
    index('product_variants_low_stock_idx')
      .on(table.totalStock, table.id)
      .where(sql`total_stock <= 10`),
  ],
);
