import path from 'node:path';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';
import { jobs, mailMessages, stockAlerts } from '../../src/db/schema/index.js';
import { notifyRestocked } from '../../src/modules/stock-alerts/notify-restocked.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { type Session, signInAdmin } from '../support/fixtures.js';
import { startSmtpServer, type TestSmtp } from '../support/smtp.js';
import { insertShoppers, insertWaitingAlerts, stockAlertCalls } from '../support/stock-alerts.js';

// Issue 28: 200 shoppers wait for one size; it comes back. Two server processes run the job
// queue against one PostgreSQL database (PGlite is one process's own: there, one runs it), and
// the restock job itself runs three times at once, as after a lost lease: still 200 e-mails,
// one to each shopper.

const WAITING = 200;

describe('a crowd waiting for one size', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let other: FastifyInstance | undefined;
  let admin: Session;
  const calls = stockAlertCalls(
    () => t.app,
    () => admin,
  );
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // Both processes poll the queue every 50 ms once they listen.
    t = await startTestApp({
      listen: true,
      env: { SMTP_URL: smtp.url, JOB_POLL_INTERVAL_MS: '50' },
    });
    if (t.config.databaseUrl) {
      const database = openDatabase({ databaseUrl: t.config.databaseUrl, pgliteDir: 'memory://' });
      other = await buildApp(t.config, {
        database,
        logger: false,
        webRoot: path.join(t.config.dataDir, 'no-web-build'),
      });
      await other.listen({ host: '127.0.0.1', port: 0 });
    }
    admin = await signInAdmin(t.app);
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
    await smtp.close();
  });

  /** Waits until every e-mail of the crowd is sent and no job is left to run. */
  async function queueSettled(mailIds: () => Promise<string[]>) {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const pending = await t.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(jobs.kind, ['mail.send', 'stockAlerts.restocked']),
            or(eq(jobs.state, 'queued'), eq(jobs.state, 'running')),
          ),
        );
      const ids = await mailIds();
      const sent = ids.length
        ? await t.db
            .select({ id: mailMessages.id })
            .from(mailMessages)
            .where(and(inArray(mailMessages.id, ids), eq(mailMessages.state, 'sent')))
        : [];
      if (pending.length === 0 && ids.length >= WAITING && sent.length === ids.length) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the e-mails were still not all sent after 60 s');
  }

  it('sends each of 200 waiting shoppers one e-mail', async () => {
    const shirt = await calls.addShirt({ s: 0, m: 3 });
    const shoppers = await insertShoppers(t.db, WAITING);
    await insertWaitingAlerts(
      t.db,
      shoppers.map((shopper) => shopper.id),
      { productId: shirt.product.id, variantId: shirt.small.id },
    );

    await shirt.setStock({ s: 5, m: 3 });
    // The job the restock queued runs in one of the processes; here it also runs twice more
    // at the same moment, once on each process's connections.
    const variant = { variantId: shirt.small.id };
    const rerun = (app: FastifyInstance) =>
      notifyRestocked({ db: app.db, publicUrl: () => app.publicUrl() }, variant);
    await Promise.all([rerun(t.app), rerun(other ?? t.app)]);

    const alerts = () =>
      t.db
        .select({ status: stockAlerts.status, mailId: stockAlerts.mailId })
        .from(stockAlerts)
        .where(eq(stockAlerts.variantId, shirt.small.id));
    const mailIds = async () =>
      (
        await t.db
          .select({ id: mailMessages.id })
          .from(mailMessages)
          .where(eq(mailMessages.kind, 'backInStock'))
      ).map((row) => row.id);
    await queueSettled(mailIds);

    expect(await mailIds()).toHaveLength(WAITING);
    const addresses = new Set(shoppers.map((shopper) => shopper.email));
    const delivered = smtp.delivered.filter((mail) => addresses.has(mail.to));
    expect(delivered).toHaveLength(WAITING);
    expect(new Set(delivered.map((mail) => mail.to)).size).toBe(WAITING);
    expect(new Set(delivered.map((mail) => mail.messageId)).size).toBe(WAITING);
    expect(delivered.every((mail) => mail.subject === 'Back in stock: Linen Shirt, S, Navy')).toBe(
      true,
    );
    const rows = await alerts();
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    expect(new Set(rows.map((row) => row.mailId)).size).toBe(WAITING);
  });
});
