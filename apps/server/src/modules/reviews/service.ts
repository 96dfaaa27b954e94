import { and, desc, eq, sql } from 'drizzle-orm';
import { MESSAGES, type CreateReviewInput, type Review } from '@attire/contract';
import type { Db, Tx } from '../../db/client.js';
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

/** A product can be reviewed only by someone with a paid order containing it. */
async function assertMayReview(tx: Tx, userId: string, productId: string): Promise<void> {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound(MESSAGES.productNotFound);
  const [paid] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.paymentStatus, 'paid'),
        eq(orderItems.productId, productId),
      ),
    )
    .limit(1);
  if (!paid) throw forbidden(MESSAGES.reviewNotPurchased);
}
