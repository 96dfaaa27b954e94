import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_KINDS } from '@attire/contract';
import { jobs } from '../../src/db/schema/index.js';
import { enqueue } from '../../src/modules/jobs/enqueue.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { signUp } from '../support/fixtures.js';
import { makeDue } from '../support/jobs.js';
import { scrape, type Scrape } from '../support/prometheus-text.js';
import { runJobs, startSmtpServer, type TestSmtp } from '../support/smtp.js';

// The job queue's depth and the e-mails' outcomes as a scrape reports them, over a real socket,
// with a real SMTP server. The app's own worker polls once an hour here, so that the jobs a test
// queues wait until the test runs them (runJobs) or removes them.

const TOKEN = 'scrape-token-0123456789abcdef';
const IDLE_KIND = 'metrics-test.idle';

describe('GET /metrics: the job queue and e-mails', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({
      listen: true,
      env: { METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url, JOB_POLL_INTERVAL_MS: '3600000' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    smtp.accept();
    // What listening queued (the schedules' first runs) is done before a test counts.
    await runJobs(t.app);
  });

  const metrics = () => scrape(t.baseUrl, TOKEN);
  const depth = (m: Scrape, state: string) => m.value('attire_job_queue_jobs', { state });

  it('counts ready, running and scheduled jobs, and ages the oldest ready one', async () => {
    const before = await metrics();
    expect(depth(before, 'ready')).toBe(0);
    expect(before.value('attire_job_queue_oldest_ready_age_seconds')).toBe(0);

    await enqueue(t.db, { kind: IDLE_KIND, runAt: new Date(Date.now() - 3_000) });
    await enqueue(t.db, { kind: IDLE_KIND, runAt: new Date(Date.now() + 3_600_000) });
    // A run in progress elsewhere: claimed, its lease still live.
    await enqueue(t.db, { kind: IDLE_KIND, key: 'metrics-test:running' });
    await t.db
      .update(jobs)
      .set({ state: 'running', lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(jobs.key, 'metrics-test:running'));

    const queued = await metrics();
    expect(depth(queued, 'ready')).toBe(1);
    expect(depth(queued, 'running')).toBe(depth(before, 'running') + 1);
    expect(depth(queued, 'scheduled')).toBe(depth(before, 'scheduled') + 1);
    const age = queued.value('attire_job_queue_oldest_ready_age_seconds');
    expect(age).toBeGreaterThanOrEqual(2.5);
    expect(age).toBeLessThan(10);

    // The running one's process died: once its lease lapses it is ready again.
    await t.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.key, 'metrics-test:running'));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const later = await metrics();
    expect(depth(later, 'ready')).toBe(2);
    expect(depth(later, 'running')).toBe(depth(before, 'running'));
    expect(later.value('attire_job_queue_oldest_ready_age_seconds') - age).toBeGreaterThanOrEqual(
      1,
    );

    await t.db.delete(jobs).where(eq(jobs.kind, IDLE_KIND));
    expect(depth(await metrics(), 'ready')).toBe(0);
  });

  it('counts e-mails sent, sends retried, and e-mails given up, by kind', async () => {
    const count = (m: Scrape, name: string, labels: Record<string, string>) =>
      m.value(name, { kind: 'verifyEmail', ...labels });
    const sent = (m: Scrape) => count(m, 'attire_emails_sent_total', {});
    const failed = (m: Scrape, outcome: string) =>
      count(m, 'attire_emails_failed_total', { outcome });
    const start = await metrics();
    // Every kind is there from the start, at zero.
    expect(start.find('attire_emails_sent_total')).toHaveLength(MAIL_KINDS.length);
    expect(
      start.value('attire_emails_failed_total', { kind: 'orderConfirmed', outcome: 'given_up' }),
    ).toBe(0);

    const { user } = await signUp(t.app);
    await runJobs(t.app);
    expect(smtp.to(user.email)).toHaveLength(1);
    const afterSend = await metrics();
    expect(sent(afterSend)).toBe(sent(start) + 1);
    expect(failed(afterSend, 'retried')).toBe(failed(start, 'retried'));

    smtp.refuse(451);
    const second = await signUp(t.app);
    await runJobs(t.app);
    const afterRefusal = await metrics();
    expect(failed(afterRefusal, 'retried')).toBe(failed(start, 'retried') + 1);
    expect(failed(afterRefusal, 'given_up')).toBe(failed(start, 'given_up'));
    expect(sent(afterRefusal)).toBe(sent(afterSend));

    // Refused for good: the message is given up.
    smtp.refuse(550);
    await makeDue(t.db, 'mail.send');
    await runJobs(t.app);
    expect(smtp.to(second.user.email)).toEqual([]);
    const afterGivingUp = await metrics();
    expect(failed(afterGivingUp, 'given_up')).toBe(failed(start, 'given_up') + 1);
    expect(failed(afterGivingUp, 'retried')).toBe(failed(afterRefusal, 'retried'));
  });
});
