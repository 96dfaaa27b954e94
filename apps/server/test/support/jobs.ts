import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { jobs } from '../../src/db/schema/index.js';
import type { JobLog } from '../../src/modules/jobs/types.js';

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  details: Record<string, unknown>;
  message: string;
}

/** A worker's log, kept in memory for a test to read. */
export function recordingLog(): { log: JobLog; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at = (level: LogLine['level']) => (details: object, message: string) => {
    lines.push({ level, details: details as Record<string, unknown>, message });
  };
  return { log: { info: at('info'), warn: at('warn'), error: at('error') }, lines };
}

/** The rows of one kind, oldest first, with the wait before each is due (run_at - updated_at). */
export async function jobRows(db: Db, kind: string) {
  return db
    .select({
      id: jobs.id,
      state: jobs.state,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
      key: jobs.key,
      payload: jobs.payload,
      everyMs: jobs.everyMs,
      lockedUntil: jobs.lockedUntil,
      waitMs: sql<number>`(extract(epoch from ${jobs.runAt} - ${jobs.updatedAt}) * 1000)::float8`,
    })
    .from(jobs)
    .where(eq(jobs.kind, kind))
    .orderBy(jobs.id);
}

/** The one row of a kind (fails the test if there is not exactly one). */
export async function onlyJob(db: Db, kind: string) {
  const rows = await jobRows(db, kind);
  if (rows.length !== 1) throw new Error(`expected one ${kind} job, found ${rows.length}`);
  return rows[0]!;
}

/** Makes the jobs of a kind due now, as if their wait had passed: tests move time, not sleep. */
export async function makeDue(db: Db, kind: string) {
  await db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.kind, kind));
}

/** A promise with its resolve, for a handler to wait on until the test lets it go. */
export function gate<T = void>() {
  let open!: (value: T) => void;
  const opened = new Promise<T>((resolve) => (open = resolve));
  return { open, opened };
}
