import { sql } from 'drizzle-orm';
import { LIMITS } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { stockAlerts } from '../../db/schema/index.js';

export const LAPSE_JOB = 'stockAlerts.lapse';
export const LAPSE_EVERY_MS = 60 * 60_000;

const lapseAfter = `${LIMITS.stockAlertLapseDays} days`;

/**
 * An alert asked for within the last 90 days. Every read and the restock job filter on it, so an
 * alert lapses on the day, whenever the hourly purge below gets to its row.
 */
export const notLapsed = () => sql`${stockAlerts.createdAt} > now() - ${lapseAfter}::interval`;

const BATCH = 1_000;

/** Deletes lapsed alerts, a thousand per statement, at most 100 000 a run. */
export async function purgeLapsedAlerts(db: Db): Promise<number> {
  let purged = 0;
  for (let batch = 0; batch < 100; batch++) {
    const old = sql`select old.id from ${stockAlerts} as old
      where old.created_at <= now() - ${lapseAfter}::interval
      limit ${BATCH}`;
    const deleted = await db
      .delete(stockAlerts)
      .where(sql`${stockAlerts.id} = any(array(${old}))`)
      .returning({ id: stockAlerts.id });
    purged += deleted.length;
    if (deleted.length < BATCH) break;
  }
  return purged;
}
