import { BRAND_IDS, type ProductInput } from '@attire/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { withObjectStore } from '../../lib/object-store/open-store.js';
import type { Db } from '../client.js';
import { salePrice, shopPrice, wording } from './catalogue.js';
import { ensureProductImages, type ImageFor } from './images.js';
import { withIndexesRebuilt } from './bulk-load.js';
import { insertProducts } from './insert-products.js';
import { seedProductInput } from './seed-product.js';
import { BRAND_PRICE_LEVEL, PRODUCT_KINDS, RARE_WORD, STYLE_WORDS } from './vocabulary.js';

const BATCH_SIZE = 5000;
const RARE_EVERY = 1000;
// How likely a product is to come in 1, 2, 3 or 4 colours: about 8 variants a product.
const COLOUR_COUNT_ODDS = [0.5, 0.3, 0.12, 0.08];
// A few products are sold out in every size and colour.
const SOLD_OUT_ODDS = 0.03;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

function colourCount(): number {
  let roll = Math.random();
  const index = COLOUR_COUNT_ODDS.findIndex((odds) => (roll -= odds) < 0);
  return index === -1 ? 1 : index + 1;
}

/** A few colours of the kind's, in a random order: the first is the product's own. */
function someColours(offered: readonly number[]): number[] {
  const shuffled = [...offered];
  for (let at = shuffled.length - 1; at > 0; at--) {
    const other = Math.floor(Math.random() * (at + 1));
    [shuffled[at], shuffled[other]] = [shuffled[other]!, shuffled[at]!];
  }
  return shuffled.slice(0, colourCount());
}

/** One size and colour's stock: some sold out, some low (1 to 10), most plenty. */
function variantStock(): number {
  const roll = Math.random();
  if (roll < 0.1) return 0;
  if (roll < 0.25) return 1 + Math.floor(Math.random() * 10);
  return 11 + Math.floor(Math.random() * 140);
}

/** One believable random product; one in RARE_EVERY carries RARE_WORD, for searches that find few. */
function generatedProduct(imageFor: ImageFor, index: number): ProductInput {
  const kind = pick(PRODUCT_KINDS);
  // Mostly the kind's own brands, sometimes any brand, so every brand has every category.
  const brand = Math.random() < 0.7 ? pick(kind.brands) : pick(BRAND_IDS);
  const colours = someColours(kind.colours);
  const style = index % RARE_EVERY === RARE_EVERY - 1 ? RARE_WORD : pick(STYLE_WORDS);
  const price = shopPrice(kind.price * BRAND_PRICE_LEVEL[brand] * (0.8 + Math.random() * 0.6));
  const soldOut = Math.random() < SOLD_OUT_ODDS;
  return seedProductInput({
    kind,
    ...wording(kind, kind.title, brand, colours, style),
    brand,
    price,
    salePrice: Math.random() < 0.3 ? salePrice(price, 0.1 + Math.random() * 0.4) : 0,
    colours,
    stockOf: () => (soldOut ? 0 : variantStock()),
    pictureOf: (colourIndex) => imageFor(kind.type, colourIndex),
  });
}

/** A picture's URL is a hash of its drawing: worth working out once per type and colour. */
function remembered(imageFor: ImageFor): ImageFor {
  const known = new Map<string, string>();
  return (type, colourIndex) => {
    const key = `${type}:${colourIndex}`;
    let url = known.get(key);
    if (!url) known.set(key, (url = imageFor(type, colourIndex)));
    return url;
  };
}

/**
 * Adds `count` generated products with their variants (for load tests and benchmarks) in one
 * transaction, reusing the seed's pictures; the catalogue's tables are locked until it ends.
 * Returns how many it added.
 */
export async function addGeneratedProducts(db: Db, config: Config, count: number): Promise<number> {
  const imageFor = remembered(await withObjectStore(config, ensureProductImages));
  await db.transaction((tx) =>
    withIndexesRebuilt(tx, ['products', 'product_variants'], async () => {
      for (let start = 0; start < count; start += BATCH_SIZE) {
        const inputs = Array.from({ length: Math.min(BATCH_SIZE, count - start) }, (_, offset) =>
          generatedProduct(imageFor, start + offset),
        );
        await insertProducts(tx, inputs);
      }
    }),
  );
  // Fresh statistics for the planner, and a visibility map so that counts and deep pages can
  // be answered from the indexes alone (PGlite has no autovacuum to do this later).
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze product_variants`);
  return count;
}
