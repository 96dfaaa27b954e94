import type { Db } from '../../db/client.js';
import { serializeErrorWithoutData } from '../../lib/log-redaction.js';
import { retryDelayMs } from './backoff.js';
import { type ClaimedJob, type Outcome, recordOutcome, renewLease } from './job-rows.js';
import type { JobHandler, JobLog } from './types.js';

export interface RunContext {
  db: Db;
  log: JobLog;
  /** Read when the job runs, so that handlers may be registered after the worker is made. */
  handlers: Readonly<Record<string, JobHandler>>;
  leaseMs: number;
  signal: AbortSignal;
}

const MAX_ERROR_LENGTH = 1_000;

/**
 * What is kept of a failure: the message, without the parameters a failed query's message
 * carries (personal data), and never the payload or the stack.
 */
function errorMessage(error: unknown): string {
  const message = error instanceof Error ? serializeErrorWithoutData(error).message : String(error);
  return message.slice(0, MAX_ERROR_LENGTH);
}

/**
 * Runs one claimed job and records how it ended. Never throws: a failure to record is logged,
 * and the job runs again when its lease runs out.
 */
export async function runJob(context: RunContext, job: ClaimedJob): Promise<void> {
  const { db, log } = context;
  const details = { jobId: job.id, kind: job.kind, attempt: job.attempts };
  const outcome = await runHandler(context, job);
  if (outcome.state === 'failed') {
    log.error({ ...details, error: outcome.error }, 'job failed for good');
  } else if (outcome.state === 'queued' && outcome.error) {
    log.warn(
      { ...details, error: outcome.error, retryInMs: outcome.inMs },
      'job failed; it runs again',
    );
  }
  try {
    if (!(await recordOutcome(db, job, outcome))) {
      log.warn(details, 'job ran past its lease and was claimed again; this run is not recorded');
    }
  } catch (error) {
    log.error(
      { ...details, err: error },
      'job outcome not recorded; it runs again after its lease',
    );
  }
}

async function runHandler(context: RunContext, job: ClaimedJob): Promise<Outcome> {
  const handler = Object.hasOwn(context.handlers, job.kind)
    ? context.handlers[job.kind]
    : undefined;
  if (!handler) {
    const error = `No handler is registered for job kind "${job.kind}"`;
    return job.everyMs ? { state: 'queued', inMs: job.everyMs, error } : { state: 'failed', error };
  }
  // A third of the lease, so that one slow renewal does not let the lease run out.
  const renewal = setInterval(() => {
    renewLease(context.db, job, context.leaseMs).catch((error: unknown) => {
      context.log.warn({ jobId: job.id, kind: job.kind, err: error }, 'job lease not renewed');
    });
  }, context.leaseMs / 3);
  renewal.unref();
  try {
    await handler(job.payload, {
      id: job.id,
      kind: job.kind,
      key: job.key,
      attempt: job.attempts,
      maxAttempts: job.maxAttempts,
      signal: context.signal,
    });
    return job.everyMs ? { state: 'queued', inMs: job.everyMs } : { state: 'done' };
  } catch (thrown) {
    const error = errorMessage(thrown);
    // A recurring job is not retried sooner: its next turn is its retry, and it never gives up.
    if (job.everyMs) return { state: 'queued', inMs: job.everyMs, error };
    if (job.attempts >= job.maxAttempts) return { state: 'failed', error };
    return { state: 'queued', inMs: retryDelayMs(job.attempts), error };
  } finally {
    clearInterval(renewal);
  }
}
