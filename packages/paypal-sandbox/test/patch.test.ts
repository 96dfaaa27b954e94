import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, startSandbox, type TestSandbox } from './support.js';

const unit = "/purchase_units/@reference_id=='order-1'";
const inr = (value: string) => ({ currency_code: 'INR', value });

describe('PATCH /v2/checkout/orders/{id}', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  const create = async () =>
    (await sandbox.api('POST', '/v2/checkout/orders', orderBody('100.00'))).body.id as string;
  const patch = (id: string, operations: object[]) =>
    sandbox.api('PATCH', `/v2/checkout/orders/${id}`, operations);
  const unitOf = async (id: string) =>
    (await sandbox.api('GET', `/v2/checkout/orders/${id}`)).body.purchase_units[0];

  it('changes what PayPal lets change before the capture, and answers 204', async () => {
    const id = await create();
    const changed = await patch(id, [
      { op: 'add', path: `${unit}/invoice_id`, value: 'INV-1' },
      { op: 'add', path: `${unit}/description`, value: 'Two shirts' },
      {
        op: 'replace',
        path: `${unit}/amount`,
        value: { ...inr('120'), breakdown: { item_total: inr('100.00'), shipping: inr('20.00') } },
      },
      {
        op: 'add',
        path: `${unit}/items`,
        value: [{ name: 'Shirt', quantity: '2', unit_amount: inr('50.00') }],
      },
      { op: 'replace', path: `${unit}/shipping/address`, value: { country_code: 'IN' } },
    ]);
    expect(changed.status).toBe(204);
    expect(changed.body).toBe('');
    expect(await unitOf(id)).toMatchObject({
      invoice_id: 'INV-1',
      description: 'Two shirts',
      amount: { ...inr('120.00'), breakdown: { item_total: inr('100.00') } },
      items: [{ name: 'Shirt' }],
    });
    expect((await patch(id, [{ op: 'remove', path: `${unit}/description` }])).status).toBe(204);
    expect((await unitOf(id)).description).toBeUndefined();

    // Still possible once approved; the payer's capture takes the new amount.
    await sandbox.approve(id);
    const lower = { op: 'replace', path: `${unit}/amount`, value: inr('90.00') };
    expect((await patch(id, [{ op: 'remove', path: `${unit}/items` }, lower])).status).toBe(204);
    const captured = await sandbox.api('POST', `/v2/checkout/orders/${id}/capture`, {});
    expect(captured.body.purchase_units[0].payments.captures[0].amount).toEqual(inr('90.00'));
    const late = await patch(id, [{ op: 'replace', path: `${unit}/invoice_id`, value: 'INV-2' }]);
    expect(late.status).toBe(422);
    expect(late.body.details[0].issue).toBe('ORDER_ALREADY_COMPLETED');
  });

  it('refuses patches PayPal refuses, with its statuses and issues, and keeps the order as it was', async () => {
    const id = await create();
    const cases: Array<[object, number, string]> = [
      [
        { op: 'replace', path: `${unit}/amount`, value: inr('0.00') },
        422,
        'CANNOT_BE_ZERO_OR_NEGATIVE',
      ],
      [
        {
          op: 'replace',
          path: `${unit}/amount`,
          value: { ...inr('50.00'), breakdown: { item_total: inr('40.00') } },
        },
        422,
        'AMOUNT_MISMATCH',
      ],
      [{ op: 'replace', path: `${unit}/payments`, value: {} }, 422, 'NOT_PATCHABLE'],
      [{ op: 'replace', path: '/status', value: 'COMPLETED' }, 422, 'NOT_PATCHABLE'],
      [
        { op: 'replace', path: "/purchase_units/@reference_id=='other'/invoice_id", value: 'X' },
        422,
        'REFERENCE_ID_NOT_FOUND',
      ],
      [{ op: 'replace', path: `${unit}/invoice_id`, value: 'X' }, 400, 'INVALID_PATCH_OPERATION'],
      [{ op: 'remove', path: `${unit}/amount` }, 400, 'INVALID_PATCH_OPERATION'],
      [{ op: 'add', path: `${unit}/custom_id` }, 422, 'PATCH_VALUE_REQUIRED'],
      [{ op: 'add', value: 'X' }, 422, 'PATCH_PATH_REQUIRED'],
      [{ op: 'add', path: 'purchase_units', value: [] }, 422, 'INVALID_JSON_POINTER_FORMAT'],
      [{ op: 'jump', path: `${unit}/custom_id`, value: 'X' }, 400, 'INVALID_PARAMETER_VALUE'],
    ];
    for (const [operation, status, issue] of cases) {
      const refused = await patch(id, [
        { op: 'add', path: `${unit}/custom_id`, value: 'C-1' },
        operation,
      ]);
      expect(refused.status, issue).toBe(status);
      expect(refused.body.details[0].issue, issue).toBe(issue);
    }
    const kept = await unitOf(id);
    expect(kept.amount).toEqual(inr('100.00'));
    expect(kept.custom_id).toBeUndefined();
    expect(
      (await patch('ABCDEFGHIJKLMNOPQ', [{ op: 'add', path: `${unit}/custom_id`, value: 'X' }]))
        .status,
    ).toBe(404);
  });
});
