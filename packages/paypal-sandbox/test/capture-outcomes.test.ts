import { afterEach, describe, expect, it } from 'vitest';
import type { OutcomeOptions } from '../src/outcomes.js';
import { orderBody, startSandbox, type TestSandbox } from './support.js';

describe('captures that do not complete', () => {
  let sandbox: TestSandbox;
  afterEach(() => sandbox.close());

  async function approvedOrder() {
    const id = (await sandbox.api('POST', '/v2/checkout/orders', orderBody('500.00'))).body.id;
    await sandbox.approve(id);
    return id as string;
  }
  const capture = (id: string, mock?: string) =>
    sandbox.api('POST', `/v2/checkout/orders/${id}/capture`, {}, { mock });
  const refund = (captureId: string) =>
    sandbox.api('POST', `/v2/payments/captures/${captureId}/refund`, {});

  it("fails a capture as PayPal's negative-testing header asks, and changes nothing", async () => {
    sandbox = await startSandbox();
    const id = await approvedOrder();
    for (const code of ['INSTRUMENT_DECLINED', 'PAYER_ACTION_REQUIRED', 'TRANSACTION_REFUSED']) {
      const refused = await capture(id, code);
      expect(refused.status, code).toBe(422);
      expect(refused.body).toMatchObject({
        name: 'UNPROCESSABLE_ENTITY',
        details: [{ issue: code }],
      });
    }
    const down = await capture(id, 'INTERNAL_SERVER_ERROR');
    expect(down).toMatchObject({ status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } });
    expect((await sandbox.api('GET', `/v2/checkout/orders/${id}`)).body.status).toBe('APPROVED');
    // A code PayPal does not know is no test value: the call is answered as usual.
    const captured = await capture(id, 'NOT_A_CODE');
    expect(captured.status).toBe(201);
  });

  it('leaves a share of captures PENDING until they are settled, either way', async () => {
    sandbox = await startSandbox({ outcomes: { capture: { PENDING: 1 } } });
    const [first, second] = [await approvedOrder(), await approvedOrder()];
    const pending = await capture(first);
    expect(pending.status).toBe(201);
    expect(pending.body.status).toBe('COMPLETED');
    const held = pending.body.purchase_units[0].payments.captures[0];
    expect(held).toMatchObject({ status: 'PENDING', status_details: { reason: 'PENDING_REVIEW' } });
    expect((await refund(held.id)).body.details[0].issue).toBe('PENDING_CAPTURE');

    // PENDING is kept across a restart, to be settled later.
    await sandbox.restart();
    const settle = (captureId: string, status: string) =>
      sandbox.api('POST', `/sandbox-control/captures/${captureId}/settle`, { status });
    const completed = await settle(held.id, 'COMPLETED');
    expect(completed.body).toMatchObject({ id: held.id, status: 'COMPLETED' });
    expect((await sandbox.api('GET', `/v2/payments/captures/${held.id}`)).body.status).toBe(
      'COMPLETED',
    );
    expect((await refund(held.id)).status).toBe(201);
    expect((await settle(held.id, 'DECLINED')).body.details[0].issue).toBe('SANDBOX_NOT_PENDING');

    const other = (await capture(second)).body.purchase_units[0].payments.captures[0];
    const denied = await settle(other.id, 'DECLINED');
    expect(denied.body).toMatchObject({ status: 'DECLINED' });
    const order = await sandbox.api('GET', `/v2/checkout/orders/${second}`);
    expect(order.body.purchase_units[0].payments.captures[0].status).toBe('DECLINED');
  });

  it('declines a share of captures, and refuses others with INSTRUMENT_DECLINED', async () => {
    sandbox = await startSandbox({ outcomes: { capture: { DECLINED: 1 } } });
    const declined = await capture(await approvedOrder());
    expect(declined.status).toBe(201);
    const taken = declined.body.purchase_units[0].payments.captures[0];
    expect(taken).toMatchObject({
      status: 'DECLINED',
      status_details: { reason: expect.any(String) },
    });
    expect((await refund(taken.id)).body.details[0].issue).toBe('REFUND_NOT_ALLOWED');
    await sandbox.close();

    sandbox = await startSandbox({ outcomes: { capture: { INSTRUMENT_DECLINED: 1 } } });
    const id = await approvedOrder();
    const refused = await capture(id);
    expect(refused.status).toBe(422);
    expect(refused.body.details[0].issue).toBe('INSTRUMENT_DECLINED');
    expect((await sandbox.api('GET', `/v2/checkout/orders/${id}`)).body.status).toBe('APPROVED');
  });

  it('draws the same outcomes from the same seed, and others from another', async () => {
    const outcomesOf = async (options: OutcomeOptions) => {
      sandbox = await startSandbox({ outcomes: options });
      const seen: string[] = [];
      for (let i = 0; i < 12; i++) {
        const reply = await capture(await approvedOrder());
        seen.push(
          reply.body.purchase_units?.[0].payments.captures[0].status ?? reply.body.details[0].issue,
        );
      }
      await sandbox.close();
      return seen;
    };
    const shares = { DECLINED: 0.3, PENDING: 0.3, INSTRUMENT_DECLINED: 0.2 };
    const first = await outcomesOf({ capture: shares, seed: 7 });
    expect(await outcomesOf({ capture: shares, seed: 7 })).toEqual(first);
    expect(new Set(first).size).toBeGreaterThan(2);
    expect(await outcomesOf({ capture: shares, seed: 8 })).not.toEqual(first);
    sandbox = await startSandbox();
  });
});
