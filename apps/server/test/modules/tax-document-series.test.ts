import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';
import { orders, taxDocuments, users } from '../../src/db/schema/index.js';
import { reconcileOrder } from '../../src/modules/orders/reconcile-payments.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { httpClient, pressOnApprovalPage } from '../support/fetch-client.js';
import { insertProduct, signInAdmin } from '../support/fixtures.js';
import { BENGALURU, moneySettings } from '../support/money.js';
import { reconcileDeps } from '../support/reconcile.js';
import { freePort, startSandboxProcess, type SandboxProcess } from '../support/sandbox-process.js';

const PAYMENTS = 50;
// Captured by the reconciliation job rather than the shopper (a closed tab).
const BY_THE_JOB = 10;

// GST's unbroken series (CGST Rule 46): invoices numbered in the transactions that record
// payments, recorded at once by shoppers' captures on two processes (on PostgreSQL; PGlite is
// one process's own) and by the reconciliation job. No gap, no repeat, even when one of those
// transactions fails after taking its number.
describe('the invoice series under payments recorded at once', () => {
  let work: string;
  let sandbox: SandboxProcess;
  let t: TestApp;
  let other: { app: FastifyInstance; url: string } | undefined;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'attire-series-'));
    sandbox = await startSandboxProcess(await freePort(), work, [
      '--capture-reply-delay-ms',
      '200',
      '--rate-limit-per-minute',
      '100000',
    ]);
    t = await startTestApp({
      listen: true,
      env: {
        PAYPAL_API_BASE: sandbox.url,
        PAYPAL_CLIENT_ID: 'attire-sandbox-client',
        PAYPAL_CLIENT_SECRET: 'attire-sandbox-secret',
      },
    });
    const admin = await signInAdmin(t.app);
    await moneySettings(
      () => t.app,
      () => admin,
    ).setStore();
    if (process.env.DATABASE_URL) {
      const database = openDatabase({ databaseUrl: t.config.databaseUrl, pgliteDir: 'memory://' });
      const app = await buildApp(t.config, { database, logger: false });
      other = { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
    }
  }, 60_000);
  afterAll(async () => {
    await other?.app.close();
    await t?.close();
    await sandbox?.kill();
    await rm(work, { recursive: true, force: true });
  });

  /**
   * `count` approved orders, each by a shopper of its own, of a product of its own: orders of
   * one product would wait for each other on its stock's row lock, and never race for a number.
   */
  async function approvedOrders(count: number) {
    const approved = [];
    for (let index = 0; index < count; index++) {
      const tee = await insertProduct(t.db, { price: 700 });
      const [user] = await t.db
        .insert(users)
        .values({ name: `Buyer ${index}`, email: `series-${randomUUID()}@example.com` })
        .returning();
      const token = await t.app.tokens.sign(user!.id);
      const created = await httpClient(t.baseUrl, token).call('shopOrders.create', {
        body: {
          userId: user!.id,
          orderItems: [{ productId: tee.id, quantity: 1 }],
          shippingAddress: BENGALURU,
          totalAmount: 700,
        },
      });
      expect(created.status).toBe(201);
      const back = await pressOnApprovalPage(created.body.approvalURL, 'Pay');
      approved.push({
        token,
        orderId: created.body.orderId,
        paymentId: back.searchParams.get('token')!,
        payerId: back.searchParams.get('PayerID')!,
      });
    }
    return approved;
  }

  /** Shoppers capture (alternating processes) while the job captures the last few itself. */
  async function recordAtOnce(approved: Awaited<ReturnType<typeof approvedOrders>>) {
    const job = reconcileDeps(t.app);
    return Promise.all(
      approved.map(async ({ token, ...payment }, index) => {
        if (index >= approved.length - BY_THE_JOB) {
          await reconcileOrder(job, payment.orderId);
          return 200;
        }
        const base = other && index % 2 === 1 ? other.url : t.baseUrl;
        const reply = await httpClient(base, token).call('shopOrders.capture', { body: payment });
        return reply.status;
      }),
    );
  }

  async function serialsOf(orderIds: string[]) {
    const rows = await t.db
      .select({ serial: taxDocuments.serial, number: taxDocuments.number })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.kind, 'invoice'), inArray(taxDocuments.orderId, orderIds)))
      .orderBy(asc(taxDocuments.serial));
    return rows;
  }

  const range = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => from + index);

  it(`numbers ${PAYMENTS} payments recorded at once 1 to ${PAYMENTS}`, async () => {
    const approved = await approvedOrders(PAYMENTS);
    const statuses = await recordAtOnce(approved);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const invoices = await serialsOf(approved.map(({ orderId }) => orderId));
    expect(invoices.map((invoice) => invoice.serial)).toEqual(range(1, PAYMENTS));
    expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(PAYMENTS);
  }, 120_000);

  it('leaves no gap when one payment’s transaction fails after taking its number', async () => {
    const approved = await approvedOrders(PAYMENTS);
    const victim = approved[3]!.orderId;
    // A real failure inside the database, once: the update that marks the order paid raises
    // (a sequence counts the attempts, since it is not rolled back with the transaction).
    await t.db.execute(sql.raw(`create sequence fail_once_attempts`));
    await t.db.execute(
      sql.raw(`create function fail_once() returns trigger language plpgsql as $$
        begin
          if new.id = '${victim}' and new.payment_status = 'paid'
             and nextval('fail_once_attempts') = 1 then
            raise exception 'injected failure while recording a payment';
          end if;
          return new;
        end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger fail_once before update on orders
        for each row execute function fail_once()`),
    );
    const statuses = await recordAtOnce(approved);
    expect(statuses[3]).toBe(500);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PAYMENTS - 1);
    // PayPal took the money; the job finds the payment and records it, with the next number.
    const [pending] = await t.db.select().from(orders).where(eq(orders.id, victim));
    expect(pending!.paymentStatus).toBe('pending');
    await reconcileOrder(reconcileDeps(t.app), victim);

    const invoices = await serialsOf(approved.map(({ orderId }) => orderId));
    expect(invoices.map((invoice) => invoice.serial)).toEqual(range(PAYMENTS + 1, PAYMENTS));
  }, 120_000);
});
