import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { orderBody, startSandbox, type TestSandbox } from './support.js';

describe('the sandbox across restarts', () => {
  let sandbox: TestSandbox;
  afterEach(() => sandbox.close());

  it('keeps orders, approvals, captures, refunds and request ids', async () => {
    sandbox = await startSandbox();
    const approvedId = (
      await sandbox.api('POST', '/v2/checkout/orders', orderBody('80.00'), {
        requestId: 'c-1',
      })
    ).body.id;
    await sandbox.approve(approvedId);
    const paid = (await sandbox.api('POST', '/v2/checkout/orders', orderBody('20.00'))).body.id;
    await sandbox.approve(paid);
    const captured = await sandbox.api(
      'POST',
      `/v2/checkout/orders/${paid}/capture`,
      {},
      {
        requestId: 'k-1',
      },
    );
    const captureId = captured.body.purchase_units[0].payments.captures[0].id;
    const refunded = await sandbox.api(
      'POST',
      `/v2/payments/captures/${captureId}/refund`,
      { amount: { currency_code: 'INR', value: '5.00' } },
      { requestId: 'r-1' },
    );

    await sandbox.restart();

    // The approved order is captured after the restart; nothing asked before it is repeated.
    const afterRestart = await sandbox.api('POST', `/v2/checkout/orders/${approvedId}/capture`, {});
    expect(afterRestart.status).toBe(201);
    expect(afterRestart.body.status).toBe('COMPLETED');
    // Replays answer 200 with the resource as it is now.
    const replayed = await sandbox.api(
      'POST',
      `/v2/checkout/orders/${paid}/capture`,
      {},
      {
        requestId: 'k-1',
      },
    );
    expect(replayed.status).toBe(200);
    expect(replayed.body.purchase_units[0].payments.captures[0]).toMatchObject({
      id: captureId,
      status: 'PARTIALLY_REFUNDED',
    });
    const sameRefund = await sandbox.api(
      'POST',
      `/v2/payments/captures/${captureId}/refund`,
      { amount: { currency_code: 'INR', value: '5.00' } },
      { requestId: 'r-1' },
    );
    expect(sameRefund.status).toBe(200);
    expect(sameRefund.body).toEqual(refunded.body);
    const sameCreate = await sandbox.api('POST', '/v2/checkout/orders', orderBody('80.00'), {
      requestId: 'c-1',
    });
    expect(sameCreate.body.id).toBe(approvedId);
    const paidOrder = (await sandbox.api('GET', `/v2/checkout/orders/${paid}`)).body;
    expect(paidOrder.purchase_units[0].payments.refunds).toHaveLength(1);
    const refund = await sandbox.api('GET', `/v2/payments/refunds/${refunded.body.id}`);
    expect(refund.body).toEqual(refunded.body);
  });

  it('skips a damaged file and leaves no temporary files behind', async () => {
    sandbox = await startSandbox();
    const kept = (await sandbox.api('POST', '/v2/checkout/orders', orderBody())).body.id;
    const orders = path.join(sandbox.dataDir, 'orders');
    await writeFile(path.join(orders, 'ABCDEFGHIJKLMNOPQ.json'), '{"id":"ABCDEFGHIJKLMNOPQ","stat');
    await writeFile(path.join(orders, `${kept}.json.1234.tmp`), '{');

    await sandbox.restart();

    expect((await sandbox.api('GET', `/v2/checkout/orders/${kept}`)).status).toBe(200);
    expect((await sandbox.api('GET', '/v2/checkout/orders/ABCDEFGHIJKLMNOPQ')).status).toBe(404);
    expect((await readdir(orders)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});

describe('a sandbox slow to answer captures', () => {
  let sandbox: TestSandbox;
  afterEach(() => sandbox.close());

  it('records the capture at once and answers only after the delay', async () => {
    sandbox = await startSandbox({ captureReplyDelayMs: 600 });
    const id = (await sandbox.api('POST', '/v2/checkout/orders', orderBody())).body.id;
    await sandbox.approve(id);
    const token = await sandbox.token();
    const capture = (signal?: AbortSignal) =>
      fetch(`${sandbox.url}/v2/checkout/orders/${id}/capture`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'paypal-request-id': 'slow-1',
          prefer: 'return=representation',
        },
        body: '{}',
        signal,
      });

    // The caller gives up first, as a shop with a short timeout would.
    await expect(capture(AbortSignal.timeout(150))).rejects.toThrow();
    const order = await sandbox.api('GET', `/v2/checkout/orders/${id}`);
    expect(order.body.status).toBe('COMPLETED');

    const started = Date.now();
    const retried = await capture();
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    // The first call captured: the retry is its replay.
    expect(retried.status).toBe(200);
    expect(((await retried.json()) as any).purchase_units[0].payments.captures[0].id).toBe(
      order.body.purchase_units[0].payments.captures[0].id,
    );
  });
});
