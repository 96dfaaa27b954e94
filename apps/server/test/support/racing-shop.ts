import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { CapturePaymentInput, EndpointInput } from '@attire/contract';
import { buildApp } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';
import { users } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from './app.js';
import { httpClient, pressOnApprovalPage } from './fetch-client.js';
import { freePort, startSandboxProcess, type SandboxProcess } from './sandbox-process.js';

type OrderBody = EndpointInput<'shopOrders.create'>['body'];

export interface Buyer {
  userId: string;
  token: string;
}

export interface ApprovedOrder {
  token: string;
  capture: CapturePaymentInput;
}

/**
 * The shop of the tests where many shoppers pay at once: PayPal's sandbox as a process of its
 * own, answering each capture `captureDelayMs` late (so that the captures overlap), the app over
 * a real socket and, on PostgreSQL when `secondProcess`, a second server process on the same
 * database. Started before the file's tests and closed after them; read its fields in tests.
 */
export function racingShop(options: { captureDelayMs: number; secondProcess?: boolean }) {
  let work: string;
  let sandbox: SandboxProcess;
  let t: TestApp;
  let other: { app: FastifyInstance; url: string } | undefined;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'attire-racing-'));
    sandbox = await startSandboxProcess(await freePort(), work, [
      '--capture-reply-delay-ms',
      String(options.captureDelayMs),
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
    if (options.secondProcess && process.env.DATABASE_URL) {
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

  /** A shopper of their own, made directly (no password hashing: the tests are about paying). */
  async function buyer(label: string): Promise<Buyer> {
    const [user] = await t.db
      .insert(users)
      .values({ name: label, email: `racing-${randomUUID()}@example.com` })
      .returning();
    return { userId: user!.id, token: await t.app.tokens.sign(user!.id) };
  }

  /** Places the order and presses Pay on the sandbox's page: what the capture then needs. */
  async function approvedOrder(
    who: Buyer,
    body: Omit<OrderBody, 'userId'>,
  ): Promise<ApprovedOrder> {
    const created = await httpClient(t.baseUrl, who.token).call('shopOrders.create', {
      body: { userId: who.userId, ...body },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const back = await pressOnApprovalPage(created.body.approvalURL, 'Pay');
    return {
      token: who.token,
      capture: {
        orderId: created.body.orderId,
        paymentId: back.searchParams.get('token')!,
        payerId: back.searchParams.get('PayerID')!,
      },
    };
  }

  /** Where the `index`th shopper's calls go: alternately to each process when there are two. */
  const baseFor = (index: number) => (other && index % 2 === 1 ? other.url : t.baseUrl);

  /** The shopper's capture, over HTTP to `base`. */
  const capture = (order: ApprovedOrder, base = t.baseUrl) =>
    httpClient(base, order.token).call('shopOrders.capture', { body: order.capture });

  return {
    buyer,
    approvedOrder,
    baseFor,
    capture,
    get t() {
      return t;
    },
  };
}
