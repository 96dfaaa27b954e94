import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';

/** A claimed job, with the `attempts` that fence its outcome (see recordOutcome). */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  key: string | null;
  attempts: number;
  maxAttempts: number;
  everyMs: number | null;
}

/** `ms` milliseconds as an SQL interval (times are the database's, the same for every process). */
export const millis = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;

/**
 * Claims up to `limit` due jobs in one statement: queued ones whose time has come, and running
 * ones whose lease ran out (their process died). Rows another worker is claiming at this moment
 * are skipped, not waited for. The row locks last only as long as this statement; from then on
 * the `running` state and its lease keep other workers off, so no transaction stays open while a
 * handler runs.
 */
export async function claimDueJobs(db: Db, limit: number, leaseMs: number): Promise<ClaimedJob[]> {
  // = any(array(...)) runs the locking subquery once, as an init plan; an IN (...) may be
  // re-run by a nested-loop plan and claim more rows than `limit`.
  const due = sql`select due.id from ${jobs} as due
    where due.state in ('queued', 'running') and due.run_at <= now()
      and (due.state = 'queued' or due.locked_until < now())
    order by due.run_at, due.id
    limit ${limit}
    for update skip locked`;
  return db
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: sql`now() + ${millis(leaseMs)}`,
      updatedAt: sql`now()`,
    })
    .where(sql`${jobs.id} = any(array(${due}))`)
    .returning({
      id: jobs.id,
      kind: jobs.kind,
      payload: jobs.payload,
      key: jobs.key,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
      everyMs: jobs.everyMs,
    });
}

/** Only the claim that set `attempts` to this value may touch the row: a later claim fences it. */
const stillOurs = (job: ClaimedJob) =>
  and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.attempts, job.attempts));

/** Keeps a long run's lease from running out, so that no other worker starts it meanwhile. */
export async function renewLease(db: Db, job: ClaimedJob, leaseMs: number): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + ${millis(leaseMs)}` })
    .where(stillOurs(job));
}

export type Outcome =
  | { state: 'done' | 'failed'; error?: string }
  /** Again after `inMs`: a retry, or a recurring job's next run. */
  | { state: 'queued'; inMs: number; error?: string };

/**
 * Records how a run ended. Returns false when the run had lost its job: its lease ran out and
 * another worker claimed it (the other claim's outcome counts, not this one's).
 */
export async function recordOutcome(db: Db, job: ClaimedJob, outcome: Outcome): Promise<boolean> {
  const recorded = await db
    .update(jobs)
    .set({
      state: outcome.state,
      lockedUntil: null,
      lastError: outcome.error ?? null,
      updatedAt: sql`now()`,
      ...(outcome.state === 'queued' && { runAt: sql`now() + ${millis(outcome.inMs)}` }),
    })
    .where(stillOurs(job))
    .returning({ id: jobs.id });
  return recorded.length > 0;
}
