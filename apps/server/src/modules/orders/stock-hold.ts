import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { soldOutMessage, lineName } from '@attire/contract';
import type { Tx } from '../../db/client.js';
import { orderItems, productVariants, stockReservations } from '../../db/schema/index.js';
import { conflict } from '../../lib/errors.js';
import { releasePromotionUse } from '../promotions/promotion-uses.js';
import type { OrderItemRow } from './order-view.js';

/** How many units of each variant the order's lines want. */
export function unitsWanted(items: OrderItemRow[]): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const { variantId, quantity } of items) {
    if (variantId) wanted.set(variantId, (wanted.get(variantId) ?? 0) + quantity);
  }
  return wanted;
}

export const orderLines = (tx: Tx, orderId: string) =>
  tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));

/**
 * Locks the order's variants in id order (so that two checkouts cannot deadlock) and answers
 * whether each still has the units the order wants, counting out what other orders hold and
 * have not let lapse. Throws the shopper's 409 naming the first line that is short.
 */
export async function checkUnitsLeft(tx: Tx, orderId: string, items: OrderItemRow[]) {
  const wanted = unitsWanted(items);
  const ids = [...wanted.keys()];
  const stock = new Map<string, number>();
  if (ids.length > 0) {
    const rows = await tx
      .select({ id: productVariants.id, totalStock: productVariants.totalStock })
      .from(productVariants)
      .where(inArray(productVariants.id, ids))
      .orderBy(asc(productVariants.id))
      .for('update');
    const held = await tx
      .select({
        variantId: stockReservations.variantId,
        units: sql<number>`sum(${stockReservations.quantity})::int`,
      })
      .from(stockReservations)
      .where(
        and(
          inArray(stockReservations.variantId, ids),
          ne(stockReservations.orderId, orderId),
          gt(stockReservations.expiresAt, sql`now()`),
        ),
      )
      .groupBy(stockReservations.variantId);
    const heldBy = new Map(held.map((row) => [row.variantId, row.units]));
    for (const row of rows) stock.set(row.id, row.totalStock - (heldBy.get(row.id) ?? 0));
  }
  for (const item of items) {
    // A line whose variant (or product) was deleted since has nothing left to sell.
    const left = item.variantId ? Math.max(0, stock.get(item.variantId) ?? 0) : 0;
    if (!item.variantId || wanted.get(item.variantId)! > left) {
      throw conflict(soldOutMessage(lineName(item), left));
    }
  }
  return wanted;
}

/**
 * Holds the order's units for `holdMs` while its payment is captured outside any transaction:
 * other checkouts see them as gone. Holding again (a retry) extends the hold.
 */
export async function holdUnits(tx: Tx, orderId: string, items: OrderItemRow[], holdMs: number) {
  const wanted = await checkUnitsLeft(tx, orderId, items);
  const expiresAt = sql`now() + ${`${holdMs} milliseconds`}::interval`;
  for (const [variantId, quantity] of wanted) {
    await tx
      .insert(stockReservations)
      .values({ orderId, variantId, quantity, expiresAt })
      .onConflictDoUpdate({
        target: [stockReservations.orderId, stockReservations.variantId],
        set: { quantity, expiresAt },
      });
  }
}

/**
 * Whether a capture holds the order's units right now. The hold outlasts PayPal's longest
 * answer (config: STOCK_HOLD_S > 2 × PAYPAL_TIMEOUT_MS), so a capture still in flight always
 * has one; the order's end is then that capture's to record, not a job's or an admin's.
 */
export async function heldByLiveCapture(tx: Tx, orderId: string): Promise<boolean> {
  const [live] = await tx
    .select({ orderId: stockReservations.orderId })
    .from(stockReservations)
    .where(and(eq(stockReservations.orderId, orderId), gt(stockReservations.expiresAt, sql`now()`)))
    .limit(1);
  return live !== undefined;
}

/**
 * Lets the order's held units go (its payment failed, or it was cancelled), and the use of its
 * promotion code held with them.
 */
export async function releaseUnits(tx: Tx, orderId: string) {
  await tx.delete(stockReservations).where(eq(stockReservations.orderId, orderId));
  await releasePromotionUse(tx, orderId);
}

/**
 * Takes the order's units for good (its payment is in) and drops their hold; the code's use
 * held with them is the caller's to take (takePromotionUse).
 */
export async function takeUnits(tx: Tx, orderId: string, wanted: Map<string, number>) {
  for (const [variantId, quantity] of wanted) {
    await tx
      .update(productVariants)
      .set({ totalStock: sql`${productVariants.totalStock} - ${quantity}` })
      .where(eq(productVariants.id, variantId));
  }
  await tx.delete(stockReservations).where(eq(stockReservations.orderId, orderId));
}
