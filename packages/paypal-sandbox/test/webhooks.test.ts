import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_WEBHOOK_ID } from '../src/index.js';
import { orderBody, startSandbox, type TestSandbox } from './support.js';

interface Delivery {
  headers: http.IncomingHttpHeaders;
  event: any;
}

/** A webhook receiver that refuses its first delivery (to show that the sandbox retries). */
async function startReceiver(refuseFirst = true) {
  const deliveries: Delivery[] = [];
  const waiting: Array<() => void> = [];
  let refused = 0;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk));
    request.on('end', () => {
      if (refuseFirst && refused++ === 0) return void response.writeHead(503).end();
      deliveries.push({ headers: request.headers, event: JSON.parse(body) });
      response.writeHead(200).end();
      waiting.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    /** Resolves once `count` events have arrived. */
    async received(count: number): Promise<Delivery[]> {
      while (deliveries.length < count) await new Promise<void>((wake) => waiting.push(wake));
      return deliveries;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('webhooks from the sandbox', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let sandbox: TestSandbox;
  beforeAll(async () => {
    receiver = await startReceiver();
    sandbox = await startSandbox({ webhookUrl: receiver.url });
  });
  afterAll(async () => {
    await sandbox.close();
    await receiver.close();
  });

  it('posts approval, capture and refund events that verify-webhook-signature accepts', async () => {
    const id = (await sandbox.api('POST', '/v2/checkout/orders', orderBody('75.00'))).body.id;
    await sandbox.approve(id);
    const captured = await sandbox.api('POST', `/v2/checkout/orders/${id}/capture`, {});
    const captureId = captured.body.purchase_units[0].payments.captures[0].id;
    await sandbox.api('POST', `/v2/payments/captures/${captureId}/refund`, {});

    const deliveries = await receiver.received(3);
    const byType = Object.fromEntries(deliveries.map((d) => [d.event.event_type, d]));
    expect(Object.keys(byType).sort()).toEqual([
      'CHECKOUT.ORDER.APPROVED',
      'PAYMENT.CAPTURE.COMPLETED',
      'PAYMENT.CAPTURE.REFUNDED',
    ]);
    expect(byType['CHECKOUT.ORDER.APPROVED']!.event.resource).toMatchObject({
      id,
      status: 'APPROVED',
    });
    expect(byType['PAYMENT.CAPTURE.COMPLETED']!.event.resource).toMatchObject({
      id: captureId,
      supplementary_data: { related_ids: { order_id: id } },
    });
    expect(byType['PAYMENT.CAPTURE.REFUNDED']!.event.resource.amount.value).toBe('75.00');

    const { headers, event } = byType['PAYMENT.CAPTURE.COMPLETED']!;
    const check = (changes: object) =>
      sandbox.api('POST', '/v1/notifications/verify-webhook-signature', {
        auth_algo: headers['paypal-auth-algo'],
        cert_url: headers['paypal-cert-url'],
        transmission_id: headers['paypal-transmission-id'],
        transmission_sig: headers['paypal-transmission-sig'],
        transmission_time: headers['paypal-transmission-time'],
        webhook_id: SANDBOX_WEBHOOK_ID,
        webhook_event: event,
        ...changes,
      });
    expect((await check({})).body).toEqual({ verification_status: 'SUCCESS' });
    expect((await check({ webhook_id: 'someone-else' })).body.verification_status).toBe('FAILURE');
    const forged = { ...event, id: 'WH-FORGED' };
    expect((await check({ webhook_event: forged })).body.verification_status).toBe('FAILURE');
    // Genuine headers replayed with another order in the event: the signature covers the event.
    const retargeted = {
      ...event,
      resource: { ...event.resource, supplementary_data: { related_ids: { order_id: 'OTHER' } } },
    };
    expect((await check({ webhook_event: retargeted })).body.verification_status).toBe('FAILURE');
    // The receiver's parser may reorder keys: the same event in another order still verifies.
    const reordered = Object.fromEntries(Object.entries(event).reverse());
    expect((await check({ webhook_event: reordered })).body.verification_status).toBe('SUCCESS');

    // The signing key is kept with the rest of the state.
    await sandbox.restart();
    expect((await check({})).body).toEqual({ verification_status: 'SUCCESS' });
  });
});

describe('webhooks for captures that are not completed at once', () => {
  it('posts PENDING, then COMPLETED or DENIED as the capture settles, and DECLINED', async () => {
    const receiver = await startReceiver(false);
    const pending = { capture: { PENDING: 1 } };
    const sandbox = await startSandbox({ webhookUrl: receiver.url, outcomes: pending });
    const settled: string[] = [];
    for (const status of ['COMPLETED', 'DECLINED']) {
      const { captureId } = await sandbox.capturedOrder(orderBody('30.00'));
      await sandbox.api('POST', `/sandbox-control/captures/${captureId}/settle`, { status });
      settled.push(captureId);
    }
    const declined = { capture: { DECLINED: 1 } };
    await sandbox.restart({ outcomes: declined });
    const { captureId: declinedId } = await sandbox.capturedOrder(orderBody('30.00'));

    // Three approvals, two PENDING captures and their settlements, one declined capture.
    const events = (await receiver.received(8)).map(({ event }) => event);
    const about = (id: string) =>
      events
        .filter((event) => event.resource.id === id)
        .map((event) => `${event.event_type} ${event.resource.status}`);
    expect(about(settled[0]!)).toEqual([
      'PAYMENT.CAPTURE.PENDING PENDING',
      'PAYMENT.CAPTURE.COMPLETED COMPLETED',
    ]);
    expect(about(settled[1]!)).toEqual([
      'PAYMENT.CAPTURE.PENDING PENDING',
      'PAYMENT.CAPTURE.DENIED DECLINED',
    ]);
    expect(about(declinedId)).toEqual(['PAYMENT.CAPTURE.DECLINED DECLINED']);
    await sandbox.close();
    await receiver.close();
  });
});
