// A code's uses, held and taken with the order's units (decision 0013; decision 0020): held in
// the transaction that holds the units before PayPal is asked, taken in the one that records
// the payment, let go with the units when the order ends unpaid. The promotion's row is locked
// while a use is held, so N shoppers paying at once for the last use are counted one by one:
// one holds it, the others are refused before PayPal hears of them. A refund gives no use back.
import { and, count, eq, gt, ne, or, sql } from 'drizzle-orm';
import { PROMOTION_MESSAGES } from '@attire/contract';
import type { DbOrTx, Tx } from '../../db/client.js';
import { promotionUses, promotions } from '../../db/schema/index.js';
import { promoCodeRefused } from './find-promotion.js';
import type { PromotionUses } from './promotion-rule.js';

const live = sql`now()`;

/**
 * The code's uses that count against its limits, leaving out `exceptOrderId`'s own: paid orders
 * (`timesUsed`) and live holds, in all and by `userId`.
 */
export async function countUses(
  db: DbOrTx,
  promotion: { id: string; timesUsed: number },
  userId: string,
  exceptOrderId?: string,
): Promise<PromotionUses> {
  const counting = and(
    eq(promotionUses.promotionId, promotion.id),
    exceptOrderId ? ne(promotionUses.orderId, exceptOrderId) : undefined,
    or(eq(promotionUses.taken, true), gt(promotionUses.expiresAt, live)),
  );
  const [held] = await db
    .select({ uses: count() })
    .from(promotionUses)
    .where(and(counting, eq(promotionUses.taken, false)));
  const [mine] = await db
    .select({ uses: count() })
    .from(promotionUses)
    .where(and(counting, eq(promotionUses.userId, userId)));
  return { total: promotion.timesUsed + held!.uses, byThisCustomer: mine!.uses };
}

/**
 * Holds the order's use of its code until the units' hold lapses (a retry extends it), or
 * throws the shopper's 409 when the code's uses are gone meanwhile. Runs in the transaction
 * that holds the order's units, so a refusal takes no units either.
 */
export async function holdPromotionUse(
  tx: Tx,
  order: { id: string; userId: string; promotionId: string | null },
  holdMs: number,
): Promise<void> {
  if (!order.promotionId) return;
  const [promotion] = await tx
    .select({
      id: promotions.id,
      timesUsed: promotions.timesUsed,
      usageLimit: promotions.usageLimit,
      perCustomerLimit: promotions.perCustomerLimit,
    })
    .from(promotions)
    .where(eq(promotions.id, order.promotionId))
    .for('update');
  const [own] = await tx
    .select({ taken: promotionUses.taken })
    .from(promotionUses)
    .where(eq(promotionUses.orderId, order.id));
  if (!promotion || own?.taken) return;
  const uses = await countUses(tx, promotion, order.userId, order.id);
  if (promotion.usageLimit !== null && uses.total >= promotion.usageLimit) {
    throw promoCodeRefused(PROMOTION_MESSAGES.promoUsedUp);
  }
  if (promotion.perCustomerLimit !== null && uses.byThisCustomer >= promotion.perCustomerLimit) {
    throw promoCodeRefused(PROMOTION_MESSAGES.promoAlreadyUsed);
  }
  const expiresAt = sql`now() + ${`${holdMs} milliseconds`}::interval`;
  await tx
    .insert(promotionUses)
    .values({ orderId: order.id, promotionId: promotion.id, userId: order.userId, expiresAt })
    .onConflictDoUpdate({ target: promotionUses.orderId, set: { expiresAt } });
}

/**
 * Takes the order's use for good, with its payment: the promotion's count goes up once however
 * often the payment is recorded. A use whose hold lapsed while PayPal captured is taken too:
 * the shopper paid the price the shop quoted (decision 0020).
 */
export async function takePromotionUse(
  tx: Tx,
  order: { id: string; userId: string; promotionId: string | null },
): Promise<void> {
  if (!order.promotionId) return;
  const taken = await tx
    .insert(promotionUses)
    .values({
      orderId: order.id,
      promotionId: order.promotionId,
      userId: order.userId,
      taken: true,
      expiresAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: promotionUses.orderId,
      set: { taken: true },
      setWhere: eq(promotionUses.taken, false),
    })
    .returning({ orderId: promotionUses.orderId });
  if (taken.length === 0) return;
  await tx
    .update(promotions)
    .set({ timesUsed: sql`${promotions.timesUsed} + 1` })
    .where(eq(promotions.id, order.promotionId));
}

/** Lets go of the order's held use (it ended unpaid, or its capture was refused). */
export async function releasePromotionUse(tx: Tx, orderId: string): Promise<void> {
  await tx
    .delete(promotionUses)
    .where(and(eq(promotionUses.orderId, orderId), eq(promotionUses.taken, false)));
}
