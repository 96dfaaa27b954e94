import { and, count, eq, ne, sql } from 'drizzle-orm';
import { LIMITS, MESSAGES, type CreateStockAlertInput, type StockAlert } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { productVariants, stockAlerts, users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { readAlerts } from './alert-view.js';
import { notLapsed } from './lapse.js';

const ownedBy = (userId: string) => eq(stockAlerts.userId, userId);

/** The shopper's alerts that have not lapsed, newest first. */
export function listAlerts(db: Db, userId: string): Promise<StockAlert[]> {
  return readAlerts(db, ownedBy(userId));
}

/**
 * Asks to be told when a sold-out variant is back: 409 while it has stock. One alert per
 * shopper and variant: asking again while it waits answers the same alert; asking again once it
 * was sent (or lapsed) makes it wait again, from now.
 */
export async function askForAlert(
  db: Db,
  userId: string,
  input: CreateStockAlertInput,
): Promise<StockAlert> {
  const id = await db.transaction(async (tx) => {
    // One request of a shopper at a time, so that two cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    // Shared: a restock cannot commit between this read and the alert's insert, so its job,
    // queued by the restock, always finds the alert (decision 31).
    const [variant] = await tx
      .select({ totalStock: productVariants.totalStock })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.id, input.variantId),
          eq(productVariants.productId, input.productId),
        ),
      )
      .for('share');
    if (!variant) throw notFound(MESSAGES.variantNotFound);
    if (variant.totalStock > 0) throw conflict(MESSAGES.stockAlertInStock);
    const [others] = await tx
      .select({ value: count() })
      .from(stockAlerts)
      .where(and(ownedBy(userId), ne(stockAlerts.variantId, input.variantId), notLapsed()));
    if ((others?.value ?? 0) >= LIMITS.stockAlertsMax) throw conflict(MESSAGES.stockAlertsFull);
    const waitsAlready = and(eq(stockAlerts.status, 'waiting'), notLapsed());
    const [row] = await tx
      .insert(stockAlerts)
      .values({ userId, productId: input.productId, variantId: input.variantId })
      .onConflictDoUpdate({
        target: [stockAlerts.userId, stockAlerts.variantId],
        set: {
          status: 'waiting',
          sentAt: null,
          // Its e-mail, if one is still queued, is withdrawn before it leaves: the send checks
          // that it is still this alert's (withdraw-mail.ts).
          mailId: null,
          createdAt: sql`case when ${waitsAlready} then ${stockAlerts.createdAt} else now() end`,
        },
      })
      .returning({ id: stockAlerts.id });
    return row!.id;
  });
  const [alert] = await readAlerts(db, eq(stockAlerts.id, id));
  return alert!;
}

/** Ends one of the shopper's alerts; another's, or an unknown id, is a 404. */
export async function endAlert(db: Db, userId: string, alertId: string): Promise<void> {
  const deleted = await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.id, alertId), ownedBy(userId)))
    .returning({ id: stockAlerts.id });
  if (deleted.length === 0) throw notFound(MESSAGES.stockAlertNotFound);
}
