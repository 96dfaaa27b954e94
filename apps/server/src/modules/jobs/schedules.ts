import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import { millis } from './job-rows.js';
import type { JobSchedule } from './types.js';

/** The key of a schedule's one row: the unique index keeps it one, however many processes start. */
export const scheduleKey = (kind: string) => `schedule:${kind}`;

/** A schedule runs at most once a second: a shorter one would keep a worker busy with nothing. */
const SHORTEST_INTERVAL_MS = 1_000;

export function checkSchedule({ kind, everyMs }: JobSchedule): void {
  if (!kind) throw new Error('A schedule needs a kind');
  if (!Number.isInteger(everyMs) || everyMs < SHORTEST_INTERVAL_MS || everyMs > 2 ** 31 - 1) {
    throw new Error(
      `The schedule of ${kind} must be a whole number of milliseconds from ${SHORTEST_INTERVAL_MS} to about 24 days, not ${everyMs}`,
    );
  }
}

/**
 * Makes sure each schedule has its row: a new one is due at once (a server that just started
 * reconciles without waiting an interval). An existing row keeps its turn, brought forward if
 * the interval became shorter; a row left done or failed (by hand, or by an older version) is
 * due again at once.
 */
export async function ensureSchedules(db: Db, schedules: readonly JobSchedule[]): Promise<void> {
  for (const schedule of schedules) {
    checkSchedule(schedule);
    await db
      .insert(jobs)
      .values({ kind: schedule.kind, key: scheduleKey(schedule.kind), everyMs: schedule.everyMs })
      .onConflictDoUpdate({
        target: jobs.key,
        set: {
          everyMs: sql`excluded.every_ms`,
          state: sql`case when ${jobs.state} = 'running' then 'running' else 'queued' end`,
          runAt: sql`case ${jobs.state}
            when 'queued' then least(${jobs.runAt}, now() + ${millis(schedule.everyMs)})
            when 'running' then ${jobs.runAt}
            else now() end`,
          updatedAt: sql`now()`,
        },
      });
  }
}
