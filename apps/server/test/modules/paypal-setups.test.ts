import { randomUUID } from 'node:crypto';
import { readdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from '@attire/paypal-sandbox';
import { createPaypalClient } from '../../src/modules/payments/paypal-client.js';
import { orders } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { expectAppError } from '../support/app-error.js';
import { orderBody } from '../support/checkout.js';
import { insertProduct, signUp } from '../support/fixtures.js';
import { api } from '../support/http.js';
import { hangingServer } from '../support/outages.js';

// Which PayPal the shop talks to: the sandbox it mounts when none is configured, and a
// configured one that never answers (payments.test.ts covers the client against the sandbox).

describe('the sandbox the shop mounts, reached in-process', () => {
  it('takes payments while the shop listens on no port, and keeps them across its restart', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'attire-paypal-'));
    const first = await startTestApp({ env: { DATA_DIR: dataDir } });
    const shopper = await signUp(first.app);
    const tee = await insertProduct(first.db, { price: 100 });
    const created = await api(first.app, shopper.token).call('shopOrders.create', {
      body: orderBody(shopper.user.id, [{ productId: tee.id, quantity: 1 }], 100),
    });
    expect(created.status).toBe(201);
    const paymentId = new URL(created.body.approvalURL).searchParams.get('token')!;
    await first.close();

    const second = await startTestApp({ env: { DATA_DIR: dataDir } });
    try {
      expect((await second.app.paypal.getOrder(paymentId)).status).toBe('CREATED');
      const stored = await readdir(path.join(dataDir, 'paypal-sandbox', 'orders'));
      expect(stored).toContain(`${paymentId}.json`);
    } finally {
      await second.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a PayPal that does not answer', () => {
  // Takes connections and never answers: the client's timeout must end the wait.
  let silent: Awaited<ReturnType<typeof hangingServer>>;
  let base: string;
  let t: TestApp;
  beforeAll(async () => {
    silent = await hangingServer();
    base = `http://127.0.0.1:${silent.port}`;
    t = await startTestApp({ env: { PAYPAL_API_BASE: base, PAYPAL_TIMEOUT_MS: '300' } });
  });
  afterAll(async () => {
    await t.close();
    await silent.close();
  });

  it('is the PayPal the shop uses: no sandbox is mounted', async () => {
    const basic = Buffer.from(`${SANDBOX_CLIENT_ID}:${SANDBOX_CLIENT_SECRET}`).toString('base64');
    const token = await t.app.inject({
      method: 'POST',
      url: '/paypal-sandbox/v1/oauth2/token',
      headers: { authorization: `Basic ${basic}` },
      payload: { grant_type: 'client_credentials' },
    });
    expect(token.statusCode).toBe(404);
  });

  it('is given up on within the configured time and reported as down', async () => {
    const paypal = createPaypalClient({
      baseUrl: base,
      clientId: 'id',
      clientSecret: 'secret',
      currency: 'INR',
      timeoutMs: 300,
    });
    const started = Date.now();
    await expectAppError(
      paypal.captureOrder('ANYORDER', randomUUID()),
      502,
      MESSAGES.paymentProviderDown,
    );
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(1500);
  });

  it('makes checkout answer 502 and keeps no order that could never be paid', async () => {
    const shopper = await signUp(t.app);
    const tee = await insertProduct(t.db, { price: 100 });
    const started = Date.now();
    const refused = await api(t.app, shopper.token).call('shopOrders.create', {
      body: orderBody(shopper.user.id, [{ productId: tee.id, quantity: 1 }], 100),
    });
    expect(refused.status).toBe(502);
    expect(refused.error.message).toBe(MESSAGES.paymentProviderDown);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await t.db.select().from(orders)).toEqual([]);
  });
});
