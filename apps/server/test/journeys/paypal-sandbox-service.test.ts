import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';
import { PASSWORD, insertProduct } from '../support/fixtures.js';
import { httpClient, pressOnApprovalPage } from '../support/fetch-client.js';
import { freePort, startSandboxProcess, type SandboxProcess } from '../support/sandbox-process.js';

describe('checkout against the PayPal sandbox running as its own service', () => {
  let dataDir: string;
  let port: number;
  let sandbox: SandboxProcess | undefined;
  let t: TestApp;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'attire-paypal-service-'));
    port = await freePort();
    sandbox = await startSandboxProcess(port, dataDir);
    t = await startTestApp({
      listen: true,
      env: {
        PAYPAL_API_BASE: sandbox.url,
        PAYPAL_CLIENT_ID: 'attire-sandbox-client',
        PAYPAL_CLIENT_SECRET: 'attire-sandbox-secret',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('captures a payment approved before the sandbox was killed and started again', async () => {
    const tee = await insertProduct(t.db, { title: 'Linen Shirt', price: 1499, totalStock: 2 });
    const registered = await httpClient(t.baseUrl).call('auth.register', {
      body: {
        name: 'Meera Iyer',
        email: 'meera@example.com',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    expect(registered.status).toBe(201);
    const { user, token } = registered.body;
    const shopper = httpClient(t.baseUrl, token);
    await shopper.call('cart.add', { body: { userId: user.id, productId: tee.id, quantity: 1 } });

    const order = await shopper.call('shopOrders.create', {
      body: {
        userId: user.id,
        orderItems: [{ productId: tee.id, quantity: 1 }],
        shippingAddress: {
          address: '4 Park Street',
          city: 'Kolkata',
          pincode: '700016',
          phone: '9830012345',
        },
        totalAmount: 1499,
      },
    });
    expect(order.status).toBe(201);
    // The shopper's browser goes to the sandbox's own approval page.
    expect(new URL(order.body.approvalURL).origin).toBe(sandbox!.url);
    const back = await pressOnApprovalPage(order.body.approvalURL, 'Pay');
    const paymentId = back.searchParams.get('token') ?? '';
    const payerId = back.searchParams.get('PayerID') ?? '';

    // PayPal goes away between the shopper's approval and the shop's capture, and comes back.
    await sandbox!.kill();
    sandbox = await startSandboxProcess(port, dataDir);

    const captured = await shopper.call('shopOrders.capture', {
      body: { paymentId, payerId, orderId: order.body.orderId },
    });
    expect(captured.status).toBe(200);
    expect(captured.body.order).toMatchObject({
      paymentStatus: 'paid',
      orderStatus: 'confirmed',
      paymentId,
      payerId,
    });
    const cart = await shopper.call('cart.fetch', { params: { userId: user.id } });
    expect(cart.body.cart.items).toEqual([]);
    expect((await t.app.paypal.getOrder(paymentId)).status).toBe('COMPLETED');
  });
});
