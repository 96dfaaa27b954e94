import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  MESSAGES,
  type CreateReviewInput,
  type Review,
  type ReviewEligibility,
} from '@attire/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { orderItems, orders, products, reviews } from '../../db/schema/index.js';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.js';

type ReviewRow = typeof reviews.$inferSelect;

const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  productId: row.productId,
  userId: row.userId,
  userName: row.userName,
  reviewMessage: row.reviewMessage,
  reviewValue: row.reviewValue,
  createdAt: row.createdAt.toISOString(),
});

export async function listReviews(db: Db, productId: string): Promise<Review[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toReview);
}

/**
 * Adds the shopper's one review of a product they have paid for, and adds its stars to the
 * product's running totals in the same transaction so the average never disagrees with the list.
 */
export async function addReview(
  db: Db,
  author: { id: string; name: string },
  input: CreateReviewInput,
): Promise<Review> {
  try {
    return await db.transaction(async (tx) => {
      await assertMayReview(tx, author.id, input.productId);
      const [row] = await tx
        .insert(reviews)
        .values({
          productId: input.productId,
          userId: author.id,
          userName: author.name,
          reviewMessage: input.reviewMessage,
          reviewValue: input.reviewValue,
        })
        .returning();
      await tx
        .update(products)
        .set({
          ratingTotal: sql`${products.ratingTotal} + ${input.reviewValue}`,
          reviewCount: sql`${products.reviewCount} + 1`,
        })
        .where(eq(products.id, input.productId));
      return toReview(row!);
    });
  } catch (error) {
    // A second review, including one that raced the first, trips the unique key.
    if (isUniqueViolation(error, 'reviews_user_product_key')) {
      throw conflict(MESSAGES.reviewDuplicate);
    }
    throw error;
  }
}

/**
 * Whether `userId` may review the product: once, and only having paid for it and kept at least
 * one unit. An order refunded in part (a returned unit, a goodwill amount) still counts; one whose
 * every unit of the product was paid back does not. A payment taken and later refunded by amount
 * alone leaves the units with the shopper, so it counts too.
 */
export async function reviewEligibility(
  db: DbOrTx,
  userId: string,
  productId: string,
): Promise<ReviewEligibility> {
  const [reviewed] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
    .limit(1);
  if (reviewed) return { mayReview: false, reason: MESSAGES.reviewDuplicate };
  return (await hasKeptOne(db, userId, productId))
    ? { mayReview: true }
    : { mayReview: false, reason: MESSAGES.reviewNotPurchased };
}

/** A paid order of the shopper's with a unit of the product not refunded. */
async function hasKeptOne(db: DbOrTx, userId: string, productId: string): Promise<boolean> {
  const [kept] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.paymentStatus, ['paid', 'partiallyRefunded', 'refunded']),
        eq(orderItems.productId, productId),
        lt(orderItems.refundedQuantity, orderItems.quantity),
      ),
    )
    .limit(1);
  return kept !== undefined;
}

/** The product exists and the shopper may review it (a second review trips the unique key). */
async function assertMayReview(tx: Tx, userId: string, productId: string): Promise<void> {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound(MESSAGES.productNotFound);
  if (!(await hasKeptOne(tx, userId, productId))) throw forbidden(MESSAGES.reviewNotPurchased);
}
