import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { inList } from './in-list.js';

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * The durable job queue (decision 0012, modules/jobs): background work that must survive a crash.
 * A worker claims due rows with FOR UPDATE SKIP LOCKED and a lease (`lockedUntil`); a lease that
 * runs out (its process died) makes the job claimable again. `key` makes enqueueing one event
 * idempotent. `attempts` only ever grows, so a worker whose lease was taken over cannot record
 * an outcome over the new claim's.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** One job per key (kept 30 days after it is done), so one event never runs twice. */
    key: text('key'),
    state: text('state').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The error message of the last failed attempt, without the data of a failed query. */
    lastError: text('last_error'),
    /** A recurring job (a schedule): queued again this long after each run; null runs once. */
    everyMs: integer('every_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('jobs_state_check', inList(sql`${table.state}`, JOB_STATES)),
    check('jobs_every_ms_check', sql`${table.everyMs} is null or ${table.everyMs} > 0`),
    uniqueIndex('jobs_key_key').on(table.key),
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.state} in ('queued', 'running')`),
  ],
);
