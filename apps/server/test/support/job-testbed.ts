import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type Database, type Db, openDatabase } from '../../src/db/client.js';
import { jobs } from '../../src/db/schema/index.js';
import type { JobHandler } from '../../src/modules/jobs/types.js';
import { createWorker, type WorkerOptions } from '../../src/modules/jobs/worker.js';
import { startTestApp, type TestApp } from './app.js';
import { recordingLog } from './jobs.js';

/**
 * The job queue's test bench, for a describe block: an app, and on PostgreSQL a second pool on
 * the same database (another server process, as far as the database can tell; PGlite has one
 * connection, so both share it there). Each test starts from an empty queue, so that runDue's
 * counts are the test's own jobs. `worker` makes a worker whose log the test can read.
 */
export function jobTestbed() {
  const bed = {} as { t: TestApp; otherDb: Db };
  let other: Database | undefined;
  beforeAll(async () => {
    bed.t = await startTestApp();
    other = bed.t.config.databaseUrl
      ? openDatabase({ databaseUrl: bed.t.config.databaseUrl, pgliteDir: 'memory://' })
      : undefined;
    bed.otherDb = other?.db ?? bed.t.db;
  });
  afterAll(async () => {
    await other?.close();
    await bed.t.close();
  });
  beforeEach(async () => {
    await bed.t.db.delete(jobs);
  });

  const worker = (
    handlers: Record<string, JobHandler>,
    options: Partial<WorkerOptions> & { db?: Db } = {},
  ) => {
    const recorded = recordingLog();
    const created = createWorker(
      { db: options.db ?? bed.t.db, log: recorded.log },
      { pollIntervalMs: 60_000, ...options, handlers },
    );
    return Object.assign(created, { logLines: recorded.lines });
  };
  return Object.assign(bed, { worker });
}
