import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, startSandbox, type TestSandbox } from './support.js';

describe('refunds in the sandbox', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  async function capturedOrder(value: string) {
    const created = await sandbox.api('POST', '/v2/checkout/orders', orderBody(value));
    await sandbox.approve(created.body.id);
    const captured = await sandbox.api(
      'POST',
      `/v2/checkout/orders/${created.body.id}/capture`,
      {},
    );
    return {
      orderId: created.body.id,
      captureId: captured.body.purchase_units[0].payments.captures[0].id,
    };
  }
  const refund = (captureId: string, body: object, requestId?: string) =>
    sandbox.api('POST', `/v2/payments/captures/${captureId}/refund`, body, { requestId });
  const inr = (value: string) => ({ amount: { currency_code: 'INR', value } });

  it('refunds part, then the rest, and never more than was captured', async () => {
    const { orderId, captureId } = await capturedOrder('100.00');
    const part = await refund(captureId, { ...inr('30.25'), note_to_payer: 'One item returned' });
    expect(part.status).toBe(201);
    expect(part.body).toMatchObject({
      status: 'COMPLETED',
      amount: { currency_code: 'INR', value: '30.25' },
    });

    const tooMuch = await refund(captureId, inr('69.76'));
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.details[0].issue).toBe('REFUND_AMOUNT_EXCEEDED');
    const otherCurrency = await refund(captureId, {
      amount: { currency_code: 'USD', value: '1.00' },
    });
    expect(otherCurrency.status).toBe(422);
    expect(otherCurrency.body.details[0].issue).toBe('REFUND_CAPTURE_CURRENCY_MISMATCH');

    let order = (await sandbox.api('GET', `/v2/checkout/orders/${orderId}`)).body;
    expect(order.purchase_units[0].payments.captures[0].status).toBe('PARTIALLY_REFUNDED');

    // No amount: what is left.
    const rest = await refund(captureId, {});
    expect(rest.body.amount.value).toBe('69.75');
    order = (await sandbox.api('GET', `/v2/checkout/orders/${orderId}`)).body;
    expect(order.status).toBe('COMPLETED');
    expect(order.purchase_units[0].payments.captures[0].status).toBe('REFUNDED');
    expect(order.purchase_units[0].payments.refunds.map((r: any) => r.amount.value)).toEqual([
      '30.25',
      '69.75',
    ]);
    const again = await refund(captureId, {});
    expect(again.status).toBe(422);
    expect(again.body.details[0].issue).toBe('CAPTURE_FULLY_REFUNDED');
  });

  it('refunds once for a repeated PayPal-Request-Id', async () => {
    const { orderId, captureId } = await capturedOrder('50.00');
    const first = await refund(captureId, inr('10.00'), 'refund-1');
    const repeated = await refund(captureId, inr('10.00'), 'refund-1');
    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual(first.body);
    const order = (await sandbox.api('GET', `/v2/checkout/orders/${orderId}`)).body;
    expect(order.purchase_units[0].payments.refunds).toHaveLength(1);
  });

  it('does not know a capture it never made', async () => {
    const unknown = await refund('ABCDEFGHIJKLMNOPQ', {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.name).toBe('RESOURCE_NOT_FOUND');
  });
});
