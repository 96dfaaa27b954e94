import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';

/** How much work the queue holds now, across every process of the shop. */
export interface QueueDepth {
  /** Due and not being run: queued ones whose time has come, and runs whose lease lapsed. */
  ready: number;
  /** Being run under a live lease. */
  running: number;
  /** Queued for later: retries waiting out their backoff, and the schedules' next runs. */
  scheduled: number;
  /** How long the oldest ready job has been due, in seconds; 0 when none is. */
  oldestReadySeconds: number;
}

// The claim's own test of a due job (job-rows.ts), so that "ready" means what a worker would take.
const isReady = sql`${jobs.runAt} <= now()
  and (${jobs.state} = 'queued' or ${jobs.lockedUntil} < now())`;

/**
 * One statement over the rows of jobs_due_idx (queued and running ones: its predicate is
 * written out as a literal so that the planner can match it), never over the done rows kept
 * for 30 days: a few rows on a healthy shop, however long its history.
 */
export async function readQueueDepth(db: Db): Promise<QueueDepth> {
  const [row] = await db
    .select({
      ready: sql<number>`count(*) filter (where ${isReady})`.mapWith(Number),
      running: sql<number>`count(*) filter (where ${jobs.state} = 'running'
        and ${jobs.lockedUntil} >= now())`.mapWith(Number),
      scheduled: sql<number>`count(*) filter (where ${jobs.state} = 'queued'
        and ${jobs.runAt} > now())`.mapWith(Number),
      oldestReadySeconds: sql<number>`coalesce(
        extract(epoch from now() - min(${jobs.runAt}) filter (where ${isReady})), 0)`.mapWith(
        Number,
      ),
    })
    .from(jobs)
    .where(sql`${jobs.state} in ('queued', 'running')`);
  return row ?? { ready: 0, running: 0, scheduled: 0, oldestReadySeconds: 0 };
}
