import { and, count, desc, eq, sql } from 'drizzle-orm';
import { LIMITS, MESSAGES, type WishlistEntry } from '@attire/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { users, wishlist } from '../../db/schema/index.js';
import { conflict, isForeignKeyViolation, notFound } from '../../lib/errors.js';
import { readSummaries } from '../catalog/product-summary-view.js';

const byIds = (ids: string[]) => sql`p.id = any(${sql.param(ids)}::uuid[])`;

/**
 * Entries with their products as the listing shows them (the contract's "Lean listings"),
 * read fresh in one statement, in the entries' order.
 */
async function withSummaries(
  db: DbOrTx,
  entries: { productId: string; addedAt: Date }[],
): Promise<WishlistEntry[]> {
  if (entries.length === 0) return [];
  const ids = entries.map((entry) => entry.productId);
  const summaries = await readSummaries(db, 'wishlist', byIds(ids));
  const byId = new Map(summaries.map((summary) => [summary.id, summary]));
  // A product deleted between the two reads has left the wishlist already.
  return entries.flatMap(({ productId, addedAt }) => {
    const product = byId.get(productId);
    return product ? [{ productId, addedAt: addedAt.toISOString(), product }] : [];
  });
}

const entryColumns = { productId: wishlist.productId, addedAt: wishlist.addedAt };

/** The shopper's wishlist, newest first. */
export async function listWishlist(db: Db, userId: string): Promise<WishlistEntry[]> {
  const entries = await db
    .select(entryColumns)
    .from(wishlist)
    .where(eq(wishlist.userId, userId))
    .orderBy(desc(wishlist.addedAt), desc(wishlist.productId));
  return withSummaries(db, entries);
}

/**
 * Keeps a product on the shopper's wishlist. Adding one already there answers that entry, as it
 * was; a 200th different product is the last (409 past LIMITS.wishlistMaxEntries).
 */
export async function addToWishlist(
  db: Db,
  userId: string,
  productId: string,
): Promise<WishlistEntry> {
  try {
    return await db.transaction(async (tx) => {
      // One request of a shopper at a time, so that two cannot both pass the limit.
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('no key update');
      const mine = and(eq(wishlist.userId, userId), eq(wishlist.productId, productId));
      let [entry] = await tx.select(entryColumns).from(wishlist).where(mine);
      if (!entry) {
        const [held] = await tx
          .select({ value: count() })
          .from(wishlist)
          .where(eq(wishlist.userId, userId));
        if ((held?.value ?? 0) >= LIMITS.wishlistMaxEntries) throw conflict(MESSAGES.wishlistFull);
        [entry] = await tx.insert(wishlist).values({ userId, productId }).returning(entryColumns);
      }
      const [added] = await withSummaries(tx, [entry!]);
      if (!added) throw notFound(MESSAGES.productNotFound);
      return added;
    });
  } catch (error) {
    // The product does not exist, or was deleted while it was being added.
    if (isForeignKeyViolation(error)) throw notFound(MESSAGES.productNotFound);
    throw error;
  }
}

/** Takes a product off the shopper's wishlist; 404 when it is not on it. */
export async function removeFromWishlist(db: Db, userId: string, productId: string) {
  const removed = await db
    .delete(wishlist)
    .where(and(eq(wishlist.userId, userId), eq(wishlist.productId, productId)))
    .returning({ productId: wishlist.productId });
  if (removed.length === 0) throw notFound(MESSAGES.wishlistItemNotFound);
}
