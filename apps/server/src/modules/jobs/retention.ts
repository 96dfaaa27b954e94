import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import { millis } from './job-rows.js';

/**
 * How long a done job is kept. Its key keeps refusing the same event for as long (a webhook
 * delivered again, a repeated click), so it must outlast any retry of the event that queued it.
 */
export const DONE_JOB_RETENTION_MS = 30 * 24 * 60 * 60_000;

const BATCH = 1_000;
const MOST_BATCHES = 100;

/**
 * Deletes done jobs older than the retention, a thousand at a time so that no statement holds
 * many row locks or runs long. Failed jobs stay for someone to look at.
 */
export async function purgeDoneJobs(db: Db, retentionMs = DONE_JOB_RETENTION_MS): Promise<number> {
  let purged = 0;
  for (let batch = 0; batch < MOST_BATCHES; batch++) {
    const old = sql`select old.id from ${jobs} as old
      where old.state = 'done' and old.updated_at < now() - ${millis(retentionMs)}
      limit ${BATCH}`;
    const deleted = await db
      .delete(jobs)
      .where(sql`${jobs.id} = any(array(${old}))`)
      .returning({ id: jobs.id });
    purged += deleted.length;
    if (deleted.length < BATCH) break;
  }
  return purged;
}
