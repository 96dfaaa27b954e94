import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { upsertAdmin } from '../../lib/accounts.js';
import { withObjectStore } from '../../lib/object-store/open-store.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Db } from '../client.js';
import { sliderImages, users } from '../schema/index.js';
import { seedCatalogue } from './catalogue.js';
import { ensureProductImages, ensureSliderImages } from './images.js';
import { insertProducts } from './insert-products.js';

export interface SeedSummary {
  products: number;
  sliderImages: number;
}

// Any fixed number: it only keeps two processes starting at once from both seeding.
const SEED_LOCK = 727_172;

/**
 * Seeds a fresh database (one with no users yet): the admin, the demo shopper (unless the
 * configuration has none: production without DEMO_PASSWORD), the demo catalogue and the
 * home-page slides. All of it happens in one transaction, so a seed that fails leaves nothing
 * half done and is tried again at the next start. Returns null when the database was not fresh.
 */
export async function seedIfEmpty(db: Db, config: Config): Promise<SeedSummary | null> {
  if ((await countUsers(db)) > 0) return null;
  // The pictures are written first, outside the transaction; their names come from their
  // content, so writing them again is harmless.
  const { imageFor, slides } = await withObjectStore(config, async (store) => ({
    imageFor: await ensureProductImages(store),
    slides: await ensureSliderImages(store),
  }));
  const { demo } = config;
  const shopperHash = demo && (await hashPassword(demo.password));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if ((await countUsers(tx)) > 0) return null;
    await upsertAdmin(tx, config.admin);
    if (demo && shopperHash) {
      await tx
        .insert(users)
        .values({
          name: 'Demo Shopper',
          email: demo.email.toLowerCase(),
          role: 'user',
          passwordHash: shopperHash,
        })
        .onConflictDoNothing();
    }
    const added = await insertProducts(tx, seedCatalogue(imageFor));
    const slid = await tx
      .insert(sliderImages)
      // One second apart, so that the slider shows the campaigns in their order.
      .values(
        slides.map((slide, index) => ({
          ...slide,
          createdAt: new Date(Date.now() + index * 1000),
        })),
      )
      .returning({ id: sliderImages.id });
    return { products: added, sliderImages: slid.length };
  });
}

async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}
