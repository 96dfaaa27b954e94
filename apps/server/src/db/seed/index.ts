import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { upsertAdmin } from '../../modules/auth/service.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import type { Db } from '../client.js';
import { users } from '../schema/index.js';

export interface SeedSummary {
  products: number;
  sliderImages: number;
}

/** Seeds the demo accounts (and, later, the catalogue) when the database has no users yet. */
export async function seedIfEmpty(db: Db, config: Config): Promise<SeedSummary | null> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((row?.count ?? 0) > 0) return null;
  await upsertAdmin(db, config.admin);
  await db
    .insert(users)
    .values({
      name: 'Demo Shopper',
      email: config.demo.email.toLowerCase(),
      role: 'user',
      passwordHash: await hashPassword(config.demo.password),
    })
    .onConflictDoNothing();
  return { products: 0, sliderImages: 0 };
}
