import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP, orderBody, startSandbox, type TestSandbox } from './support.js';

const keysOf = (body: object) => Object.keys(body).sort();

describe("the sandbox's replies, as PayPal's", () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ returnOrigins: () => [SHOP] });
  });
  afterAll(() => sandbox.close());

  it('answers minimal by default, and whole resources for Prefer: return=representation', async () => {
    const minimal = { prefer: null };
    const created = await sandbox.api('POST', '/v2/checkout/orders', orderBody(), minimal);
    expect(created.status).toBe(201);
    expect(keysOf(created.body)).toEqual(['id', 'links', 'status']);
    expect(created.body.links.map((link: { rel: string }) => link.rel)).toEqual([
      'self',
      'approve',
      'update',
      'capture',
    ]);
    const id = created.body.id;
    await sandbox.approve(id);
    const capture = `/v2/checkout/orders/${id}/capture`;
    const captured = await sandbox.api('POST', capture, {}, { ...minimal, requestId: 'min-1' });
    expect(keysOf(captured.body)).toEqual(['id', 'links', 'status']);
    expect(captured.body).toMatchObject({ id, status: 'COMPLETED' });
    const whole = await sandbox.api('POST', capture, {}, { requestId: 'min-1' });
    expect(whole.status).toBe(200);
    expect(whole.body.purchase_units[0].payments.captures[0].status).toBe('COMPLETED');

    const captureId = whole.body.purchase_units[0].payments.captures[0].id;
    const refund = `/v2/payments/captures/${captureId}/refund`;
    const refunded = await sandbox.api('POST', refund, {}, minimal);
    expect(keysOf(refunded.body)).toEqual(['id', 'links', 'status']);
    const shown = await sandbox.api(
      'GET',
      `/v2/payments/refunds/${refunded.body.id}`,
      undefined,
      minimal,
    );
    // GET has no Prefer: it shows the whole refund.
    expect(shown.body).toMatchObject({
      id: refunded.body.id,
      status: 'COMPLETED',
      amount: { currency_code: 'INR', value: '1234.50' },
      supplementary_data: { related_ids: { order_id: id, capture_id: captureId } },
    });
  });

  it('shows a capture and a refund by id, and knows none it never made', async () => {
    const { captureId, orderId } = await sandbox.capturedOrder();
    const capture = await sandbox.api('GET', `/v2/payments/captures/${captureId}`);
    expect(capture.body).toMatchObject({
      id: captureId,
      status: 'COMPLETED',
      final_capture: true,
      supplementary_data: { related_ids: { order_id: orderId } },
    });
    for (const unknown of [
      '/v2/payments/captures/NOSUCHCAPTURE1',
      '/v2/payments/refunds/NOSUCHREFUND12',
    ]) {
      const reply = await sandbox.api('GET', unknown);
      expect(reply).toMatchObject({ status: 404, body: { name: 'RESOURCE_NOT_FOUND' } });
    }
  });

  it('accepts an empty body on capture and refund, as the official SDK sends them', async () => {
    const id = (await sandbox.api('POST', '/v2/checkout/orders', orderBody('40.00'))).body.id;
    await sandbox.approve(id);
    const empty = async (path: string) =>
      fetch(`${sandbox.url}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await sandbox.token()}`,
          'content-type': 'application/json',
          prefer: 'return=representation',
        },
      });
    const captured = await empty(`/v2/checkout/orders/${id}/capture`);
    expect(captured.status).toBe(201);
    const captureId = ((await captured.json()) as any).purchase_units[0].payments.captures[0].id;
    const refunded = await empty(`/v2/payments/captures/${captureId}/refund`);
    expect(refunded.status).toBe(201);
    expect(await refunded.json()).toMatchObject({
      amount: { value: '40.00' },
      status: 'COMPLETED',
    });
  });

  it('takes return and cancel URLs from payment_source.paypal.experience_context', async () => {
    const { application_context: _context, ...body } = orderBody();
    const experience = {
      return_url: `${SHOP}/shop/paypalReturnPage?from=paypal`,
      cancel_url: `${SHOP}/shop/checkout`,
    };
    const created = await sandbox.api('POST', '/v2/checkout/orders', {
      ...body,
      payment_source: { paypal: { experience_context: experience } },
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('PAYER_ACTION_REQUIRED');
    const action = created.body.links.find((link: { rel: string }) => link.rel === 'payer-action');
    expect(action.href).toBe(`${sandbox.url}/checkoutnow?token=${created.body.id}`);
    const back = await sandbox.approve(created.body.id);
    expect(`${back.origin}${back.pathname}`).toBe(`${SHOP}/shop/paypalReturnPage`);
    expect([...back.searchParams.keys()].sort()).toEqual(['PayerID', 'from', 'token']);

    const elsewhere = { ...experience, return_url: 'https://evil.example/steal' };
    const refused = await sandbox.api('POST', '/v2/checkout/orders', {
      ...body,
      payment_source: { paypal: { experience_context: elsewhere } },
    });
    expect(refused.status).toBe(422);
  });
});
