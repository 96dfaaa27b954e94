import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@attire/contract';
import { openDatabase } from '../../src/db/client.js';
import { createScratchDatabase } from '../support/app.js';
import { httpClient, pressOnApprovalPage } from '../support/fetch-client.js';
import { PASSWORD, sampleProduct } from '../support/fixtures.js';
import { freePort, startSandboxProcess, type SandboxProcess } from '../support/sandbox-process.js';
import { startShopProcess, type ShopProcess } from '../support/shop-process.js';

// PayPal holds the capture's reply this long: the shop is killed while it waits.
const CAPTURE_DELAY_MS = 4_000;
const ADMIN = { email: 'admin@attire.test', password: 'Crash-Test-Admin-42' };
// The shop that is to crash reconciles rarely: its job would otherwise see PayPal's completed
// capture (an order untouched for a second is the job's) and finish the payment itself,
// whenever the machine is slow to notice the capture and kill the shop. The restarted shop
// runs the job every second, to finish what the crash interrupted.
const BEFORE_CRASH = { RECONCILE_INTERVAL_S: '3600' };
const AFTER_CRASH = { RECONCILE_INTERVAL_S: '1' };

/**
 * The contract's "payments that survive a crash", end to end: PayPal (the sandbox) and the shop
 * as processes of their own, the shop killed with SIGKILL in the middle of a capture, then
 * started again on the same data. The reconciliation job (every second here) must finish what
 * the shopper started, exactly once.
 */
describe('a payment interrupted by a crash of the shop', () => {
  let work: string;
  let sandbox: SandboxProcess;
  let shop: ShopProcess | undefined;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'attire-crash-'));
    const port = await freePort();
    sandbox = await startSandboxProcess(port, path.join(work, 'paypal'), [
      '--capture-reply-delay-ms',
      String(CAPTURE_DELAY_MS),
    ]);
    scratch = process.env.DATABASE_URL
      ? await createScratchDatabase(process.env.DATABASE_URL)
      : undefined;
    env = {
      DATA_DIR: path.join(work, 'shop'),
      ...(scratch && { DATABASE_URL: scratch.url }),
      JWT_SECRET: 'crash-test-secret-that-is-long-enough-for-hs256',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PAYPAL_API_BASE: sandbox.url,
      PAYPAL_CLIENT_ID: 'attire-sandbox-client',
      PAYPAL_CLIENT_SECRET: 'attire-sandbox-secret',
      PAYPAL_TIMEOUT_MS: '10000',
      STOCK_HOLD_S: '30',
      JOB_POLL_INTERVAL_MS: '200',
    };
    shop = await startShopProcess({ ...env, ...BEFORE_CRASH });
  }, 120_000);

  afterAll(async () => {
    await shop?.crash();
    await sandbox?.kill();
    await scratch?.drop();
    await rm(work, { recursive: true, force: true });
  });

  /** A shopper with one unit of a new product in the cart, and its approved PayPal order. */
  async function approvedOrder(stock: number) {
    const admin = await signIn(shop!.url, ADMIN.email, ADMIN.password);
    const added = await httpClient(shop!.url, admin).call('adminProducts.add', {
      body: sampleProduct({ title: `Crash Tee ${Math.random()}`, price: 999, totalStock: stock }),
    });
    expect(added.status).toBe(201);
    const product = added.body.product;
    const email = `shopper-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const registered = await httpClient(shop!.url).call('auth.register', {
      body: { name: 'Kavya Rao', email, password: PASSWORD, password_confirmation: PASSWORD },
    });
    const { user, token } = registered.body;
    const shopper = () => httpClient(shop!.url, token);
    await shopper().call('cart.add', {
      body: { userId: user.id, productId: product.id, quantity: 1 },
    });
    const placed = await shopper().call('shopOrders.create', {
      body: {
        userId: user.id,
        orderItems: [{ productId: product.id, quantity: 1 }],
        shippingAddress: {
          address: '7 Lake Road',
          city: 'Pune',
          pincode: '411001',
          phone: '9822012345',
        },
        totalAmount: 999,
      },
    });
    expect(placed.status).toBe(201);
    const back = await pressOnApprovalPage(placed.body.approvalURL, 'Pay');
    return {
      user,
      shopper,
      productId: product.id,
      variantId: product.variants[0]!.id,
      payment: {
        orderId: placed.body.orderId,
        paymentId: back.searchParams.get('token')!,
        payerId: back.searchParams.get('PayerID')!,
      },
    };
  }

  /** Asks for the capture and kills the shop once PayPal has recorded it, before it answers. */
  async function crashDuringCapture(order: Awaited<ReturnType<typeof approvedOrder>>) {
    const capture = order.shopper().call('shopOrders.capture', { body: order.payment });
    capture.catch(() => undefined);
    await until(async () => (await paypalOrder(order.payment.paymentId)).status === 'COMPLETED');
    await shop!.crash();
    shop = undefined;
  }

  async function paypalOrder(id: string) {
    const token = await fetch(`${sandbox.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('attire-sandbox-client:attire-sandbox-secret').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    }).then((response) => response.json() as Promise<{ access_token: string }>);
    const response = await fetch(`${sandbox.url}/v2/checkout/orders/${id}`, {
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    return (await response.json()) as {
      status: string;
      purchase_units: { payments?: { captures?: { status: string }[] } }[];
    };
  }

  async function settledOrder(order: Awaited<ReturnType<typeof approvedOrder>>): Promise<Order> {
    let found: Order | undefined;
    await until(async () => {
      const reply = await order.shopper().call('shopOrders.details', {
        params: { id: order.payment.orderId },
      });
      found = reply.body.order;
      return (
        found.paymentStatus !== 'pending' && found.refunds.every((r) => r.status !== 'pending')
      );
    });
    return found!;
  }

  async function stockOf(productId: string, variantId: string) {
    const admin = await signIn(shop!.url, ADMIN.email, ADMIN.password);
    const reply = await httpClient(shop!.url, admin).call('shopProducts.details', {
      params: { id: productId },
    });
    return reply.body.product.variants.find((variant) => variant.id === variantId)!.totalStock;
  }

  it('pays once, takes the stock once and empties the cart after a restart; captures an order whose tab was closed', async () => {
    const closedTab = await approvedOrder(3);
    const interrupted = await approvedOrder(3);
    await crashDuringCapture(interrupted);
    shop = await startShopProcess({ ...env, ...AFTER_CRASH });

    const paid = await settledOrder(interrupted);
    expect(paid).toMatchObject({ paymentStatus: 'paid', orderStatus: 'confirmed' });
    expect(paid.timeline.filter((step) => step.event === 'paid')).toHaveLength(1);
    expect(await stockOf(interrupted.productId, interrupted.variantId)).toBe(2);
    const cart = await interrupted.shopper().call('cart.fetch', {
      params: { userId: interrupted.user.id },
    });
    expect(cart.body.cart.items).toEqual([]);
    const atPaypal = await paypalOrder(interrupted.payment.paymentId);
    expect(atPaypal.purchase_units.flatMap((unit) => unit.payments?.captures ?? [])).toHaveLength(
      1,
    );

    // Nobody came back from PayPal for this one: the job captured it.
    const captured = await settledOrder(closedTab);
    expect(captured).toMatchObject({ paymentStatus: 'paid', orderStatus: 'confirmed' });
    expect(captured.timeline.find((step) => step.event === 'paid')?.by).toBe('system');
    expect(await stockOf(closedTab.productId, closedTab.variantId)).toBe(2);
  }, 120_000);

  it('refunds the capture and rejects the order when its units were sold while the shop was down', async () => {
    await shop!.crash();
    shop = await startShopProcess({ ...env, ...BEFORE_CRASH });
    const order = await approvedOrder(1);
    await crashDuringCapture(order);
    // While the shop is down its hold on the unit lapses and the unit goes to someone else.
    await onStoppedShop(env, scratch?.url, async (run) => {
      await run(`update stock_reservations set expires_at = now() - interval '1 second'`);
      await run(`update product_variants set total_stock = 0 where id = '${order.variantId}'`);
    });
    shop = await startShopProcess({ ...env, ...AFTER_CRASH });

    const settled = await settledOrder(order);
    expect(settled).toMatchObject({ paymentStatus: 'refunded', orderStatus: 'rejected' });
    expect(settled.refunds).toMatchObject([{ amount: 999, status: 'completed' }]);
    expect(await stockOf(order.productId, order.variantId)).toBe(0);
    const captures = (await paypalOrder(order.payment.paymentId)).purchase_units.flatMap(
      (unit) => unit.payments?.captures ?? [],
    );
    expect(captures.map((capture) => capture.status)).toEqual(['REFUNDED']);
  }, 120_000);
});

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const reply = await httpClient(baseUrl).call('auth.login', { body: { email, password } });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status}`);
  return reply.body.token;
}

/** Polls until `check` holds, for at most 20 s (the job runs every second here). */
async function until(check: () => Promise<boolean>) {
  const deadline = Date.now() + 20_000;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(100);
  }
}

/** Runs SQL on the stopped shop's database (its PGlite directory, or its PostgreSQL). */
async function onStoppedShop(
  env: Record<string, string>,
  databaseUrl: string | undefined,
  work: (run: (statement: string) => Promise<unknown>) => Promise<void>,
) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await work((statement) => client.query(statement));
    await client.end();
    return;
  }
  const database = openDatabase({ pgliteDir: path.join(env.DATA_DIR!, 'pglite') });
  await work((statement) => database.db.execute(sql.raw(statement)));
  await database.close();
}
