import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { productVariants, products, stockAlerts, users } from '../../db/schema/index.js';
import type { BackInStockMail } from '../mail/mail-data.js';
import { queueMail } from '../mail/queue-mail.js';
import { notLapsed } from './lapse.js';

/** Queued by the database itself when a variant's stock rises from 0 (migration 0013). */
export const RESTOCKED_JOB = 'stockAlerts.restocked';

// Alerts sent per transaction: each costs three writes (the message, its send job, the alert),
// and a variant a thousand shoppers wait for should not hold their rows locked all at once.
const BATCH = 100;

export interface NotifyDeps {
  db: Db;
  /** The shop's PUBLIC_URL, which the picture of an e-mail needs: mail apps resolve no paths. */
  publicUrl: () => string;
}

/**
 * The restock job: if the variant still has stock, queues one e-mail per waiting alert and marks
 * each alert sent in the same transaction, its rows locked, so that an alert is sent once
 * however many runs of this job there are. If it sold out again first, the alerts go on
 * waiting for the next rise (whose own job follows). The e-mail's send checks the stock again
 * (withdraw-mail.ts).
 */
export async function notifyRestocked(deps: NotifyDeps, payload: unknown): Promise<void> {
  const { variantId } = payload as { variantId: string };
  for (;;) {
    const sent = await deps.db.transaction((tx) => sendBatch(tx, deps, variantId));
    if (sent < BATCH) return;
  }
}

async function sendBatch(tx: Tx, deps: NotifyDeps, variantId: string): Promise<number> {
  const [variant] = await tx
    .select({
      productId: productVariants.productId,
      totalStock: productVariants.totalStock,
      size: productVariants.size,
      colour: productVariants.colour,
      picture: sql<string>`coalesce(${productVariants.image}, ${products.image})`,
      title: products.title,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  if (!variant || variant.totalStock === 0) return 0;
  // Waited for, not skipped: a second run holding some rows may yet roll back.
  const waiting = await tx
    .select({ id: stockAlerts.id, to: users.email, name: users.name })
    .from(stockAlerts)
    .innerJoin(users, eq(users.id, stockAlerts.userId))
    .where(
      and(eq(stockAlerts.variantId, variantId), eq(stockAlerts.status, 'waiting'), notLapsed()),
    )
    .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id))
    .limit(BATCH)
    .for('update', { of: stockAlerts });
  const picture = absoluteUrl(variant.picture, deps.publicUrl());
  for (const alert of waiting) {
    const data: BackInStockMail = {
      name: alert.name,
      alertId: alert.id,
      productId: variant.productId,
      variantId,
      title: variant.title,
      size: variant.size,
      colour: variant.colour,
      picture,
    };
    // A fresh key each time: an alert that waited again after a sell-out gets a new e-mail
    // when its variant is back, and its row's lock, not the key, keeps it to one per rise.
    const mailId = await queueMail(tx, {
      kind: 'backInStock',
      to: alert.to,
      eventKey: `back-in-stock:${alert.id}:${randomUUID()}`,
      data,
    });
    await tx
      .update(stockAlerts)
      .set({ status: 'sent', sentAt: sql`now()`, mailId })
      .where(eq(stockAlerts.id, alert.id));
  }
  return waiting.length;
}

/** A picture the shop serves (`/uploads/...`) as an absolute URL; an https URL as it is. */
function absoluteUrl(image: string, publicUrl: string): string {
  return image.startsWith('/') ? `${publicUrl.replace(/\/+$/, '')}${image}` : image;
}
