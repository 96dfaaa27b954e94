import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/client.js';
import { jobs } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { gate, jobRows } from '../support/jobs.js';

describe('app.jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('queues jobs of registered kinds, in a transaction when given one, and runs them on demand', async () => {
    const payloads: unknown[] = [];
    t.app.jobs.register('test.greet', async (payload) => {
      payloads.push(payload);
    });
    expect(() => t.app.jobs.register('test.greet', async () => {})).toThrow(/has a handler/);
    await expect(t.app.jobs.enqueue({ kind: 'test.gret' })).rejects.toThrow(
      'No handler is registered for job kind "test.gret"',
    );

    expect(await t.app.jobs.enqueue({ kind: 'test.greet', payload: 'plain', key: 'greet:1' })).toBe(
      true,
    );
    expect(await t.app.jobs.enqueue({ kind: 'test.greet', key: 'greet:1' })).toBe(false);
    await t.db
      .transaction(async (tx) => {
        await t.app.jobs.enqueue({ kind: 'test.greet', payload: 'rolled back' }, tx);
        tx.rollback();
      })
      .catch(() => {});
    await t.db.transaction(async (tx) => {
      await t.app.jobs.enqueue({ kind: 'test.greet', payload: 'in a transaction' }, tx);
    });

    await t.app.jobs.runDue();
    expect(payloads).toEqual(['plain', 'in a transaction']);
    expect((await jobRows(t.db, 'test.greet')).map((row) => row.state)).toEqual(['done', 'done']);
    // The worker exists now: its schedules were read.
    expect(() => t.app.jobs.schedule('test.late', 60_000)).toThrow(/before jobs run/);
  });
});

/**
 * Shops that keep their data across restarts: PGlite in a data directory, or on PostgreSQL a
 * scratch database that outlives each app (owned by a test app, which drops it at the end).
 */
describe('a shop closed and opened again', () => {
  let owner: TestApp | undefined;
  let dataDir: string;
  let config: Config;
  beforeEach(async () => {
    owner = process.env.DATABASE_URL ? await startTestApp() : undefined;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'attire-jobs-'));
    config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      DATA_DIR: dataDir,
      DATABASE_URL: owner?.config.databaseUrl ?? '',
      JOB_POLL_INTERVAL_MS: '20',
    });
  });
  afterEach(async () => {
    await owner?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const openDatabaseAgain = () =>
    openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  const openShop = async () => {
    const database = openDatabaseAgain();
    await database.migrate();
    return buildApp(config, {
      database,
      logger: false,
      webRoot: path.join(dataDir, 'no-web-build'),
    });
  };

  it('runs a job queued before the app closed once a new app opens the same data', async () => {
    const before = await openShop();
    before.jobs.register('test.welcome', async () => {});
    await before.jobs.enqueue({ kind: 'test.welcome', key: 'welcome:asha', payload: { to: 'u1' } });
    await before.close();

    const after = await openShop();
    const sent: unknown[] = [];
    after.jobs.register('test.welcome', async (payload) => {
      sent.push(payload);
    });
    await after.ready();
    await after.jobs.runDue();
    expect(sent).toEqual([{ to: 'u1' }]);
    // Its key still holds after the restart.
    expect(await after.jobs.enqueue({ kind: 'test.welcome', key: 'welcome:asha' })).toBe(false);
    await after.close();
  });

  it('polls once the server listens, and closes the database only after a running job is recorded', async () => {
    const app = await openShop();
    const started = gate();
    let queryAfterStop: string | undefined;
    app.jobs.register('test.slow', async (_payload, run) => {
      started.open();
      // Goes on once the worker is told to stop, that is once the app is closing: the database
      // must still answer, and stay open until this run's outcome is recorded.
      await new Promise((resolve) => run.signal.addEventListener('abort', resolve));
      const [row] = await app.db
        .select({ n: count() })
        .from(jobs)
        .where(eq(jobs.kind, 'test.slow'));
      queryAfterStop = `counted ${row!.n}`;
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    await app.jobs.enqueue({ kind: 'test.slow' });
    // Nobody calls runDue: the worker the server started finds the job.
    await started.opened;
    await app.close();
    expect(queryAfterStop).toBe('counted 1');

    const database = openDatabaseAgain();
    try {
      const rows = await database.db
        .select({ state: jobs.state })
        .from(jobs)
        .where(eq(jobs.kind, 'test.slow'));
      expect(rows).toEqual([{ state: 'done' }]);
    } finally {
      await database.close();
    }
  });
});
