import type { Db } from '../../db/client.js';
import { withinDeadline } from '../../lib/deadline.js';
import { claimDueJobs } from './job-rows.js';
import { purgeDoneJobs } from './retention.js';
import { runJob } from './run-job.js';
import { checkSchedule, ensureSchedules } from './schedules.js';
import type { JobHandler, JobLog, JobSchedule } from './types.js';

export interface WorkerOptions {
  /** By kind; read when each job runs, so the record may still grow after the worker is made. */
  handlers: Readonly<Record<string, JobHandler>>;
  /** How long an idle worker waits before looking for due jobs again. */
  pollIntervalMs: number;
  /**
   * How long a claimed job is out of other workers' reach if this process dies: the delay before
   * a crashed run is retried elsewhere. Renewed while the handler runs, so a slow run keeps it.
   */
  leaseMs?: number;
  /** Jobs this process runs at once. */
  concurrency?: number;
  schedules?: readonly JobSchedule[];
  /** How long stop() waits for running handlers before it gives up on them. */
  stopTimeoutMs?: number;
}

export interface Worker {
  /** Polls for due jobs until stop(); a poll that finds a full batch polls again at once. */
  start(): void;
  /** Stops polling, aborts the handlers' signal, and waits (at most stopTimeoutMs) for them. */
  stop(): Promise<void>;
  /** Claims and runs every job due now, once, then returns how many ran. */
  runDue(): Promise<number>;
  /** Deletes done jobs past the retention; start() does it hourly. */
  purgeDone(): Promise<number>;
}

const PURGE_EVERY_MS = 60 * 60_000;
const POLL_BACKOFF_LIMIT_MS = 60_000;

export function createWorker(deps: { db: Db; log: JobLog }, options: WorkerOptions): Worker {
  const { db, log } = deps;
  const leaseMs = options.leaseMs ?? 60_000;
  const concurrency = options.concurrency ?? 4;
  const schedules = options.schedules ?? [];
  if (leaseMs < 1_000) throw new Error(`A job lease must be at least 1000 ms, not ${leaseMs}`);
  if (!(Number.isInteger(concurrency) && concurrency > 0)) {
    throw new Error(`concurrency must be a positive integer, not ${concurrency}`);
  }
  schedules.forEach(checkSchedule);

  const aborter = new AbortController();
  const context = { db, log, handlers: options.handlers, leaseMs, signal: aborter.signal };
  let stopping = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let nextPurgeAt = 0;
  let failedPolls = 0;
  // Every runDue and purge in progress, for stop() to wait on.
  const busy = new Set<Promise<unknown>>();
  const tracked = <T>(work: Promise<T>): Promise<T> => {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    busy.add(settled);
    void settled.then(() => busy.delete(settled));
    return work;
  };

  // Once per worker; a failure (database down at start) is tried again on the next call.
  let schedulesEnsured: Promise<void> | undefined;
  const ensureSchedulesOnce = () =>
    (schedulesEnsured ??= ensureSchedules(db, schedules).catch((error: unknown) => {
      schedulesEnsured = undefined;
      throw error;
    }));

  async function drain(): Promise<number> {
    if (stopping) return 0;
    await ensureSchedulesOnce();
    let ran = 0;
    while (!stopping) {
      const claimed = await claimDueJobs(db, concurrency, leaseMs);
      await Promise.all(claimed.map((job) => runJob(context, job)));
      ran += claimed.length;
      // A full batch means more may be waiting.
      if (claimed.length < concurrency) break;
    }
    return ran;
  }

  const runDue = () => tracked(drain());
  const purgeDone = () => tracked(purgeDoneJobs(db));

  async function poll() {
    timer = undefined;
    try {
      await runDue();
      if (Date.now() >= nextPurgeAt && !stopping) {
        nextPurgeAt = Date.now() + PURGE_EVERY_MS;
        await purgeDone();
      }
      failedPolls = 0;
    } catch (error) {
      failedPolls += 1;
      log.error({ err: error, failedPolls }, 'job queue poll failed; polling again');
    }
    if (!stopping) {
      // A database that is down is asked less and less often (up to once a minute).
      const waitMs = Math.min(
        options.pollIntervalMs * 2 ** failedPolls,
        Math.max(options.pollIntervalMs, POLL_BACKOFF_LIMIT_MS),
      );
      timer = setTimeout(() => void poll(), waitMs);
      // The server keeps the process alive; a worker never stopped must not.
      timer.unref();
    }
  }

  return {
    start() {
      if (started || stopping) return;
      started = true;
      void poll();
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      aborter.abort();
      const stopTimeoutMs = options.stopTimeoutMs ?? 5_000;
      await withinDeadline(Promise.all(busy), stopTimeoutMs).catch(() => {
        log.warn(
          { stopTimeoutMs },
          'stopped waiting for running jobs; they run again after their leases',
        );
      });
    },
    runDue,
    purgeDone,
  };
}
