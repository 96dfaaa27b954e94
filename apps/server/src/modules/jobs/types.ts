/** A job to put on the queue (modules/jobs/enqueue.ts). */
export interface NewJob {
  /** Names the handler that runs it, e.g. `mail.send`. */
  kind: string;
  /** The handler's input, stored as JSON; `{}` when left out. No secrets: it stays in the table. */
  payload?: unknown;
  /**
   * Names the event the job is for (`order-confirmed:<orderId>`): a second job with the same key
   * is not queued while the first is kept (until 30 days after it is done).
   */
  key?: string;
  /** Not before this moment; now when left out. */
  runAt?: Date;
  /** Runs before the job is given up as `failed`; 10 when left out. */
  maxAttempts?: number;
}

/** One claimed run of a job, beside its payload. */
export interface JobRun {
  id: number;
  kind: string;
  key: string | null;
  /** 1 on the first run; a recurring job counts all its runs. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the worker stops (the server shuts down): a long handler may give up early. */
  signal: AbortSignal;
}

/**
 * Does a job's work, given its payload (parse it: it is JSON from the table, not a typed value).
 * A throw is a failed attempt, retried later. A job may run more than once
 * (its process died mid-run, or the handler threw after part of its work), so a handler must be
 * safe to repeat: check what is already done before doing it again.
 */
export type JobHandler = (payload: unknown, job: JobRun) => Promise<void>;

/** A recurring job: one row per kind, run again `everyMs` after each run, forever. */
export interface JobSchedule {
  kind: string;
  everyMs: number;
}

/** The part of a pino (Fastify) logger the worker writes to. */
export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
