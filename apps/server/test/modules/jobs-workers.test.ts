import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/index.js';
import { enqueue } from '../../src/modules/jobs/enqueue.js';
import type { JobHandler, JobSchedule } from '../../src/modules/jobs/types.js';
import { jobTestbed } from '../support/job-testbed.js';
import { gate, jobRows, makeDue, onlyJob } from '../support/jobs.js';

describe('job workers: schedules, polling, retention, several processes', () => {
  const bed = jobTestbed();

  describe('a recurring schedule', () => {
    const everyMinute: JobSchedule[] = [{ kind: 'reconcile', everyMs: 60_000 }];

    it('runs at once, then again each time its interval has passed, failing or not', async () => {
      let runs = 0;
      let failNext = false;
      const w = bed.worker(
        {
          reconcile: async () => {
            runs += 1;
            if (failNext) throw new Error('PayPal is down');
          },
        },
        { schedules: everyMinute },
      );

      expect(await w.runDue()).toBe(1);
      expect(await onlyJob(bed.t.db, 'reconcile')).toMatchObject({
        key: 'schedule:reconcile',
        state: 'queued',
        everyMs: 60_000,
        waitMs: 60_000,
      });
      expect(await w.runDue()).toBe(0);

      await makeDue(bed.t.db, 'reconcile');
      failNext = true;
      // Failing more often than a job's max attempts (10) never ends a schedule.
      for (let turn = 0; turn < 11; turn++) {
        expect(await w.runDue()).toBe(1);
        await makeDue(bed.t.db, 'reconcile');
      }
      expect(await onlyJob(bed.t.db, 'reconcile')).toMatchObject({
        state: 'queued',
        attempts: 12,
        lastError: 'PayPal is down',
      });
      failNext = false;
      expect(await w.runDue()).toBe(1);
      expect(await onlyJob(bed.t.db, 'reconcile')).toMatchObject({
        state: 'queued',
        lastError: null,
        waitMs: 60_000,
      });
      expect(runs).toBe(13);
    });

    it('keeps one row when two workers start at once, and runs once per turn', async () => {
      let runs = 0;
      const handlers = {
        reconcile: async () => {
          runs += 1;
        },
      };
      const first = bed.worker(handlers, { schedules: everyMinute });
      const second = bed.worker(handlers, { schedules: everyMinute, db: bed.otherDb });

      const ran = await Promise.all([first.runDue(), second.runDue()]);
      expect(ran[0] + ran[1]).toBe(1);
      expect(runs).toBe(1);
      expect(await jobRows(bed.t.db, 'reconcile')).toHaveLength(1);

      // A restart (a new worker) keeps the row and its turn.
      expect(await bed.worker(handlers, { schedules: everyMinute }).runDue()).toBe(0);
      expect(await jobRows(bed.t.db, 'reconcile')).toHaveLength(1);
    });

    it('comes sooner when its interval is shortened, and back when its row was ended by hand', async () => {
      const handlers = { reconcile: async () => {} };
      await bed.worker(handlers, { schedules: everyMinute }).runDue();
      const shorter = bed.worker(handlers, { schedules: [{ kind: 'reconcile', everyMs: 5_000 }] });
      expect(await shorter.runDue()).toBe(0);
      const row = await onlyJob(bed.t.db, 'reconcile');
      expect(row.everyMs).toBe(5_000);
      expect(row.waitMs).toBeLessThanOrEqual(5_000);

      await bed.t.db.update(jobs).set({ state: 'failed' }).where(eq(jobs.id, row.id));
      expect(await bed.worker(handlers, { schedules: everyMinute }).runDue()).toBe(1);
    });

    it('refuses an interval under a second', () => {
      expect(() => bed.worker({}, { schedules: [{ kind: 'spin', everyMs: 10 }] })).toThrow(
        /schedule of spin/,
      );
    });
  });

  it('renews the lease while a long run goes on, so the job is not thought dead', async () => {
    const leaseEnds: number[] = [];
    const w = bed.worker(
      {
        slow: async () => {
          const leaseEnd = async () => (await onlyJob(bed.t.db, 'slow')).lockedUntil!.getTime();
          leaseEnds.push(await leaseEnd());
          // The renewal comes every third of the lease (here 1 s): wait for it to be seen.
          while ((await leaseEnd()) <= leaseEnds[0]!) {
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          leaseEnds.push(await leaseEnd());
        },
      },
      { leaseMs: 1_000 },
    );
    await enqueue(bed.t.db, { kind: 'slow' });
    expect(await w.runDue()).toBe(1);
    expect(leaseEnds[1]).toBeGreaterThan(leaseEnds[0]!);
    expect(await onlyJob(bed.t.db, 'slow')).toMatchObject({ state: 'done', attempts: 1 });
  });

  describe('polling', () => {
    it('runs what is queued while it polls, and stop() waits for a running handler', async () => {
      const firstRan = gate();
      const secondStarted = gate();
      const letSecondFinish = gate();
      let signalAtStop: boolean | undefined;
      const w = bed.worker(
        {
          first: async () => firstRan.open(),
          second: async (_payload, run) => {
            secondStarted.open();
            await letSecondFinish.opened;
            signalAtStop = run.signal.aborted;
          },
        },
        { pollIntervalMs: 10 },
      );
      w.start();
      await enqueue(bed.t.db, { kind: 'first' });
      await firstRan.opened;
      await enqueue(bed.t.db, { kind: 'second' });
      await secondStarted.opened;

      let stopped = false;
      const stopping = w.stop().then(() => (stopped = true));
      await new Promise((resolve) => setImmediate(resolve));
      expect(stopped).toBe(false);
      letSecondFinish.open();
      await stopping;
      expect(signalAtStop).toBe(true);
      expect((await onlyJob(bed.t.db, 'second')).state).toBe('done');

      // Stopped: nothing more runs, even when asked.
      await enqueue(bed.t.db, { kind: 'first' });
      expect(await w.runDue()).toBe(0);
    });

    it('stops waiting for a handler that never ends, leaving the job to its lease', async () => {
      const started = gate();
      const w = bed.worker(
        {
          stuck: async () => {
            started.open();
            await new Promise(() => {});
          },
        },
        { stopTimeoutMs: 200 },
      );
      await enqueue(bed.t.db, { kind: 'stuck' });
      void w.runDue();
      await started.opened;
      await w.stop();
      expect(w.logLines).toMatchObject([{ level: 'warn', details: { stopTimeoutMs: 200 } }]);
      expect((await onlyJob(bed.t.db, 'stuck')).state).toBe('running');
    });
  });

  it('deletes done jobs after 30 days, and only then accepts their keys again', async () => {
    const age = (days: number) => sql`now() - ${days} * interval '1 day'`;
    await bed.t.db.insert(jobs).values([
      { kind: 'mail.send', key: 'old', state: 'done', updatedAt: age(31) },
      { kind: 'mail.send', key: 'recent', state: 'done', updatedAt: age(29) },
      { kind: 'mail.send', key: 'failed', state: 'failed', updatedAt: age(40) },
      { kind: 'mail.send', key: 'waiting', state: 'queued', updatedAt: age(40) },
    ]);
    expect(await bed.worker({}).purgeDone()).toBe(1);
    expect((await jobRows(bed.t.db, 'mail.send')).map((row) => row.key)).toEqual([
      'recent',
      'failed',
      'waiting',
    ]);
    expect(await enqueue(bed.t.db, { kind: 'mail.send', key: 'old' })).toBe(true);
    expect(await enqueue(bed.t.db, { kind: 'mail.send', key: 'recent' })).toBe(false);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'two processes on one PostgreSQL run 200 jobs, each exactly once (PostgreSQL only: PGlite is one connection in one process, so there is nothing to race)',
    async () => {
      const runsById = new Map<number, string[]>();
      // The first jobs of each worker wait until both have claimed some: the workers really run
      // side by side, each skipping the rows the other holds.
      const bothClaimed = gate();
      const claimedBy = new Set<string>();
      const handlerFor =
        (name: string): JobHandler =>
        async (_payload, run) => {
          runsById.set(run.id, [...(runsById.get(run.id) ?? []), name]);
          claimedBy.add(name);
          if (claimedBy.size === 2) bothClaimed.open();
          await bothClaimed.opened;
        };
      for (let index = 0; index < 200; index++) await enqueue(bed.t.db, { kind: 'count' });
      const one = bed.worker({ count: handlerFor('one') }, { concurrency: 4 });
      const two = bed.worker({ count: handlerFor('two') }, { concurrency: 4, db: bed.otherDb });

      const [byOne, byTwo] = await Promise.all([one.runDue(), two.runDue()]);
      expect(byOne + byTwo).toBe(200);
      expect(byOne).toBeGreaterThan(0);
      expect(byTwo).toBeGreaterThan(0);
      expect(runsById.size).toBe(200);
      expect([...runsById.values()].every((names) => names.length === 1)).toBe(true);
      const rows = await jobRows(bed.t.db, 'count');
      expect(rows.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
    },
  );
});
