import type { DbOrTx } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import type { NewJob } from './types.js';

/**
 * Queues a job. Given a transaction, the job exists if and only if that transaction commits, so
 * "mark the order paid" and "send its confirmation" cannot come apart. Returns false, queuing
 * nothing, when a job with the same key is already kept.
 */
export async function enqueue(db: DbOrTx, job: NewJob): Promise<boolean> {
  if (!job.kind) throw new Error('A job needs a kind');
  if (
    job.maxAttempts !== undefined &&
    !(Number.isInteger(job.maxAttempts) && job.maxAttempts > 0)
  ) {
    throw new Error(`maxAttempts must be a positive integer, not ${job.maxAttempts}`);
  }
  const inserted = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      key: job.key,
      runAt: job.runAt,
      maxAttempts: job.maxAttempts,
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}
