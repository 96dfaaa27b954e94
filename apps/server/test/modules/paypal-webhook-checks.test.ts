import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { RECONCILE_ORDER_JOB } from '../../src/modules/orders/payment-jobs.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { checkoutCalls } from '../support/checkout.js';
import { insertProduct, signUp, type Session } from '../support/fixtures.js';
import { jobRows } from '../support/jobs.js';
import {
  paypalRecorder,
  postWebhook,
  until,
  webhookRelay,
  type Delivery,
} from '../support/paypal-webhooks.js';
import { freePort, startSandboxProcess, type SandboxProcess } from '../support/sandbox-process.js';

const WEBHOOK_ID = 'WH-ATTIRE-TEST';

/** Transmission headers PayPal never sent, each post with an id of its own. */
const forgedHeaders = () => ({
  'content-type': 'application/json',
  'paypal-transmission-id': randomUUID(),
  'paypal-transmission-time': new Date().toISOString(),
  'paypal-transmission-sig': Buffer.alloc(32, 7).toString('base64'),
  'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-forged',
  'paypal-auth-algo': 'SHA256withRSA',
});
const forgedEvent = (eventType: string, id = `WH-${randomUUID()}`) =>
  JSON.stringify({ id, event_type: eventType, resource: { id: 'FORGED0000000001' } });

/**
 * What a webhook costs the shop (issue 21, defects 4 and 5): the sandbox runs as its own process
 * and the shop reaches it through a recorder, which shows every call the shop made to PayPal
 * and byte for byte what each carried.
 */
describe('PayPal webhook checks', () => {
  let work: string;
  let relay: Awaited<ReturnType<typeof webhookRelay>>;
  let recorder: Awaited<ReturnType<typeof paypalRecorder>>;
  let sandbox: SandboxProcess;
  let t: TestApp;
  let kiran: Session;
  const { approvedOrder } = checkoutCalls(() => t.app);
  const paypalEnv = () => ({
    PAYPAL_CLIENT_ID: 'attire-sandbox-client',
    PAYPAL_CLIENT_SECRET: 'attire-sandbox-secret',
    PAYPAL_API_BASE: recorder.url,
    PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
  });
  /** Whether the shop asked PayPal about the post with these transmission headers. */
  const askedAbout = (headers: Record<string, string>) =>
    recorder.verifications().some((call) => {
      const sent = JSON.parse(call.body) as { transmission_id: string };
      return sent.transmission_id === headers['paypal-transmission-id'];
    });

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'attire-webhook-checks-'));
    relay = await webhookRelay();
    sandbox = await startSandboxProcess(await freePort(), work, [
      '--webhook-url',
      relay.url,
      '--webhook-id',
      WEBHOOK_ID,
    ]);
    recorder = await paypalRecorder(sandbox.url);
    t = await startTestApp({ listen: true, env: { ...paypalEnv(), JOB_POLL_INTERVAL_MS: '50' } });
    relay.forwardTo(`${t.baseUrl}/api/paypal/webhook`);
    kiran = await signUp(t.app, { name: 'Kiran' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sandbox?.kill();
    await recorder?.close();
    await relay?.close();
    await rm(work, { recursive: true, force: true });
  });

  /** PayPal's approval event for a fresh order, once the shop has answered it. */
  async function genuineApproval(): Promise<Delivery> {
    const tee = await insertProduct(t.db, { price: 540, totalStock: 3 });
    const payment = await approvedOrder(kiran, [{ productId: tee.id, quantity: 1 }], 540);
    const approval = () =>
      relay.deliveries.find(
        (delivery) =>
          delivery.event.event_type === 'CHECKOUT.ORDER.APPROVED' &&
          delivery.event.resource.id === payment.paymentId,
      );
    await until('the approval event', () => approval() !== undefined);
    return approval()!;
  }

  it('asks PayPal about an event byte for byte as PayPal sent it', async () => {
    const genuine = await genuineApproval();
    expect(genuine.status).toBe(200);
    // PayPal's order of keys, which the contract's schema would change (id, event_type first).
    expect(Object.keys(genuine.event).slice(0, 2)).not.toEqual(['id', 'event_type']);
    const transmissionId = genuine.headers['paypal-transmission-id']!;
    const sent = recorder.verifications().find((call) => call.body.includes(transmissionId));
    expect(sent?.body).toContain(`"webhook_event":${genuine.body}`);

    // The same event written another way (spaced out, slashes escaped) is the same event to
    // PayPal, and reaches it written that way.
    const rewritten = JSON.stringify(genuine.event, null, 2).replaceAll('/', '\\/');
    expect(rewritten).toContain('\\/');
    const before = recorder.verifications().length;
    const again = await postWebhook(t.app, genuine.headers, rewritten);
    expect(again.statusCode).toBe(200);
    const calls = recorder.verifications().slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toContain(`"webhook_event":${rewritten}`);
  });

  it('acknowledges event types it does not act on without asking PayPal', async () => {
    const before = recorder.verifications().length;
    const eventIds: string[] = [];
    for (const eventType of ['PAYMENT.CAPTURE.REFUNDED', 'BILLING.SUBSCRIPTION.CREATED']) {
      const headers = forgedHeaders();
      const eventId = `WH-${randomUUID()}`;
      eventIds.push(eventId);
      const reply = await postWebhook(t.app, headers, forgedEvent(eventType, eventId));
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ success: true, message: 'Received' });
      expect(askedAbout(headers)).toBe(false);
    }
    expect(recorder.verifications()).toHaveLength(before);
    const keys = (await jobRows(t.db, RECONCILE_ORDER_JOB)).map((job) => job.key);
    for (const eventId of eventIds) expect(keys).not.toContain(`paypal-event:${eventId}`);
  });

  it('refuses an event PayPal would not check (an id longer than its own) as a forgery', async () => {
    const reply = await postWebhook(
      t.app,
      forgedHeaders(),
      forgedEvent('CHECKOUT.ORDER.APPROVED', `WH-${'X'.repeat(100)}`),
    );
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, message: MESSAGES.webhookRejected });
  });

  it('limits the posts of each IP, refusing the extra ones before PayPal is asked', async () => {
    const limited = await startTestApp({ env: { ...paypalEnv(), RATE_LIMIT_WEBHOOK_PER_IP: '3' } });
    try {
      const post = (headers: Record<string, string>, remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/paypal/webhook',
          headers,
          payload: forgedEvent('CHECKOUT.ORDER.APPROVED'),
          remoteAddress,
        });
      for (let i = 0; i < 3; i++) {
        const headers = forgedHeaders();
        expect((await post(headers, '203.0.113.7')).statusCode).toBe(400);
        expect(askedAbout(headers)).toBe(true);
      }
      const extra = forgedHeaders();
      const refused = await post(extra, '203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(askedAbout(extra)).toBe(false);
      // Another address has an allowance of its own.
      expect((await post(forgedHeaders(), '203.0.113.8')).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
