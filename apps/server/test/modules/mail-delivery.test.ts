import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, mailMessages } from '../../src/db/schema/index.js';
import { enqueue } from '../../src/modules/jobs/enqueue.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { signUp } from '../support/fixtures.js';
import { jobRows, makeDue } from '../support/jobs.js';
import { runJobs, startSmtpServer, type TestSmtp } from '../support/smtp.js';

// The queue between the shop and its SMTP server: retries with backoff while the server refuses,
// one delivery per event however often its job runs, and a clear end when the server refuses
// for good. Time is moved in the database (run_at, sending_since), never slept through.

describe('e-mail delivery through the queue', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({
      env: { SMTP_URL: smtp.url },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => smtp.accept());

  /** The verification e-mail of a new shopper: its row and its job. */
  async function newMessage() {
    const { user } = await signUp(t.app);
    const [row] = await t.db.select().from(mailMessages).where(eq(mailMessages.to, user.email));
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `mail:${row!.eventKey}`));
    return { email: user.email, row: row!, job: job! };
  }
  const stateOf = async (id: string) =>
    (await t.db.select().from(mailMessages).where(eq(mailMessages.id, id)))[0]!;
  const jobOf = async (id: number) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  it('retries with growing waits while the SMTP server refuses, and delivers once it accepts', async () => {
    smtp.refuse();
    const { email, row, job } = await newMessage();
    await runJobs(t.app);
    expect(smtp.to(email)).toEqual([]);
    const firstWait = (await jobRows(t.db, 'mail.send')).find((r) => r.id === job.id)!.waitMs;
    expect(firstWait).toBeGreaterThanOrEqual(5_000);
    expect(await stateOf(row.id)).toMatchObject({ state: 'queued', sendingSince: null });
    expect((await stateOf(row.id)).lastError).toMatch(/451 .*try again later/);

    await makeDue(t.db, 'mail.send');
    await runJobs(t.app);
    const secondWait = (await jobRows(t.db, 'mail.send')).find((r) => r.id === job.id)!.waitMs;
    expect(secondWait).toBeGreaterThanOrEqual(10_000);
    expect(smtp.to(email)).toEqual([]);

    smtp.accept();
    await makeDue(t.db, 'mail.send');
    await runJobs(t.app);
    expect(smtp.to(email)).toHaveLength(1);
    const sent = await stateOf(row.id);
    expect(sent).toMatchObject({ state: 'sent', attempts: 3, lastError: null, sendingSince: null });
    expect(sent.sentAt).not.toBeNull();
    expect((await jobOf(job.id)).state).toBe('done');
  });

  it('sends once however often the job runs, or another job names the same message', async () => {
    const { email, row, job } = await newMessage();
    await runJobs(t.app);
    expect(smtp.to(email)).toHaveLength(1);
    expect(smtp.to(email)[0]!.messageId).toBe(`<${row.id}@attire.test>`);
    // Dated when its event happened (to the second), however late it leaves.
    const dated = smtp.to(email)[0]!.parsed.date!.getTime();
    expect(Math.abs(dated - row.createdAt.getTime())).toBeLessThan(1_000);

    // The job runs again, as after a crash between sending and recording the job done.
    await t.db
      .update(jobs)
      .set({ state: 'queued', runAt: sql`now()` })
      .where(eq(jobs.id, job.id));
    await enqueue(t.db, { kind: 'mail.send', key: 'mail:again', payload: { messageId: row.id } });
    await runJobs(t.app);
    expect(smtp.to(email)).toHaveLength(1);
    expect((await jobOf(job.id)).state).toBe('done');
  });

  it('keeps off a message another run is sending, and sends it once that run is clearly dead', async () => {
    smtp.refuse();
    const { email, row, job } = await newMessage();
    smtp.accept();
    // Another process claimed it a moment ago and is talking to the SMTP server.
    await t.db
      .update(mailMessages)
      .set({ sendingSince: sql`now()` })
      .where(eq(mailMessages.id, row.id));
    await runJobs(t.app);
    expect(smtp.to(email)).toEqual([]);
    expect((await jobOf(job.id)).lastError).toMatch(/Another run is sending/);

    // That process died: its mark grows old, and the message goes out (perhaps a second time).
    await t.db
      .update(mailMessages)
      .set({ sendingSince: sql`now() - interval '3 minutes'` })
      .where(eq(mailMessages.id, row.id));
    await makeDue(t.db, 'mail.send');
    await runJobs(t.app);
    expect(smtp.to(email)).toHaveLength(1);
    expect(await stateOf(row.id)).toMatchObject({ state: 'sent', sendingSince: null });
    expect(lines.some((line) => line.includes('an earlier run stopped while sending'))).toBe(true);
  });

  it('gives a message up when the server refuses it for good, or after the last attempt', async () => {
    smtp.refuse(550);
    const refused = await newMessage();
    await runJobs(t.app);
    expect(await stateOf(refused.row.id)).toMatchObject({ state: 'failed' });
    expect((await stateOf(refused.row.id)).lastError).toMatch(/550/);
    // Not retried: the same message would be refused again.
    expect((await jobOf(refused.job.id)).state).toBe('done');
    expect(smtp.refusals).toBeGreaterThan(0);

    smtp.refuse(451);
    const tired = await newMessage();
    await t.db.update(jobs).set({ attempts: 19 }).where(eq(jobs.id, tired.job.id));
    await runJobs(t.app);
    expect(await stateOf(tired.row.id)).toMatchObject({ state: 'failed' });
    expect((await jobOf(tired.job.id)).state).toBe('failed');
    // No address in what the jobs table and the logs keep of the failure.
    const reason = (await jobOf(tired.job.id)).lastError;
    expect(reason).toMatch(/451 .*<address>.*try again later/);
    expect(reason).not.toContain(tired.email);
    expect(lines.join('\n')).not.toContain(tired.email);
  });
});
