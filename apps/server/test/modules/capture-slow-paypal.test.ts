import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soldOutMessage } from '@attire/contract';
import { orders, stockReservations, users } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { httpClient, pressOnApprovalPage } from '../support/fetch-client.js';
import { insertProduct } from '../support/fixtures.js';
import { freePort, startSandboxProcess, type SandboxProcess } from '../support/sandbox-process.js';
import { variantStock } from '../support/sized-product.js';

const SHOPPERS = 200;
const STOCK = 50;
// PayPal answers each capture this late; no connection or row lock may wait with it.
const CAPTURE_DELAY_MS = 2_000;
const ADDRESS = { address: '1 MG Road', city: 'Bengaluru', pincode: '560001', phone: '9876543210' };

describe('many shoppers paying for the last units while PayPal answers slowly', () => {
  let work: string;
  let sandbox: SandboxProcess;
  let t: TestApp;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'attire-slow-paypal-'));
    sandbox = await startSandboxProcess(await freePort(), work, [
      '--capture-reply-delay-ms',
      String(CAPTURE_DELAY_MS),
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
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sandbox?.kill();
    await rm(work, { recursive: true, force: true });
  });

  it(`sells exactly ${STOCK} units to ${SHOPPERS} shoppers, refuses the rest with 409s, and keeps the shop answering`, async () => {
    const tee = await insertProduct(t.db, { title: 'Drop Tee', price: 899, totalStock: STOCK });
    const variantId = tee.variants[0]!.id;
    const approved = [];
    for (let index = 0; index < SHOPPERS; index++) {
      const [user] = await t.db
        .insert(users)
        .values({ name: `Shopper ${index}`, email: `drop-${index}-${randomUUID()}@example.com` })
        .returning();
      const token = await t.app.tokens.sign(user!.id);
      const created = await httpClient(t.baseUrl, token).call('shopOrders.create', {
        body: {
          userId: user!.id,
          orderItems: [{ productId: tee.id, quantity: 1 }],
          shippingAddress: ADDRESS,
          totalAmount: 899,
        },
      });
      expect(created.status).toBe(201);
      const back = await pressOnApprovalPage(created.body.approvalURL, 'Pay');
      approved.push({
        token,
        capture: {
          orderId: created.body.orderId,
          paymentId: back.searchParams.get('token')!,
          payerId: back.searchParams.get('PayerID')!,
        },
      });
    }

    const captures = Promise.all(
      approved.map(({ token, capture }) =>
        httpClient(t.baseUrl, token).call('shopOrders.capture', { body: capture }),
      ),
    );
    // While the winners' captures wait on PayPal, a bystander browses. (How long the listing
    // takes meanwhile is measured by `npm run bench:slow-paypal`, not asserted here.)
    await until(async () => (await heldUnits()) === STOCK);
    const listing = await httpClient(t.baseUrl, approved[0]!.token).call('shopProducts.list', {
      query: {},
    });
    expect(listing.status).toBe(200);

    const replies = await captures;
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(STOCK);
    expect(statuses.filter((status) => status === 409)).toHaveLength(SHOPPERS - STOCK);
    for (const reply of replies.filter((r) => r.status === 409)) {
      expect(reply.error.message).toBe(soldOutMessage('Drop Tee', 0));
    }
    expect(await variantStock(t.db, variantId)).toBe(0);
    expect(await heldUnits()).toBe(0);

    // Only the winners were charged: every loser's PayPal order is approved, never captured.
    const paid = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.paymentStatus, 'paid'), eq(orders.orderStatus, 'confirmed')));
    expect(paid).toHaveLength(STOCK);
    const atPaypal = await Promise.all(
      approved.map(({ capture }) => t.app.paypal.getOrder(capture.paymentId)),
    );
    expect(atPaypal.filter((order) => order.status === 'COMPLETED')).toHaveLength(STOCK);
    expect(atPaypal.filter((order) => order.status === 'APPROVED')).toHaveLength(SHOPPERS - STOCK);
    // Captures that held the database across PayPal's reply ran out of connections (5xx) on
    // PostgreSQL, and took turns on PGlite: 50 × 2 s, past this test's time limit.
  }, 90_000);

  async function heldUnits() {
    const rows = await t.db
      .select({ quantity: stockReservations.quantity })
      .from(stockReservations);
    return rows.reduce((sum, row) => sum + row.quantity, 0);
  }
});

async function until(check: () => Promise<boolean>) {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
