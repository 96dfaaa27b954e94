import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../../db/client.js';
import { enqueue } from './enqueue.js';
import { checkSchedule } from './schedules.js';
import type { JobHandler, JobSchedule, NewJob } from './types.js';
import { createWorker, type Worker } from './worker.js';

/** `app.jobs`: the server's durable job queue (decision 0012). */
export interface JobQueue {
  /**
   * Queues a job of a registered kind; pass the transaction (`tx`) of the change the job
   * follows from, so that both commit or neither. False when its key is already taken.
   */
  enqueue(job: NewJob, db?: DbOrTx): Promise<boolean>;
  /** The handler of one kind of job; each kind has one. */
  register(kind: string, handler: JobHandler): void;
  /** Runs `kind` every `everyMs` (at least a second) in one process of the shop at a time. */
  schedule(kind: string, everyMs: number): void;
  /** Runs every job due now; for tests (which never listen, so never poll) and impatient callers. */
  runDue(): Promise<number>;
}

/**
 * Decorates `app.jobs`. Modules register their handlers and schedules while the app is built;
 * the worker polls from the moment the server listens, and stops when the app closes, before the
 * database does (this onClose hook is added after buildApp's, and Fastify runs them in reverse).
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    // No prototype: a kind named like an Object method must not find a handler.
    const handlers: Record<string, JobHandler> = Object.create(null) as Record<string, JobHandler>;
    const schedules: JobSchedule[] = [];
    let worker: Worker | undefined;
    const theWorker = () =>
      (worker ??= createWorker(
        { db: app.db, log: app.log.child({ module: 'jobs' }) },
        {
          handlers,
          schedules,
          pollIntervalMs: app.config.jobs.pollIntervalMs,
          // Half the shutdown's time: the rest is for requests in flight and closing the database.
          stopTimeoutMs: Math.floor(app.config.shutdown.timeoutMs / 2),
        },
      ));

    const jobQueue: JobQueue = {
      enqueue(job, db = app.db) {
        // A typo in a kind would otherwise only show as a failed job, later and elsewhere.
        if (!Object.hasOwn(handlers, job.kind)) {
          return Promise.reject(new Error(`No handler is registered for job kind "${job.kind}"`));
        }
        return enqueue(db, job);
      },
      register(kind, handler) {
        if (Object.hasOwn(handlers, kind))
          throw new Error(`Job kind "${kind}" has a handler already`);
        handlers[kind] = handler;
      },
      schedule(kind, everyMs) {
        checkSchedule({ kind, everyMs });
        if (worker) throw new Error(`Schedule ${kind} while the app is built, before jobs run`);
        if (schedules.some((schedule) => schedule.kind === kind)) {
          throw new Error(`Job kind "${kind}" has a schedule already`);
        }
        schedules.push({ kind, everyMs });
      },
      runDue: () => theWorker().runDue(),
    };
    app.decorate('jobs', jobQueue);

    app.addHook('onListen', async () => theWorker().start());
    app.addHook('onClose', async () => worker?.stop());
  },
  { name: 'jobs' },
);
