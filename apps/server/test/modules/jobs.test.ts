import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema/index.js';
import { RETRY_DELAY_LIMITS } from '../../src/modules/jobs/backoff.js';
import { enqueue } from '../../src/modules/jobs/enqueue.js';
import type { JobHandler, JobRun } from '../../src/modules/jobs/types.js';
import { jobTestbed } from '../support/job-testbed.js';
import { gate, jobRows, makeDue, onlyJob } from '../support/jobs.js';

describe('the job queue', () => {
  const bed = jobTestbed();
  /** A handler that notes each payload it is given, and the run's details. */
  const noting = () => {
    const calls: { payload: unknown; run: JobRun }[] = [];
    const handler: JobHandler = async (payload, run) => {
      calls.push({ payload, run });
    };
    return { calls, handler };
  };

  it('runs a job once, with its payload, and keeps it done', async () => {
    const greet = noting();
    const w = bed.worker({ greet: greet.handler });
    expect(
      await enqueue(bed.t.db, { kind: 'greet', payload: { name: 'Asha', items: [1, 2] } }),
    ).toBe(true);

    expect(await w.runDue()).toBe(1);
    expect(await w.runDue()).toBe(0);
    expect(greet.calls).toHaveLength(1);
    expect(greet.calls[0]!.payload).toEqual({ name: 'Asha', items: [1, 2] });
    expect(greet.calls[0]!.run).toMatchObject({ kind: 'greet', attempt: 1, key: null });
    expect(await onlyJob(bed.t.db, 'greet')).toMatchObject({
      state: 'done',
      attempts: 1,
      lastError: null,
      lockedUntil: null,
    });
  });

  it('queues one job per key: the same event enqueued twice runs once', async () => {
    const send = noting();
    const w = bed.worker({ 'mail.send': send.handler });
    const job = { kind: 'mail.send', key: 'order-confirmed:42', payload: { orderId: 42 } };
    expect(await enqueue(bed.t.db, job)).toBe(true);
    expect(await enqueue(bed.t.db, { ...job, payload: { orderId: 'other' } })).toBe(false);
    expect(await w.runDue()).toBe(1);
    // Still refused once the first has run: the done row keeps its key.
    expect(await enqueue(bed.t.db, job)).toBe(false);
    expect(await w.runDue()).toBe(0);

    expect(send.calls.map((call) => call.payload)).toEqual([{ orderId: 42 }]);
    // Jobs without a key are never refused.
    expect(await enqueue(bed.t.db, { kind: 'mail.send' })).toBe(true);
    expect(await enqueue(bed.t.db, { kind: 'mail.send' })).toBe(true);
    expect(await w.runDue()).toBe(2);
  });

  it('queues a job inside a transaction only if the transaction commits', async () => {
    const paid = noting();
    const w = bed.worker({ 'order.paid': paid.handler });
    await expect(
      bed.t.db.transaction(async (tx) => {
        expect(await enqueue(tx, { kind: 'order.paid', payload: { order: 'rolled back' } })).toBe(
          true,
        );
        tx.rollback();
      }),
    ).rejects.toThrow();
    await bed.t.db.transaction(async (tx) => {
      await enqueue(tx, { kind: 'order.paid', payload: { order: 'committed' } });
    });

    expect(await w.runDue()).toBe(1);
    expect(paid.calls.map((call) => call.payload)).toEqual([{ order: 'committed' }]);
  });

  it('retries a failing job with growing waits, then marks it failed and logs an error', async () => {
    let runs = 0;
    const w = bed.worker({
      'mail.send': async () => {
        runs += 1;
        throw new Error('SMTP server said 451: try again later');
      },
    });
    await enqueue(bed.t.db, { kind: 'mail.send', maxAttempts: 4 });

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await w.runDue()).toBe(1);
      const row = await onlyJob(bed.t.db, 'mail.send');
      expect(row).toMatchObject({
        state: 'queued',
        attempts: attempt,
        lastError: 'SMTP server said 451: try again later',
      });
      // Not due again until its wait has passed...
      expect(await w.runDue()).toBe(0);
      // ...which is the upper half of 10 s, 20 s, 40 s (the jitter), so each is longer.
      const step = RETRY_DELAY_LIMITS.firstMs * 2 ** (attempt - 1);
      expect(row.waitMs).toBeGreaterThanOrEqual(step / 2);
      expect(row.waitMs).toBeLessThanOrEqual(step);
      waits.push(row.waitMs);
      await makeDue(bed.t.db, 'mail.send');
    }
    expect(waits[1]).toBeGreaterThanOrEqual(waits[0]!);
    expect(waits[2]).toBeGreaterThanOrEqual(waits[1]!);
    expect(w.logLines.filter((line) => line.level === 'warn')).toHaveLength(3);

    expect(await w.runDue()).toBe(1);
    expect(await onlyJob(bed.t.db, 'mail.send')).toMatchObject({ state: 'failed', attempts: 4 });
    await makeDue(bed.t.db, 'mail.send');
    expect(await w.runDue()).toBe(0);
    expect(runs).toBe(4);
    const errors = w.logLines.filter((line) => line.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      message: 'job failed for good',
      details: { kind: 'mail.send', attempt: 4, error: 'SMTP server said 451: try again later' },
    });
  });

  it("keeps a failed query's message without the personal data in its parameters", async () => {
    const w = bed.worker({
      'mail.send': async (payload) => {
        const { email } = payload as { email: string };
        await bed.t.db.execute(sql`select ${email}::int`);
      },
    });
    await enqueue(bed.t.db, { kind: 'mail.send', payload: { email: 'asha@example.com' } });
    await w.runDue();

    const { lastError } = await onlyJob(bed.t.db, 'mail.send');
    expect(lastError).toMatch(/select \$1::int/);
    expect(lastError).not.toContain('asha@example.com');
    expect(JSON.stringify(w.logLines)).not.toContain('asha@example.com');
  });

  it('fails a job of a kind nobody handles at once, saying so', async () => {
    const w = bed.worker({});
    await enqueue(bed.t.db, { kind: 'mail.sned' });
    expect(await w.runDue()).toBe(1);
    expect(await onlyJob(bed.t.db, 'mail.sned')).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'No handler is registered for job kind "mail.sned"',
    });
    expect(w.logLines).toMatchObject([{ level: 'error', details: { kind: 'mail.sned' } }]);
  });

  it('runs again a job whose worker died, once its lease has run out, and not before', async () => {
    const reconcile = noting();
    const w = bed.worker({ reconcile: reconcile.handler });
    await enqueue(bed.t.db, { kind: 'reconcile', payload: { order: 'dead worker' } });
    await enqueue(bed.t.db, { kind: 'reconcile', payload: { order: 'live worker' } });
    // Claimed by processes that are gone: one lease ran out, the other still holds.
    const [dead, live] = await jobRows(bed.t.db, 'reconcile');
    const claim = (id: number, leaseEnd: ReturnType<typeof sql>) =>
      bed.t.db
        .update(jobs)
        .set({ state: 'running', attempts: 1, lockedUntil: leaseEnd })
        .where(eq(jobs.id, id));
    await claim(dead!.id, sql`now() - interval '1 second'`);
    await claim(live!.id, sql`now() + interval '1 hour'`);

    expect(await w.runDue()).toBe(1);
    expect(reconcile.calls).toMatchObject([
      { payload: { order: 'dead worker' }, run: { attempt: 2 } },
    ]);
    expect(await jobRows(bed.t.db, 'reconcile')).toMatchObject([
      { state: 'done', attempts: 2 },
      { state: 'running', attempts: 1 },
    ]);
  });

  it('ignores the outcome of a run whose lease was taken over by another worker', async () => {
    const slowStarted = gate();
    const letSlowFail = gate();
    const slow = bed.worker({
      reconcile: async () => {
        slowStarted.open();
        await letSlowFail.opened;
        throw new Error('PayPal timed out');
      },
    });
    const rescueStarted = gate();
    const letRescueFinish = gate();
    const rescuer = bed.worker(
      {
        reconcile: async () => {
          rescueStarted.open();
          await letRescueFinish.opened;
        },
      },
      { db: bed.otherDb },
    );
    await enqueue(bed.t.db, { kind: 'reconcile' });

    const slowRun = slow.runDue();
    await slowStarted.opened;
    // The slow process seems dead: its lease runs out, and another worker takes the job over.
    await bed.t.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` });
    const rescue = rescuer.runDue();
    await rescueStarted.opened;
    // The first run ends while the second is still running: its failure must not requeue the
    // job under the second run (which would then run it a third time).
    letSlowFail.open();
    await slowRun;
    expect(await onlyJob(bed.t.db, 'reconcile')).toMatchObject({ state: 'running', attempts: 2 });
    letRescueFinish.open();
    expect(await rescue).toBe(1);

    expect(await onlyJob(bed.t.db, 'reconcile')).toMatchObject({
      state: 'done',
      attempts: 2,
      lastError: null,
    });
    expect(slow.logLines).toMatchObject([
      { level: 'warn', message: 'job failed; it runs again' },
      { level: 'warn', message: expect.stringMatching(/claimed again; this run is not recorded/) },
    ]);
    expect(rescuer.logLines).toEqual([]);
  });

  it('runs a batch at a time and goes on while batches are full', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const w = bed.worker(
      {
        count: async () => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await new Promise((resolve) => setImmediate(resolve));
          running -= 1;
        },
      },
      { concurrency: 2 },
    );
    for (let index = 0; index < 5; index++) await enqueue(bed.t.db, { kind: 'count' });

    expect(await w.runDue()).toBe(5);
    expect(mostAtOnce).toBe(2);
    expect((await jobRows(bed.t.db, 'count')).map((row) => row.state)).toEqual(
      Array(5).fill('done'),
    );
  });
});
