import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_MESSAGES } from '@attire/contract';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';
import { orders, promotions, users } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { httpClient, pressOnApprovalPage } from '../support/fetch-client.js';
import { insertProduct, signInAdmin, type Session } from '../support/fixtures.js';
import { BENGALURU, moneySettings } from '../support/money.js';
import { freePort, startSandboxProcess, type SandboxProcess } from '../support/sandbox-process.js';

const SHOPPERS = 20;
const TABS = 5;
// PayPal answers each capture this late, so that every capture is in flight at once.
const CAPTURE_DELAY_MS = 1_000;

// The last use of a code, wanted by many at once (Saleor #544, Vendure PR #4660, Medusa PR
// #16097, WooCommerce #26002): the use is held with the units before PayPal is asked, so one
// order pays with it and the others are refused without being charged. On PostgreSQL the
// captures are split between two server processes on one database.
describe('the last use of a promotion code', () => {
  let work: string;
  let sandbox: SandboxProcess;
  let t: TestApp;
  let other: { app: FastifyInstance; url: string } | undefined;
  let admin: Session;
  const settings = moneySettings(
    () => t.app,
    () => admin,
  );

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'attire-last-use-'));
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
    admin = await signInAdmin(t.app);
    if (process.env.DATABASE_URL) {
      const database = openDatabase({ databaseUrl: t.config.databaseUrl, pgliteDir: 'memory://' });
      const app = await buildApp(t.config, { database, logger: false });
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      other = { app, url };
    }
  }, 60_000);
  afterAll(async () => {
    await other?.app.close();
    await t?.close();
    await sandbox?.kill();
    await rm(work, { recursive: true, force: true });
  });

  /** A shopper of its own, made directly (no password hashing: the test is about captures). */
  async function shopperToken(index: number) {
    const [user] = await t.db
      .insert(users)
      .values({ name: `Shopper ${index}`, email: `last-use-${index}-${randomUUID()}@example.com` })
      .returning();
    return { userId: user!.id, token: await t.app.tokens.sign(user!.id) };
  }

  /** An approved order of one tee with the code, placed at its quoted total. */
  async function approvedOrder(
    shopper: { userId: string; token: string },
    productId: string,
    promoCode: string,
  ) {
    const created = await httpClient(t.baseUrl, shopper.token).call('shopOrders.create', {
      body: {
        userId: shopper.userId,
        orderItems: [{ productId, quantity: 1 }],
        shippingAddress: BENGALURU,
        totalAmount: 900,
        promoCode,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const back = await pressOnApprovalPage(created.body.approvalURL, 'Pay');
    return {
      token: shopper.token,
      capture: {
        orderId: created.body.orderId,
        paymentId: back.searchParams.get('token')!,
        payerId: back.searchParams.get('PayerID')!,
      },
    };
  }

  /** Every capture at once, alternating between the processes when there are two. */
  async function captureAtOnce(approved: Awaited<ReturnType<typeof approvedOrder>>[]) {
    const replies = await Promise.all(
      approved.map(({ token, capture }, index) => {
        const base = other && index % 2 === 1 ? other.url : t.baseUrl;
        return httpClient(base, token).call('shopOrders.capture', { body: capture });
      }),
    );
    const atPaypal = await Promise.all(
      approved.map(({ capture }) => t.app.paypal.getOrder(capture.paymentId)),
    );
    return { replies, atPaypal };
  }

  async function outcome(promotionId: string, orderIds: string[]) {
    const [promotion] = await t.db
      .select({ timesUsed: promotions.timesUsed })
      .from(promotions)
      .where(eq(promotions.id, promotionId));
    const rows = await t.db.select().from(orders).where(eq(orders.promotionId, promotionId));
    const statusOf = new Map(rows.map((row) => [row.id, row.paymentStatus]));
    return { timesUsed: promotion!.timesUsed, statuses: orderIds.map((id) => statusOf.get(id)) };
  }

  it(`lets one of ${SHOPPERS} shoppers paying at once have it, and charges no one else`, async () => {
    const tee = await insertProduct(t.db, { price: 1000, totalStock: SHOPPERS });
    const last = await settings.addPromotion({ kind: 'fixed', value: 100, usageLimit: 1 });
    const approved = [];
    for (let index = 0; index < SHOPPERS; index++) {
      approved.push(await approvedOrder(await shopperToken(index), tee.id, last.code));
    }
    const { replies, atPaypal } = await captureAtOnce(approved);

    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(SHOPPERS - 1);
    for (const reply of replies.filter((candidate) => candidate.status === 409)) {
      expect(reply.error.errors?.promoCode).toEqual([PROMOTION_MESSAGES.promoUsedUp]);
    }
    // The refused were never captured at PayPal: asked nothing, charged nothing.
    expect(atPaypal.filter((order) => order.status === 'COMPLETED')).toHaveLength(1);
    expect(atPaypal.filter((order) => order.status === 'APPROVED')).toHaveLength(SHOPPERS - 1);
    const ids = approved.map(({ capture }) => capture.orderId);
    const { timesUsed, statuses: paid } = await outcome(last.id, ids);
    expect(timesUsed).toBe(1);
    expect(paid.filter((status) => status === 'paid')).toHaveLength(1);
    // The others ended at once, their holds let go: nothing of theirs lingers as pending.
    expect(paid.filter((status) => status === 'failed')).toHaveLength(SHOPPERS - 1);
  }, 90_000);

  it(`lets one shopper use it once from ${TABS} tabs paying at once`, async () => {
    const tee = await insertProduct(t.db, { price: 1000, totalStock: TABS });
    const once = await settings.addPromotion({ kind: 'fixed', value: 100, perCustomerLimit: 1 });
    const shopper = await shopperToken(SHOPPERS);
    const approved = [];
    for (let tab = 0; tab < TABS; tab++) {
      approved.push(await approvedOrder(shopper, tee.id, once.code));
    }
    const { replies, atPaypal } = await captureAtOnce(approved);

    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    const refused = replies.filter((reply) => reply.status === 409);
    expect(refused).toHaveLength(TABS - 1);
    for (const reply of refused) {
      expect(reply.error.errors?.promoCode).toEqual([PROMOTION_MESSAGES.promoAlreadyUsed]);
    }
    expect(atPaypal.filter((order) => order.status === 'COMPLETED')).toHaveLength(1);
    const ids = approved.map(({ capture }) => capture.orderId);
    expect((await outcome(once.id, ids)).timesUsed).toBe(1);
  }, 90_000);
});
