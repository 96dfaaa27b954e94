// What many shoppers paying at once for the last units do to the shop while PayPal answers each
// capture slowly (decision 0013): how many units sell, what the shoppers are told, whom PayPal
// charged, and how long a bystander's listing takes meanwhile.
// Usage: npm run bench:slow-paypal -w @attire/server -- [--server-dir DIR] [--database-url URL]
//   [--shoppers 200] [--stock 50] [--capture-delay-ms 1000] [--listing-every-ms 50]
// The PayPal sandbox (of this checkout) and the shop run as processes of their own; the shop is
// `node --import tsx src/main.ts` in --server-dir (this apps/server by default, or an older
// checkout's, to compare), on PGlite in a temporary folder or, with --database-url, on a scratch
// database of that PostgreSQL server, dropped afterwards. It prints figures; it is not a test.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { createScratchDatabase } from '../test/support/app.js';
import { httpClient, pressOnApprovalPage } from '../test/support/fetch-client.js';
import { PASSWORD, sampleProduct } from '../test/support/fixtures.js';
import { freePort, startSandboxProcess } from '../test/support/sandbox-process.js';
import { startShopProcess } from '../test/support/shop-process.js';

const { values } = parseArgs({
  options: {
    'server-dir': { type: 'string', default: path.resolve(import.meta.dirname, '..') },
    'database-url': { type: 'string' },
    shoppers: { type: 'string', default: '200' },
    stock: { type: 'string', default: '50' },
    'capture-delay-ms': { type: 'string', default: '1000' },
    'listing-every-ms': { type: 'string', default: '50' },
  },
});
const serverDir = path.resolve(values['server-dir']);
const [shoppers, stock, captureDelayMs, listingEveryMs] = [
  values.shoppers,
  values.stock,
  values['capture-delay-ms'],
  values['listing-every-ms'],
].map(Number) as [number, number, number, number];
if (
  ![shoppers, stock, captureDelayMs, listingEveryMs].every((n) => Number.isInteger(n) && n >= 0)
) {
  throw new Error(
    '--shoppers, --stock, --capture-delay-ms and --listing-every-ms take whole numbers',
  );
}

const ADMIN = { email: 'bench-admin@attire.test', password: 'Bench-Admin-Password-42' };
const SANDBOX = { id: 'attire-sandbox-client', secret: 'attire-sandbox-secret' };
const ADDRESS = { address: '1 MG Road', city: 'Bengaluru', pincode: '560001', phone: '9876543210' };
const PRICE = 899;
// Sign-ups hash passwords (argon2): a few at a time keep both cores busy without starving either.
const SETUP_CONCURRENCY = 6;

interface Shopper {
  token: string;
  payment: { orderId: string; paymentId: string; payerId: string };
}

/** Runs `work` for 0..count-1, at most `width` at a time; results in index order. */
async function pooled<T>(count: number, width: number, work: (index: number) => Promise<T>) {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await work(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, lane));
  return results;
}

async function signIn(baseUrl: string): Promise<string> {
  const reply = await httpClient(baseUrl).call('auth.login', { body: ADMIN });
  if (reply.status !== 200) throw new Error(`admin sign-in answered ${reply.status}`);
  return reply.body.token;
}

async function register(baseUrl: string, name: string) {
  const email = `bench-${randomUUID().slice(0, 12)}@example.com`;
  const reply = await httpClient(baseUrl).call('auth.register', {
    body: { name, email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  if (reply.status !== 201) throw new Error(`sign-up answered ${reply.status}`);
  return reply.body;
}

/** A new shopper with an order of one unit, approved on PayPal's page and not yet captured. */
async function approvedShopper(baseUrl: string, productId: string, index: number) {
  const { user, token } = await register(baseUrl, `Shopper ${index}`);
  const placed = await httpClient(baseUrl, token).call('shopOrders.create', {
    body: {
      userId: user.id,
      orderItems: [{ productId, quantity: 1 }],
      shippingAddress: ADDRESS,
      totalAmount: PRICE,
    },
  });
  if (placed.status !== 201) throw new Error(`placing an order answered ${placed.status}`);
  const back = await pressOnApprovalPage(placed.body.approvalURL, 'Pay');
  const payment = {
    orderId: placed.body.orderId,
    paymentId: back.searchParams.get('paymentId')!,
    payerId: back.searchParams.get('PayerID')!,
  };
  return { token, payment } satisfies Shopper;
}

/** The shopper's capture; 0 when no HTTP answer came (the connection failed). */
async function capture(baseUrl: string, shopper: Shopper): Promise<number> {
  try {
    const reply = await httpClient(baseUrl, shopper.token).call('shopOrders.capture', {
      body: shopper.payment,
    });
    return reply.status;
  } catch {
    return 0;
  }
}

/** Lists the shop every `everyMs` (or at once, if the last listing took longer) until `done`. */
async function bystander(baseUrl: string, token: string, done: () => boolean) {
  const times: number[] = [];
  let failures = 0;
  while (!done()) {
    const started = performance.now();
    const status = await httpClient(baseUrl, token)
      .call('shopProducts.list', { query: {} })
      .then((reply) => reply.status)
      .catch(() => 0);
    const ms = performance.now() - started;
    times.push(ms);
    if (status !== 200) failures++;
    if (ms < listingEveryMs) await sleep(listingEveryMs - ms);
  }
  return { times, failures };
}

/** PayPal's status of each order (COMPLETED when it took the money), asked of the sandbox. */
async function paypalStatuses(sandboxUrl: string, paypalOrderIds: string[]) {
  const grant = await fetch(`${sandboxUrl}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${SANDBOX.id}:${SANDBOX.secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const { access_token } = (await grant.json()) as { access_token: string };
  return pooled(paypalOrderIds.length, 10, async (index) => {
    const reply = await fetch(`${sandboxUrl}/v2/checkout/orders/${paypalOrderIds[index]}`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    return ((await reply.json()) as { status: string }).status;
  });
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  // Nearest rank: the smallest time that at least p of the listings did not exceed.
  const rank = (p: number) =>
    Math.round(sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0);
  return {
    count: sorted.length,
    median: rank(0.5),
    p95: rank(0.95),
    p99: rank(0.99),
    max: rank(1),
  };
}

async function main() {
  const work = await mkdtemp(path.join(os.tmpdir(), 'attire-bench-paypal-'));
  const scratch = values['database-url']
    ? await createScratchDatabase(values['database-url'])
    : undefined;
  const cleanups: (() => Promise<unknown>)[] = [
    () => rm(work, { recursive: true, force: true }),
    async () => scratch?.drop(),
  ];
  try {
    const sandbox = await startSandboxProcess(await freePort(), path.join(work, 'paypal'), [
      '--capture-reply-delay-ms',
      String(captureDelayMs),
      '--rate-limit-per-minute',
      '100000',
    ]);
    cleanups.unshift(() => sandbox.kill());
    const shop = await startShopProcess(
      {
        DATA_DIR: path.join(work, 'shop'),
        ...(scratch && { DATABASE_URL: scratch.url }),
        LOG_LEVEL: 'error',
        JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        PAYPAL_API_BASE: sandbox.url,
        PAYPAL_CLIENT_ID: SANDBOX.id,
        PAYPAL_CLIENT_SECRET: SANDBOX.secret,
        // One machine plays every shopper: per-address limits would turn them away.
        RATE_LIMIT_API_PER_MINUTE: '1000000',
        RATE_LIMIT_REGISTER_PER_IP: '1000000',
        RATE_LIMIT_LOGIN_PER_IP: '1000000',
      },
      serverDir,
    );
    cleanups.unshift(() => shop.crash());

    const setupStarted = performance.now();
    const admin = httpClient(shop.url, await signIn(shop.url));
    const added = await admin.call('adminProducts.add', {
      body: sampleProduct({ title: 'Drop Tee', price: PRICE, totalStock: stock }),
    });
    if (added.status !== 201) throw new Error(`adding the product answered ${added.status}`);
    const productId = added.body.product.id;
    const approved = await pooled(shoppers, SETUP_CONCURRENCY, (index) =>
      approvedShopper(shop.url, productId, index),
    );
    const watcher = await register(shop.url, 'Bystander');
    const setupS = (performance.now() - setupStarted) / 1000;

    let answered = 0;
    const started = performance.now();
    const statuses = Promise.all(
      approved.map((shopper) => capture(shop.url, shopper).finally(() => answered++)),
    );
    const listing = bystander(shop.url, watcher.token, () => answered === approved.length);
    const codes = await statuses;
    const wallMs = performance.now() - started;
    const { times, failures } = await listing;

    const details = await admin.call('shopProducts.details', { params: { id: productId } });
    const left = details.body.product.totalStock;
    const atPaypal = await paypalStatuses(
      sandbox.url,
      approved.map((shopper) => shopper.payment.paymentId),
    );
    const count = (match: (code: number) => boolean) => codes.filter(match).length;
    const listed = summary(times);
    console.log(
      [
        `Slow PayPal: ${shoppers} shoppers, ${stock} units, captures answered after ${captureDelayMs} ms`,
        `  shop: ${serverDir} on ${scratch ? 'PostgreSQL' : 'PGlite'} (set-up took ${setupS.toFixed(0)} s)`,
        `  units sold:              ${stock - left}`,
        `  capture replies:         200: ${count((c) => c === 200)}, 409: ${count((c) => c === 409)}, ` +
          `5xx: ${count((c) => c >= 500)}, other: ${count((c) => c !== 200 && c !== 409 && c < 500)}`,
        `  PayPal orders COMPLETED: ${atPaypal.filter((status) => status === 'COMPLETED').length}`,
        `  captures' wall time:     ${Math.round(wallMs)} ms`,
        `  bystander's listing:     ${listed.count} requests, median ${listed.median} ms, ` +
          `p95 ${listed.p95} ms, p99 ${listed.p99} ms, max ${listed.max} ms` +
          (failures ? ` (${failures} not answered 200)` : ''),
      ].join('\n'),
    );
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}

await main();
