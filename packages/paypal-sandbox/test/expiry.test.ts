import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HOUR, orderBody, startSandbox, testClock, type TestSandbox } from './support.js';

const DAY = 24 * HOUR;
const orders = '/v2/checkout/orders';

describe('what PayPal keeps only for a while', () => {
  let sandbox: TestSandbox;
  let clock: ReturnType<typeof testClock>;
  beforeEach(async () => {
    clock = testClock();
    sandbox = await startSandbox({ now: clock.now });
  });
  afterEach(() => sandbox.close());

  it('keeps order and capture request ids for 6 hours', async () => {
    const first = await sandbox.api('POST', orders, orderBody('10.00'), { requestId: 'c-1' });
    // Approved, so that the order itself outlives the request id (see the tests below).
    clock.advance(2 * HOUR);
    await sandbox.approve(first.body.id);
    clock.advance(3 * HOUR - 1);
    // A different body under a used id: PayPal answers with what the id made, as it is now.
    const again = await sandbox.api('POST', orders, orderBody('99.00'), { requestId: 'c-1' });
    expect(again).toMatchObject({ status: 200, body: { id: first.body.id, status: 'APPROVED' } });
    expect(again.body.purchase_units[0].amount.value).toBe('10.00');
    clock.advance(1 * HOUR + 1);
    const later = await sandbox.api('POST', orders, orderBody('10.00'), { requestId: 'c-1' });
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);

    await sandbox.approve(later.body.id);
    const capture = `${orders}/${later.body.id}/capture`;
    expect((await sandbox.api('POST', capture, {}, { requestId: 'k-1' })).status).toBe(201);
    clock.advance(6 * HOUR - 1);
    expect((await sandbox.api('POST', capture, {}, { requestId: 'k-1' })).status).toBe(200);
    clock.advance(1);
    const expired = await sandbox.api('POST', capture, {}, { requestId: 'k-1' });
    expect(expired.status).toBe(422);
    expect(expired.body.details[0].issue).toBe('ORDER_ALREADY_CAPTURED');
  });

  it('keeps refund request ids for 45 days', async () => {
    const { captureId } = await sandbox.capturedOrder(orderBody('100.00'));
    const path = `/v2/payments/captures/${captureId}/refund`;
    const tenRupees = { amount: { currency_code: 'INR', value: '10.00' } };
    const first = await sandbox.api('POST', path, tenRupees, { requestId: 'r-1' });
    clock.advance(45 * DAY - 1);
    const again = await sandbox.api(
      'POST',
      path,
      { amount: { ...tenRupees.amount, value: '20.00' } },
      {
        requestId: 'r-1',
      },
    );
    expect(again).toMatchObject({
      status: 200,
      body: { id: first.body.id, amount: tenRupees.amount },
    });
    clock.advance(1);
    const later = await sandbox.api('POST', path, tenRupees, { requestId: 'r-1' });
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
  });

  it('forgets an order not approved within 3 hours', async () => {
    const id = (await sandbox.api('POST', orders, orderBody())).body.id;
    clock.advance(3 * HOUR - 1);
    expect((await sandbox.api('GET', `${orders}/${id}`)).body.status).toBe('CREATED');
    clock.advance(1);
    const gone = await sandbox.api('GET', `${orders}/${id}`);
    expect(gone).toMatchObject({ status: 404, body: { name: 'RESOURCE_NOT_FOUND' } });
    expect((await fetch(`${sandbox.url}/checkoutnow?token=${id}`)).status).toBe(404);
    expect((await sandbox.api('POST', `${orders}/${id}/capture`, {})).status).toBe(404);
    const patch = [
      { op: 'add', path: "/purchase_units/@reference_id=='order-1'/invoice_id", value: 'I-1' },
    ];
    expect((await sandbox.api('PATCH', `${orders}/${id}`, patch)).status).toBe(404);
  });

  it('voids an order approved but not captured within 3 hours', async () => {
    const [kept, voided] = [
      (await sandbox.api('POST', orders, orderBody())).body.id,
      (await sandbox.api('POST', orders, orderBody())).body.id,
    ];
    clock.advance(2 * HOUR);
    await sandbox.approve(kept);
    await sandbox.approve(voided);
    clock.advance(3 * HOUR - 1);
    expect((await sandbox.api('POST', `${orders}/${kept}/capture`, {})).status).toBe(201);
    clock.advance(1);
    const shown = await sandbox.api('GET', `${orders}/${voided}`);
    expect(shown.body.status).toBe('VOIDED');
    expect(shown.body.links.map((link: { rel: string }) => link.rel)).toEqual(['self']);
    expect((await sandbox.api('POST', `${orders}/${voided}/capture`, {})).status).toBe(404);
    expect((await sandbox.api('GET', `${orders}/${kept}`)).body.status).toBe('COMPLETED');
  });
});
