import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailMessages } from '../../db/schema/index.js';

export const MAIL_PURGE_JOB = 'mail.purge';

/**
 * How long a message is kept once it has left (or was kept, or given up): long enough for the
 * back office to answer "did you send me ...?", and longer than any event is reported again,
 * since the message's event key is what stops a second e-mail for it.
 */
export const MAIL_RETENTION_DAYS = 90;

const BATCH = 1_000;

/** Deletes old messages that are done with, a thousand per statement, at most 100 000 a run. */
export async function purgeOldMail(db: Db, retentionDays = MAIL_RETENTION_DAYS): Promise<number> {
  let purged = 0;
  for (let batch = 0; batch < 100; batch++) {
    const old = sql`select old.id from ${mailMessages} as old
      where old.state in ('sent', 'kept', 'failed')
        and old.created_at < now() - ${`${retentionDays} days`}::interval
      limit ${BATCH}`;
    const deleted = await db
      .delete(mailMessages)
      .where(sql`${mailMessages.id} = any(array(${old}))`)
      .returning({ id: mailMessages.id });
    purged += deleted.length;
    if (deleted.length < BATCH) break;
  }
  return purged;
}
