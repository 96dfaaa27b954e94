import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { RECONCILE_ORDER_JOB } from '../../src/modules/orders/payment-jobs.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { insertProduct, signUp, type Session } from '../support/fixtures.js';
import { jobRows } from '../support/jobs.js';
import { checkoutCalls } from '../support/checkout.js';
import { postWebhook, until, webhookRelay } from '../support/paypal-webhooks.js';
import { orderRow } from '../support/reconcile.js';
import { freePort, startSandboxProcess, type SandboxProcess } from '../support/sandbox-process.js';

const WEBHOOK_ID = 'WH-ATTIRE-TEST';
const PAYPAL_ENV = {
  PAYPAL_CLIENT_ID: 'attire-sandbox-client',
  PAYPAL_CLIENT_SECRET: 'attire-sandbox-secret',
};

/**
 * PayPal's webhooks (contract: "Payments the shop did not finish"): the sandbox runs as its own
 * process and posts its events to a listening shop. The shop's sweep runs only hourly here and
 * skips orders younger than that, so an order paid within seconds was paid by the webhook's job.
 */
describe('PayPal webhooks', () => {
  let work: string;
  let relay: Awaited<ReturnType<typeof webhookRelay>>;
  let sandbox: SandboxProcess;
  let t: TestApp;
  let kiran: Session;
  const { approvedOrder, detailsOf } = checkoutCalls(() => t.app);
  const orderJobs = async (db = t.db) => jobRows(db, RECONCILE_ORDER_JOB);

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'attire-webhooks-'));
    relay = await webhookRelay();
    sandbox = await startSandboxProcess(await freePort(), work, [
      '--webhook-url',
      relay.url,
      '--webhook-id',
      WEBHOOK_ID,
    ]);
    t = await startTestApp({
      listen: true,
      env: {
        ...PAYPAL_ENV,
        PAYPAL_API_BASE: sandbox.url,
        PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
        JOB_POLL_INTERVAL_MS: '50',
        RECONCILE_INTERVAL_S: '3600',
      },
    });
    relay.forwardTo(`${t.baseUrl}/api/paypal/webhook`);
    kiran = await signUp(t.app, { name: 'Kiran' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sandbox?.kill();
    await relay?.close();
    await rm(work, { recursive: true, force: true });
  });

  /** An approved order whose shopper never came back, and PayPal's genuine approval event. */
  async function abandonedApproval() {
    const tee = await insertProduct(t.db, { price: 540, totalStock: 3 });
    const payment = await approvedOrder(kiran, [{ productId: tee.id, quantity: 1 }], 540);
    const eventFor = (type: string) =>
      relay.deliveries.find(
        (delivery) =>
          delivery.event.event_type === type &&
          JSON.stringify(delivery.event.resource).includes(payment.paymentId),
      );
    return { payment, eventFor };
  }

  it('pays an approved order at the word of the approval webhook, without the sweep', async () => {
    const { payment, eventFor } = await abandonedApproval();
    await until('the order to be paid', async () => {
      return (await detailsOf(kiran, payment.orderId)).paymentStatus === 'paid';
    });
    const order = await detailsOf(kiran, payment.orderId);
    expect(order).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid' });
    expect(order.timeline.filter((step) => step.event === 'paid')).toEqual([
      expect.objectContaining({ by: 'system' }),
    ]);
    // The sweep marks each order it asks about; it never came to this one.
    expect((await orderRow(t.db, payment.orderId)).checkedAt).toBeNull();
    const approval = eventFor('CHECKOUT.ORDER.APPROVED')!;
    expect(approval.status).toBe(200);
    expect(
      (await orderJobs()).find((job) => job.key === `paypal-event:${approval.event.id}`),
    ).toMatchObject({ state: 'done', payload: { paypalOrderId: payment.paymentId } });
    // The capture's own event follows; its job finds the order paid and leaves it so.
    await until('the capture event', () => eventFor('PAYMENT.CAPTURE.COMPLETED')?.status === 200);
    await until('its job', async () => (await orderJobs()).every((job) => job.state === 'done'));
    expect(await t.app.paypal.getOrder(payment.paymentId)).toMatchObject({ capturedPaise: 54_000 });
    expect((await detailsOf(kiran, payment.orderId)).timeline.at(-1)?.event).toBe('paid');
  });

  it('refuses forged events, queuing nothing, and queues a redelivered one once', async () => {
    const { payment, eventFor } = await abandonedApproval();
    // Both of PayPal's events answered (their jobs queued), the order paid: nothing else moves.
    await until('the order to be paid', async () => {
      return (await detailsOf(kiran, payment.orderId)).paymentStatus === 'paid';
    });
    await until('the capture event', () => eventFor('PAYMENT.CAPTURE.COMPLETED') !== undefined);
    const genuine = eventFor('CHECKOUT.ORDER.APPROVED')!;
    const before = (await orderJobs()).length;

    const otherSignature = Buffer.alloc(32, 7).toString('base64');
    const { 'paypal-transmission-sig': _sig, ...unsigned } = genuine.headers;
    const forgeries = [
      { headers: { ...genuine.headers, 'paypal-transmission-sig': otherSignature } },
      // Signed for another event: the signature names the event id.
      { body: JSON.stringify({ ...genuine.event, id: 'WH-FORGED-0000000000' }) },
      { headers: unsigned },
      { headers: { 'content-type': 'application/json' } },
    ];
    for (const forgery of forgeries) {
      const reply = await postWebhook(
        t.app,
        forgery.headers ?? genuine.headers,
        forgery.body ?? genuine.body,
      );
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ success: false, message: MESSAGES.webhookRejected });
    }
    expect(await orderJobs()).toHaveLength(before);

    // PayPal delivering the same event again (it retries until it hears a 2xx).
    const again = await postWebhook(t.app, genuine.headers, genuine.body);
    expect(again.statusCode).toBe(200);
    const jobs = await orderJobs();
    expect(jobs).toHaveLength(before);
    expect(jobs.filter((job) => job.key === `paypal-event:${genuine.event.id}`)).toHaveLength(1);
  });

  it('refuses genuine events meant for another webhook, and all events without PAYPAL_WEBHOOK_ID', async () => {
    const { eventFor } = await abandonedApproval();
    await until('the approval event', () => eventFor('CHECKOUT.ORDER.APPROVED') !== undefined);
    const genuine = eventFor('CHECKOUT.ORDER.APPROVED')!;
    const env = { ...PAYPAL_ENV, PAYPAL_API_BASE: sandbox.url };
    for (const webhookId of ['WH-SOMEONE-ELSE', undefined]) {
      const other = await startTestApp({
        env: { ...env, ...(webhookId && { PAYPAL_WEBHOOK_ID: webhookId }) },
      });
      try {
        const reply = await postWebhook(other.app, genuine.headers, genuine.body);
        expect(reply.statusCode).toBe(400);
        expect(reply.json()).toMatchObject({ message: MESSAGES.webhookRejected });
        expect(await orderJobs(other.db)).toEqual([]);
      } finally {
        await other.close();
      }
    }
  });
});
