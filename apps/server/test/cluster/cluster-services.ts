import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { createScratchDatabase } from '../support/app.js';
import { httpClient } from '../support/fetch-client.js';
import { PASSWORD, sampleProduct } from '../support/fixtures.js';
import { freePort, startSandboxProcess } from '../support/sandbox-process.js';
import { startS3Server } from '../support/s3-server.js';
import { startSmtpServer } from '../support/smtp.js';
import { startHaproxy } from './haproxy.js';
import { shopCluster } from './shop-cluster.js';
import type { Shopper } from './traffic.js';

export const ADMIN = { email: 'cluster-admin@attire.test', password: 'Cluster-Admin-Password-42' };
const SANDBOX = { id: 'attire-sandbox-client', secret: 'attire-sandbox-secret' };
export const STOCK = 10_000;
export const METRICS_TOKEN = 'cluster-metrics-token-0123456789';
export const PRICE = 799;

/**
 * Everything a shop on several machines needs, started on this one: PostgreSQL (a scratch
 * database of the local server), Redis (the local one), PayPal (the sandbox as its own
 * process), SMTP, the shops and HAProxy in front of them. `extraEnv` adds the object store.
 */
export async function startServices(
  size: number,
  options: {
    env?: Record<string, string>;
    /** Runs on the migrated, empty database before the shops start (a large catalogue). */
    beforeShops?: (env: Record<string, string>) => Promise<void>;
    /** What HAProxy asks (the readiness check unless a script compares with liveness). */
    checkPath?: string;
  } = {},
) {
  const work = await mkdtemp(path.join(os.tmpdir(), 'attire-cluster-'));
  const cleanups: (() => Promise<unknown>)[] = [() => rm(work, { recursive: true, force: true })];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const scratch = await createScratchDatabase(databaseUrl);
    cleanups.push(() => scratch.drop());
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const s3 = await startS3Server('attire-cluster');
    cleanups.push(() => s3.close());
    const sandbox = await startSandboxProcess(await freePort(), path.join(work, 'paypal'), [
      '--rate-limit-per-minute',
      '1000000',
    ]);
    cleanups.push(() => sandbox.kill());
    const balancerPort = await freePort();
    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: 'redis://127.0.0.1:6379',
      JWT_SECRET: 'cluster-secret-that-every-process-shares-0123456789',
      PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      TRUST_PROXY: 'loopback',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: smtp.url,
      PAYPAL_API_BASE: sandbox.url,
      PAYPAL_CLIENT_ID: SANDBOX.id,
      PAYPAL_CLIENT_SECRET: SANDBOX.secret,
      PAYPAL_TIMEOUT_MS: '10000',
      // Longer than HAProxy takes to see a shop not ready (fall × inter = 500 ms), with room.
      SHUTDOWN_NOT_READY_MS: '1500',
      JOB_POLL_INTERVAL_MS: '200',
      RECONCILE_INTERVAL_S: '1',
      STOCK_HOLD_S: '30',
      LOG_LEVEL: 'error',
      METRICS_TOKEN,
      ...s3.env,
      ...options.env,
    };
    await options.beforeShops?.({ ...env, DATA_DIR: path.join(work, 'seeding') });
    const cluster = await shopCluster(work, size, env);
    cleanups.push(() => cluster.close());
    // The first migrates and seeds; the others then find the shop ready-made.
    const [first, ...others] = cluster.slots;
    await cluster.start(first!);
    await Promise.all(others.map((slot) => cluster.start(slot)));
    const haproxy = await startHaproxy(work, balancerPort, cluster.slots, options.checkPath);
    cleanups.push(() => haproxy.stop());
    for (const slot of cluster.slots) await haproxy.waitFor(slot.name, 'UP');
    const database = new pg.Pool({ connectionString: scratch.url, max: 2 });
    cleanups.push(() => database.end());
    return {
      work,
      smtp,
      sandbox,
      cluster,
      haproxy,
      database,
      close,
      paypal: paypalReader(sandbox.url),
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** An admin's token and a product with plenty of stock, through the balancer. */
export async function stockedProduct(url: string, image?: string) {
  const login = await httpClient(url).call('auth.login', { body: ADMIN });
  const admin = httpClient(url, login.body.token);
  const added = await admin.call('adminProducts.add', {
    body: sampleProduct({
      title: 'Cluster Tee',
      price: PRICE,
      totalStock: STOCK,
      ...(image && { image }),
    }),
  });
  if (added.status !== 201) throw new Error(`adding the product answered ${added.status}`);
  return { adminToken: login.body.token, product: added.body.product };
}

/**
 * A picture uploaded by the admin through one process (not the balancer); its URL and the
 * bytes the shop stored (read back from that process).
 */
export async function uploadThrough(processUrl: string) {
  const login = await httpClient(processUrl).call('auth.login', { body: ADMIN });
  const png = await sharp({
    create: { width: 320, height: 320, channels: 3, background: '#1f6f5c' },
  })
    .png()
    .toBuffer();
  const uploaded = await httpClient(processUrl, login.body.token).upload(
    new Blob([new Uint8Array(png)], { type: 'image/png' }),
    'cluster.png',
  );
  if (uploaded.status !== 201 && uploaded.status !== 200) {
    throw new Error(`the upload answered ${uploaded.status}`);
  }
  const { url } = uploaded.body.result;
  const stored = await fetch(new URL(url, processUrl));
  return { url, bytes: Buffer.from(await stored.arrayBuffer()) };
}

export async function register(url: string, count: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let index = 0; index < count; index++) {
    const email = `cluster-${index}-${Date.now()}@example.com`;
    const reply = await httpClient(url).call('auth.register', {
      body: {
        name: `Shopper ${index}`,
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    });
    if (reply.status !== 201) throw new Error(`sign-up answered ${reply.status}`);
    shoppers.push({ userId: reply.body.user.id, token: reply.body.token });
  }
  return shoppers;
}

/** PayPal's (the sandbox's) view of an order of its own: its status and completed captures. */
function paypalReader(sandboxUrl: string) {
  let token: string | undefined;
  return {
    async order(paypalOrderId: string): Promise<{ status: string; captures: number }> {
      token ??= await fetch(`${sandboxUrl}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${SANDBOX.id}:${SANDBOX.secret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      })
        .then((response) => response.json() as Promise<{ access_token: string }>)
        .then((grant) => grant.access_token);
      const order = (await fetch(`${sandboxUrl}/v2/checkout/orders/${paypalOrderId}`, {
        headers: { authorization: `Bearer ${token}` },
      }).then((response) => response.json())) as {
        status: string;
        purchase_units: { payments?: { captures?: { status: string }[] } }[];
      };
      const captures = order.purchase_units
        .flatMap((unit) => unit.payments?.captures ?? [])
        .filter((capture) => capture.status === 'COMPLETED').length;
      return { status: order.status, captures };
    },
  };
}
