import { BRAND_IDS } from '@attire/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../client.js';
import { type NewProduct, brandLabel, productRow, salePrice, shopPrice } from './catalogue.js';
import { ensureProductImages, type ImageFor } from './images.js';
import { BRAND_PRICE_LEVEL, COLOURS, PRODUCT_KINDS, RARE_WORD, STYLE_WORDS } from './vocabulary.js';

const BATCH_SIZE = 5000;
const RARE_EVERY = 1000;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** One believable random product; one in RARE_EVERY carries RARE_WORD, for searches that find few. */
function generatedProduct(imageFor: ImageFor, index: number): NewProduct {
  const kind = pick(PRODUCT_KINDS);
  // Mostly the kind's own brands, sometimes any brand, so every brand has every category.
  const brand = Math.random() < 0.7 ? pick(kind.brands) : pick(BRAND_IDS);
  const colourIndex = pick(kind.colours);
  const colour = COLOURS[colourIndex]!;
  const style = index % RARE_EVERY === RARE_EVERY - 1 ? RARE_WORD : pick(STYLE_WORDS);
  const price = shopPrice(kind.price * BRAND_PRICE_LEVEL[brand] * (0.8 + Math.random() * 0.6));
  const stockRoll = Math.random();
  return productRow({
    image: imageFor(kind.type, colourIndex),
    title: `${style} ${kind.title}, ${colour.name}`,
    description: `${kind.description} In ${colour.name.toLowerCase()}, by ${brandLabel(brand)}.`,
    category: kind.category,
    brand,
    price,
    salePrice: Math.random() < 0.3 ? salePrice(price, 0.1 + Math.random() * 0.4) : 0,
    totalStock:
      stockRoll < 0.08
        ? 0
        : stockRoll < 0.23
          ? 1 + Math.floor(Math.random() * 10)
          : 11 + Math.floor(Math.random() * 190),
  });
}

/**
 * Adds `count` generated products (for load tests and benchmarks) in one transaction,
 * reusing the seed's small set of pictures. Returns how many it added.
 */
export async function addGeneratedProducts(db: Db, config: Config, count: number): Promise<number> {
  const imageFor = await ensureProductImages(config.uploadsDir);
  await db.transaction(async (tx) => {
    for (let start = 0; start < count; start += BATCH_SIZE) {
      const rows = Array.from({ length: Math.min(BATCH_SIZE, count - start) }, (_, offset) =>
        generatedProduct(imageFor, start + offset),
      );
      // One JSON parameter per batch: a third faster than a many-row VALUES list, and
      // never near PostgreSQL's limit of 65,535 parameters per statement.
      await tx.execute(sql`
        insert into products (image, title, description, category, brand,
                              price_paise, sale_price_paise, total_stock)
        select image, title, description, category, brand,
               "pricePaise", "salePricePaise", "totalStock"
        from json_to_recordset(${JSON.stringify(rows)}::json) as row(
          image text, title text, description text, category text, brand text,
          "pricePaise" int, "salePricePaise" int, "totalStock" int)`);
    }
  });
  // Fresh statistics for the planner, and a visibility map so that counts and deep pages can
  // be answered from the indexes alone (PGlite has no autovacuum to do this later).
  await db.execute(sql`vacuum analyze products`);
  return count;
}
