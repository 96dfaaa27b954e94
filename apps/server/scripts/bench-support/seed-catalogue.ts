import { count, sql } from 'drizzle-orm';
import type { Config } from '../../src/config.js';
import { openDatabase } from '../../src/db/client.js';
import { productVariants, products } from '../../src/db/schema/index.js';
import { seedIfEmpty } from '../../src/db/seed/index.js';
import { addGeneratedProducts } from '../../src/db/seed/products.js';

export interface SeededCatalogue {
  /** Products and variants in the catalogue, the seed's included. */
  products: number;
  variants: number;
  /** How long adding the generated products took. */
  seedSeconds: number;
  /** Some products' ids, in a random order, for the details requests. */
  sampleIds: string[];
}

/**
 * Migrates the configuration's database, seeds it as a first start would (admin, demo shopper,
 * demo catalogue) and adds `generated` products, about 8 variants each.
 */
export async function seedBenchCatalogue(
  config: Config,
  generated: number,
  sampleSize: number,
): Promise<SeededCatalogue> {
  // Seeding has no statement timeout, as with `npm run seed`; the app gets the usual one.
  const seeding = openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    statementTimeoutMs: 0,
  });
  try {
    await seeding.migrate();
    await seedIfEmpty(seeding.db, config);
    const started = performance.now();
    await addGeneratedProducts(seeding.db, config, generated);
    const seedSeconds = (performance.now() - started) / 1000;
    const [productCount] = await seeding.db.select({ n: count() }).from(products);
    const [variantCount] = await seeding.db.select({ n: count() }).from(productVariants);
    const sample = await seeding.db
      .select({ id: products.id })
      .from(products)
      .orderBy(sql`random()`)
      .limit(sampleSize);
    return {
      products: productCount?.n ?? 0,
      variants: variantCount?.n ?? 0,
      seedSeconds,
      sampleIds: sample.map((row) => row.id),
    };
  } finally {
    await seeding.close();
  }
}
