import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailMessages, productVariants, stockAlerts } from '../../db/schema/index.js';
import type { BackInStockMail } from '../mail/mail-data.js';

/** What the send step knows of the message it is about to send. */
export interface QueuedMessage {
  id: string;
  kind: string;
  data: unknown;
  sendingSince: Date | null;
}

/**
 * The send step's check of a back-in-stock e-mail, just before it leaves (mail/send-mail.ts):
 * true when it must not leave, having been withdrawn. It is withdrawn (deleted: it never left)
 * when its variant sold out again, and its alert waits again for the next rise; or when it is
 * no longer its alert's e-mail (the shopper ended the alert, or asked again after it was
 * sent). Any other e-mail, or one a run has begun to send, is left to the send.
 */
export async function withdrawnBeforeSending(db: Db, message: QueuedMessage): Promise<boolean> {
  if (message.kind !== 'backInStock' || message.sendingSince) return false;
  const { alertId, variantId } = message.data as BackInStockMail;
  return db.transaction(async (tx) => {
    // Locked as the send's claim would find it, so that a run that has begun sending it keeps it.
    const [queued] = await tx
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.id, message.id),
          eq(mailMessages.state, 'queued'),
          isNull(mailMessages.sendingSince),
        ),
      )
      .for('update');
    if (!queued) return false;
    // Shared: a restock cannot commit between this read and this transaction's end, so the job
    // it queues finds the alert waiting again (decision 31).
    const [variant] = await tx
      .select({ totalStock: productVariants.totalStock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))
      .for('share');
    const [alert] = await tx
      .select({ status: stockAlerts.status, mailId: stockAlerts.mailId })
      .from(stockAlerts)
      .where(eq(stockAlerts.id, alertId))
      .for('update');
    const ours = alert?.status === 'sent' && alert.mailId === message.id;
    if (ours && variant && variant.totalStock > 0) return false;
    await tx.delete(mailMessages).where(eq(mailMessages.id, message.id));
    if (ours) {
      await tx
        .update(stockAlerts)
        .set({ status: 'waiting', sentAt: null, mailId: null })
        .where(eq(stockAlerts.id, alertId));
    }
    return true;
  });
}
