import { count, desc, eq } from 'drizzle-orm';
import {
  PROMOTION_MESSAGES,
  type PageQuery,
  type Promotion,
  type PromotionInput,
} from '@attire/contract';
import type { Db, Tx } from '../../db/client.js';
import { promotions } from '../../db/schema/index.js';
import { conflict, isForeignKeyViolation, isUniqueViolation, notFound } from '../../lib/errors.js';
import { promotionValues, toPromotion } from './promotion-view.js';

const codeTaken = () =>
  conflict(PROMOTION_MESSAGES.promotionCodeTaken, {
    code: [PROMOTION_MESSAGES.promotionCodeTaken],
  });

/** The unique index on lower(code) settles a clash, also between two admins at once. */
async function refusingTakenCodes<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isUniqueViolation(error, 'promotions_code_key')) throw codeTaken();
    throw error;
  }
}

/** Every promotion, newest first, a page at a time, each with its uses. */
export async function listPromotions(db: Db, { page, limit }: PageQuery) {
  const rows = await db
    .select()
    .from(promotions)
    .orderBy(desc(promotions.createdAt), desc(promotions.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ value: count() }).from(promotions);
  return { promotions: rows.map(toPromotion), total: total?.value ?? 0, page, limit };
}

export async function createPromotion(db: Db, input: PromotionInput): Promise<Promotion> {
  const [row] = await refusingTakenCodes(() =>
    db.insert(promotions).values(promotionValues(input)).returning(),
  );
  return toPromotion(row!);
}

/** Replaces every field the admin sets; its uses stay as they are. */
export async function updatePromotion(
  db: Db,
  id: string,
  input: PromotionInput,
): Promise<Promotion> {
  const [row] = await refusingTakenCodes(() =>
    db
      .update(promotions)
      .set({ ...promotionValues(input), updatedAt: new Date() })
      .where(eq(promotions.id, id))
      .returning(),
  );
  if (!row) throw notFound(PROMOTION_MESSAGES.promotionNotFound);
  return toPromotion(row);
}

/**
 * Ends a promotion. One that was never used is deleted. One that was, or that an order still
 * refers to (a table that names a promotion by foreign key refuses the delete), is kept so its
 * orders keep their code: inactive, and ended now unless it had ended already (or has not
 * started, where an end before its start would make no sense; inactive is enough).
 */
export async function endPromotion(
  db: Db,
  id: string,
  now = new Date(),
): Promise<{ message: string; promotion: Promotion | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
    if (!row) throw notFound(PROMOTION_MESSAGES.promotionNotFound);
    if (row.timesUsed === 0 && (await deletedUnlessReferred(tx, id))) {
      return { message: PROMOTION_MESSAGES.promotionDeleted, promotion: null };
    }
    const [ended] = await tx
      .update(promotions)
      .set({ active: false, endsAt: endedAt(row, now), updatedAt: now })
      .where(eq(promotions.id, id))
      .returning();
    return { message: PROMOTION_MESSAGES.promotionEnded, promotion: toPromotion(ended!) };
  });
}

/** Deletes the row in a savepoint, so that a refusal by a foreign key leaves the rest intact. */
async function deletedUnlessReferred(tx: Tx, id: string): Promise<boolean> {
  try {
    await tx.transaction((savepoint) => savepoint.delete(promotions).where(eq(promotions.id, id)));
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

function endedAt(row: { startsAt: Date; endsAt: Date | null }, now: Date): Date | null {
  if (row.startsAt > now) return row.endsAt;
  return row.endsAt && row.endsAt <= now ? row.endsAt : now;
}
