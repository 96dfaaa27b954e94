import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP, orderBody, startSandbox, type TestSandbox } from './support.js';

describe('PayPal orders in the sandbox', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ returnOrigins: () => [SHOP] });
  });
  afterAll(() => sandbox.close());

  it('creates an order, lets the shopper approve it, then captures it', async () => {
    const created = await sandbox.api('POST', '/v2/checkout/orders', orderBody('1234.50'));
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^[A-Z0-9]{17}$/),
      status: 'CREATED',
    });
    const approve = created.body.links.find((link: any) => link.rel === 'approve');
    expect(approve.href).toBe(`${sandbox.url}/checkoutnow?token=${id}`);

    const page = await fetch(approve.href);
    expect(await page.text()).toContain('₹1,234.50');

    const back = await sandbox.approve(id);
    expect(`${back.origin}${back.pathname}`).toBe(`${SHOP}/shop/paypalReturnPage`);
    // What PayPal's return URL carries: the order id as `token`, and the payer; nothing else.
    expect([...back.searchParams.keys()].sort()).toEqual(['PayerID', 'token']);
    expect(back.searchParams.get('token')).toBe(id);
    const payerId = back.searchParams.get('PayerID');
    expect(payerId).toMatch(/^[A-Z0-9]{13}$/);
    const approved = await sandbox.api('GET', `/v2/checkout/orders/${id}`);
    expect(approved.body).toMatchObject({ status: 'APPROVED', payer: { payer_id: payerId } });

    const captured = await sandbox.api('POST', `/v2/checkout/orders/${id}/capture`, {});
    expect(captured.status).toBe(201);
    expect(captured.body.status).toBe('COMPLETED');
    expect(captured.body.purchase_units[0].payments.captures).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^[A-Z0-9]{17}$/),
        status: 'COMPLETED',
        amount: { currency_code: 'INR', value: '1234.50' },
      }),
    ]);
    const fetched = await sandbox.api('GET', `/v2/checkout/orders/${id}`);
    expect(fetched.body).toEqual(captured.body);
    expect((await fetch(approve.href)).status).toBe(200);
    expect(await (await fetch(approve.href)).text()).toContain('Already paid');
  });

  it('refuses to capture an order the shopper has not approved', async () => {
    const created = await sandbox.api('POST', '/v2/checkout/orders', orderBody());
    const refused = await sandbox.api('POST', `/v2/checkout/orders/${created.body.id}/capture`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.details[0].issue).toBe('ORDER_NOT_APPROVED');
    expect((await sandbox.api('GET', `/v2/checkout/orders/${created.body.id}`)).body.status).toBe(
      'CREATED',
    );
  });

  it('answers a repeated PayPal-Request-Id with 200 and the latest state, and acts once', async () => {
    const orders = '/v2/checkout/orders';
    const first = await sandbox.api('POST', orders, orderBody(), { requestId: 'create-1' });
    const again = await sandbox.api('POST', orders, orderBody(), { requestId: 'create-1' });
    const other = await sandbox.api('POST', orders, orderBody(), { requestId: 'create-2' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(other.body.id).not.toBe(first.body.id);

    const id = first.body.id;
    await sandbox.approve(id);
    const approved = await sandbox.api('POST', orders, orderBody(), { requestId: 'create-1' });
    expect(approved).toMatchObject({ status: 200, body: { id, status: 'APPROVED' } });

    const capture = `/v2/checkout/orders/${id}/capture`;
    const captured = await sandbox.api('POST', capture, {}, { requestId: 'capture-1' });
    const repeated = await sandbox.api('POST', capture, {}, { requestId: 'capture-1' });
    expect(captured.status).toBe(201);
    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual(captured.body);
    // Once captured, the create request's replay shows the order as it is now.
    const created = await sandbox.api('POST', orders, orderBody(), { requestId: 'create-1' });
    expect(created.body).toEqual(captured.body);
    const second = await sandbox.api('POST', capture, {}, { requestId: 'capture-2' });
    expect(second.status).toBe(422);
    expect(second.body.details[0].issue).toBe('ORDER_ALREADY_CAPTURED');
  });

  it("answers in PayPal's shapes: bad credentials, no token, unknown order", async () => {
    const refused = await fetch(`${sandbox.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('someone:wrong').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: 'invalid_client' });
    expect((await sandbox.call('GET', '/v2/checkout/orders/ABCDEFGHIJKLMNOPQ')).status).toBe(401);

    const unknown = await sandbox.api('GET', '/v2/checkout/orders/ABCDEFGHIJKLMNOPQ');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ name: 'RESOURCE_NOT_FOUND' });
    expect((await sandbox.api('GET', '/v2/checkout/orders/..%2F..%2Fetc')).status).toBe(404);
    expect((await fetch(`${sandbox.url}/checkoutnow?token=NOSUCHORDER`)).status).toBe(404);
  });

  it('will not send shoppers back to a site other than the shop', async () => {
    const body = orderBody();
    body.application_context.return_url = 'https://evil.example/steal';
    const refused = await sandbox.api('POST', '/v2/checkout/orders', body);
    expect(refused.status).toBe(422);
    expect(refused.body.details[0].issue).toBe('INVALID_PARAMETER_VALUE');
  });

  it('sends the shopper back to the cancel URL on Cancel', async () => {
    const created = await sandbox.api('POST', '/v2/checkout/orders', orderBody());
    const cancelled = await fetch(`${sandbox.url}/checkoutnow/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${created.body.id}`,
      redirect: 'manual',
    });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(
      `${SHOP}/shop/checkout?token=${created.body.id}`,
    );
  });
});
