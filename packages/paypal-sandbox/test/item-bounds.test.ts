import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, startSandbox, type TestSandbox } from './support.js';

const money = (value: string) => ({ currency_code: 'INR', value });

describe('items, within bounds', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('keeps at most 100 items in an order, however they are sent', async () => {
    const items = (count: number) =>
      Array.from({ length: count }, (_, n) => ({
        name: `Item ${n}`,
        quantity: '1',
        unit_amount: money('1.00'),
      }));
    const unit = (reference: string, count: number) => ({
      reference_id: reference,
      amount: { ...money(`${count}.00`), breakdown: { item_total: money(`${count}.00`) } },
      items: items(count),
    });
    const tooMany = orderBody('10.00', { purchase_units: [unit('a', 60), unit('b', 60)] });
    const refused = await sandbox.api('POST', '/v2/checkout/orders', tooMany);
    expect(refused.status).toBe(400);
    expect(refused.body.details[0].issue).toBe('INVALID_ARRAY_MAX_ITEMS');

    const fits = orderBody('10.00', { purchase_units: [unit('a', 60), unit('b', 1)] });
    const id = (await sandbox.api('POST', '/v2/checkout/orders', fits)).body.id;
    const growB = [
      { op: 'replace', path: "/purchase_units/@reference_id=='b'/items", value: items(60) },
      {
        op: 'replace',
        path: "/purchase_units/@reference_id=='b'/amount",
        value: unit('b', 60).amount,
      },
    ];
    const patched = await sandbox.api('PATCH', `/v2/checkout/orders/${id}`, growB);
    expect(patched.status).toBe(400);
    expect(patched.body.details[0].issue).toBe('INVALID_ARRAY_MAX_ITEMS');
  });
});
