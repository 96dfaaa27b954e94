import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
  inProcessFetch,
  paypalSandbox,
} from '../src/index.js';
import { orderBody, startSandbox, type TestSandbox } from './support.js';

const junk = (bytes: number) => 'x'.repeat(bytes);
const money = (value: string) => ({ currency_code: 'INR', value });

async function storedOrders(dataDir: string) {
  const dir = path.join(dataDir, 'orders');
  const names = await readdir(dir);
  const sizes = await Promise.all(
    names.map(async (name) => (await stat(path.join(dir, name))).size),
  );
  return {
    count: names.length,
    largest: Math.max(0, ...sizes),
    total: sizes.reduce((a, b) => a + b, 0),
  };
}

describe('what strangers send the sandbox', () => {
  let sandbox: TestSandbox;
  afterEach(() => sandbox.close());

  it('refuses bodies past its limit and keeps nothing of them', async () => {
    sandbox = await startSandbox();
    const token = await sandbox.token();
    const huge = JSON.stringify(orderBody('10.00', { note: junk(1024 * 1024) }));
    for (let i = 0; i < 25; i++) {
      const reply = await fetch(`${sandbox.url}/v2/checkout/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: huge,
      });
      expect(reply.status).toBe(413);
      await reply.body?.cancel();
    }
    expect((await storedOrders(sandbox.dataDir)).count).toBe(0);
  });

  it('keeps only the fields PayPal defines, within bounds, and at most maxOrders orders', async () => {
    sandbox = await startSandbox({ maxOrders: 20 });
    const token = await sandbox.token();
    const padded = orderBody('10.00', { extra: junk(20_000), payer: { name: junk(20_000) } });
    const item = { name: 'Shirt', quantity: '1', unit_amount: money('10.00'), note: junk(10_000) };
    padded.purchase_units[0] = {
      ...padded.purchase_units[0]!,
      amount: { ...money('10.00'), breakdown: { item_total: money('10.00'), gift: junk(5000) } },
      items: [item],
    } as any;
    (padded.application_context as any).tracking = junk(10_000);
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      const reply = await sandbox.call('POST', '/v2/checkout/orders', padded, {
        authorization: `Bearer ${token}`,
      });
      expect(reply.status).toBe(201);
      ids.push(reply.body.id);
    }
    const stored = await storedOrders(sandbox.dataDir);
    expect(stored.count).toBe(20);
    expect(stored.largest).toBeLessThan(1024);

    const newest = await sandbox.api('GET', `/v2/checkout/orders/${ids.at(-1)}`);
    expect(JSON.stringify(newest.body)).not.toContain('xxxx');
    expect(Object.keys(newest.body.purchase_units[0]).sort()).toEqual([
      'amount',
      'items',
      'reference_id',
    ]);
    expect(newest.body.purchase_units[0].items).toEqual([
      { name: 'Shirt', quantity: '1', unit_amount: money('10.00') },
    ]);
    expect((await sandbox.api('GET', `/v2/checkout/orders/${ids[0]}`)).status).toBe(404);

    const tooLong = orderBody();
    tooLong.purchase_units[0]!.reference_id = junk(257);
    expect((await sandbox.api('POST', '/v2/checkout/orders', tooLong)).status).toBe(400);
    const tooMany = orderBody();
    tooMany.purchase_units = Array.from({ length: 11 }, () => tooMany.purchase_units[0]!);
    expect((await sandbox.api('POST', '/v2/checkout/orders', tooMany)).status).toBe(400);
    expect((await storedOrders(sandbox.dataDir)).count).toBe(20);
  });

  it('forgets settled orders before ones a shopper is still paying for', async () => {
    sandbox = await startSandbox({ maxOrders: 3 });
    const create = async () =>
      (await sandbox.api('POST', '/v2/checkout/orders', orderBody())).body.id;
    const approved = await create();
    await sandbox.approve(approved);
    const paid = await create();
    await sandbox.approve(paid);
    await sandbox.api('POST', `/v2/checkout/orders/${paid}/capture`, {});
    await create();
    await create();

    expect((await sandbox.api('GET', `/v2/checkout/orders/${paid}`)).status).toBe(404);
    expect((await sandbox.api('GET', `/v2/checkout/orders/${approved}`)).status).toBe(200);
  });

  it('keeps at most maxTokens tokens, the newest', async () => {
    sandbox = await startSandbox({ maxTokens: 2 });
    const [first, second, third] = [
      await sandbox.token(),
      await sandbox.token(),
      await sandbox.token(),
    ];
    const accepted = async (token: string) =>
      (
        await sandbox.call('GET', '/v2/checkout/orders/ABCDEFGHIJKLMNOPQ', undefined, {
          authorization: `Bearer ${token}`,
        })
      ).status !== 401;
    expect(await accepted(first!)).toBe(false);
    expect(await accepted(second!)).toBe(true);
    expect(await accepted(third!)).toBe(true);
  });

  it('answers 429 to a client over its rate, but not to its host app in-process', async () => {
    sandbox = await startSandbox({ rateLimitPerMinute: 5 });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await sandbox.call('GET', '/checkoutnow?token=X')).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
    const limited = await sandbox.call('GET', '/checkoutnow?token=X');
    expect(limited.body).toMatchObject({ name: 'RATE_LIMIT_REACHED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const host = Fastify();
    await host.register(paypalSandbox, {
      prefix: '/paypal',
      dataDir: path.join(sandbox.dataDir, 'mounted'),
      baseUrl: () => 'http://shop.test/paypal',
      rateLimitPerMinute: 2,
    });
    const send = inProcessFetch(host);
    const basic = Buffer.from(`${SANDBOX_CLIENT_ID}:${SANDBOX_CLIENT_SECRET}`).toString('base64');
    for (let i = 0; i < 5; i++) {
      const reply = await send('http://shop.test/paypal/v1/oauth2/token', {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      });
      expect(reply.status).toBe(200);
    }
    const stranger = await host.inject({ method: 'GET', url: '/paypal/checkoutnow?token=X' });
    await host.inject({ method: 'GET', url: '/paypal/checkoutnow?token=X' });
    expect(stranger.statusCode).toBe(404);
    expect(
      (await host.inject({ method: 'GET', url: '/paypal/checkoutnow?token=X' })).statusCode,
    ).toBe(429);
    await host.close();
  });
});
