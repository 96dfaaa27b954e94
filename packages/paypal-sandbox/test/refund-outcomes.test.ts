import { afterEach, describe, expect, it } from 'vitest';
import { orderBody, startSandbox, type TestSandbox } from './support.js';

const inr = (value: string) => ({ amount: { currency_code: 'INR', value } });

describe('refunds that do not complete, and refunds PayPal refuses', () => {
  let sandbox: TestSandbox;
  afterEach(() => sandbox.close());

  const refund = (captureId: string, body: object = {}) =>
    sandbox.api('POST', `/v2/payments/captures/${captureId}/refund`, body);
  const settle = (refundId: string, status: string) =>
    sandbox.api('POST', `/sandbox-control/refunds/${refundId}/settle`, { status });
  const captureStatus = async (captureId: string) =>
    (await sandbox.api('GET', `/v2/payments/captures/${captureId}`)).body.status;

  it('refuses amounts that are not amounts with 422 and PayPal issue names', async () => {
    sandbox = await startSandbox();
    const { captureId } = await sandbox.capturedOrder(orderBody('100.00'));
    const cases: Array<[object, string]> = [
      [inr('0.00'), 'CANNOT_BE_ZERO_OR_NEGATIVE'],
      [inr('-10.00'), 'CANNOT_BE_ZERO_OR_NEGATIVE'],
      [inr('10.001'), 'DECIMAL_PRECISION'],
      [{ amount: { currency_code: 'USD', value: '10.00' } }, 'REFUND_CAPTURE_CURRENCY_MISMATCH'],
      [inr('100.01'), 'REFUND_AMOUNT_EXCEEDED'],
    ];
    for (const [body, issue] of cases) {
      const refused = await refund(captureId, body);
      expect(refused.status, issue).toBe(422);
      expect(refused.body.details[0].issue).toBe(issue);
    }
    expect((await refund(captureId, { amount: { currency_code: 'INR' } })).status).toBe(400);
    expect(await captureStatus(captureId)).toBe('COMPLETED');
  });

  it('leaves a share of refunds PENDING, holding their amount until they settle', async () => {
    sandbox = await startSandbox({ outcomes: { refund: { PENDING: 1 } } });
    const { captureId } = await sandbox.capturedOrder(orderBody('100.00'));
    const pending = await refund(captureId, inr('60.00'));
    expect(pending.status).toBe(201);
    expect(pending.body).toMatchObject({ status: 'PENDING', status_details: { reason: 'ECHECK' } });
    // The pending 60.00 is spoken for: only 40.00 is left to refund.
    expect((await refund(captureId, inr('40.01'))).body.details[0].issue).toBe(
      'REFUND_AMOUNT_EXCEEDED',
    );
    expect(await captureStatus(captureId)).toBe('COMPLETED');

    const completed = await settle(pending.body.id, 'COMPLETED');
    expect(completed.body).toMatchObject({ id: pending.body.id, status: 'COMPLETED' });
    const shown = await sandbox.api('GET', `/v2/payments/refunds/${pending.body.id}`);
    expect(shown.body).toMatchObject({ status: 'COMPLETED', amount: inr('60.00').amount });
    expect(await captureStatus(captureId)).toBe('PARTIALLY_REFUNDED');

    const failing = await refund(captureId, inr('40.00'));
    expect((await settle(failing.body.id, 'FAILED')).body.status).toBe('FAILED');
    // A failed refund gives its amount back to refund again.
    const cancelled = await refund(captureId);
    expect(cancelled.body.amount).toEqual(inr('40.00').amount);
    expect((await settle(cancelled.body.id, 'CANCELLED')).body.status).toBe('CANCELLED');
    expect((await settle(cancelled.body.id, 'COMPLETED')).body.details[0].issue).toBe(
      'SANDBOX_NOT_PENDING',
    );
    expect(await captureStatus(captureId)).toBe('PARTIALLY_REFUNDED');
  });

  it('fails a share of refunds outright', async () => {
    sandbox = await startSandbox({ outcomes: { refund: { FAILED: 1 } } });
    const { captureId, orderId } = await sandbox.capturedOrder(orderBody('100.00'));
    const failed = await refund(captureId);
    expect(failed.status).toBe(201);
    expect(failed.body).toMatchObject({ status: 'FAILED', amount: inr('100.00').amount });
    const order = await sandbox.api('GET', `/v2/checkout/orders/${orderId}`);
    expect(order.body.purchase_units[0].payments.refunds).toMatchObject([{ status: 'FAILED' }]);
    expect(await captureStatus(captureId)).toBe('COMPLETED');
  });

  it("fails a refund as PayPal's negative-testing header asks", async () => {
    sandbox = await startSandbox();
    const { captureId } = await sandbox.capturedOrder(orderBody('100.00'));
    const path = `/v2/payments/captures/${captureId}/refund`;
    const refused = await sandbox.api(
      'POST',
      path,
      {},
      { mock: 'REFUND_FAILED_INSUFFICIENT_FUNDS' },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.details[0].issue).toBe('REFUND_FAILED_INSUFFICIENT_FUNDS');
    expect(await captureStatus(captureId)).toBe('COMPLETED');
  });
});
