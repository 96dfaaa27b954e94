import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, startSandbox, type TestSandbox } from './support.js';

const money = (value: string, currency_code = 'INR') => ({ currency_code, value });

/** An order of one purchase unit with this amount (and breakdown and items, if given). */
function orderOf(amount: object, items?: object[]) {
  const body = orderBody();
  body.purchase_units[0] = { ...body.purchase_units[0]!, amount, ...(items && { items }) } as never;
  return body;
}

const item = (name: string, quantity: string, unit: string, tax?: string) => ({
  name,
  quantity,
  unit_amount: money(unit),
  ...(tax && { tax: money(tax) }),
});

describe('amounts and currencies, checked as PayPal checks them', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  const create = (body: unknown) => sandbox.api('POST', '/v2/checkout/orders', body);
  async function refusedWith(body: unknown) {
    const reply = await create(body);
    return { status: reply.status, name: reply.body.name, issue: reply.body.details?.[0]?.issue };
  }

  it('refuses with 422 and the issue PayPal names what is well-formed but wrong', async () => {
    const cases: Array<[object, string]> = [
      [money('0.00'), 'CANNOT_BE_ZERO_OR_NEGATIVE'],
      [money('-5.00'), 'CANNOT_BE_ZERO_OR_NEGATIVE'],
      [money('10.005'), 'DECIMAL_PRECISION'],
      [money('1000.50', 'JPY'), 'DECIMALS_NOT_SUPPORTED'],
      [money('10.00', 'XYZ'), 'INVALID_CURRENCY_CODE'],
      [money('10.00', 'KES'), 'CURRENCY_NOT_SUPPORTED'],
      [money('1000000000000000.00'), 'MAX_VALUE_EXCEEDED'],
      [
        { ...money('10.00'), breakdown: { item_total: money('10.00', 'USD') } },
        'MULTI_CURRENCY_ORDER',
      ],
      [{ ...money('10.00'), breakdown: { item_total: money('-10.00') } }, 'CANNOT_BE_NEGATIVE'],
    ];
    for (const [amount, issue] of cases) {
      expect(await refusedWith(orderOf(amount)), issue).toEqual({
        status: 422,
        name: 'UNPROCESSABLE_ENTITY',
        issue,
      });
    }
  });

  it('accepts whole amounts in currencies without decimals, and writes values as PayPal does', async () => {
    for (const currency of ['JPY', 'HUF', 'TWD']) {
      const reply = await create(orderOf(money('1500', currency)));
      expect(reply.status, currency).toBe(201);
      expect(reply.body.purchase_units[0].amount).toEqual(money('1500', currency));
    }
    const loose = await create(orderOf(money('5')));
    expect(loose.body.purchase_units[0].amount).toEqual(money('5.00'));
  });

  it('keeps breakdown and items, and refuses totals that do not add up', async () => {
    const breakdown = {
      item_total: money('200.00'),
      tax_total: money('36.00'),
      shipping: money('50.00'),
      discount: money('20.00'),
    };
    const items = [item('Shirt', '2', '75.00', '13.50'), item('Socks', '1', '50.00', '9.00')];
    const created = await create(orderOf({ ...money('266.00'), breakdown }, items));
    expect(created.status).toBe(201);
    const stored = (await sandbox.api('GET', `/v2/checkout/orders/${created.body.id}`)).body;
    expect(stored.purchase_units[0].amount).toEqual({ ...money('266.00'), breakdown });
    expect(stored.purchase_units[0].items).toEqual(items);

    const wrong = (amount: object, list = items) => refusedWith(orderOf(amount, list));
    expect((await wrong({ ...money('267.00'), breakdown })).issue).toBe('AMOUNT_MISMATCH');
    const itemTotal = { ...breakdown, item_total: money('210.00') };
    expect((await wrong({ ...money('276.00'), breakdown: itemTotal })).issue).toBe(
      'ITEM_TOTAL_MISMATCH',
    );
    const taxTotal = { ...breakdown, tax_total: money('30.00') };
    expect((await wrong({ ...money('260.00'), breakdown: taxTotal })).issue).toBe(
      'TAX_TOTAL_MISMATCH',
    );
    expect((await wrong(money('266.00'))).issue).toBe('ITEM_TOTAL_REQUIRED');
  });

  it('answers 400 INVALID_REQUEST only for what does not fit the schema', async () => {
    const malformed = await sandbox.call('POST', '/v2/checkout/orders', undefined, {
      authorization: `Bearer ${await sandbox.token()}`,
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    const broken = await fetch(`${sandbox.url}/v2/checkout/orders`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await sandbox.token()}`,
        'content-type': 'application/json',
      },
      body: '{"intent": "CAPTURE",',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({
      name: 'INVALID_REQUEST',
      details: [{ issue: 'MALFORMED_REQUEST_JSON' }],
    });
    const { intent: _intent, ...noIntent } = orderBody();
    expect(await refusedWith(noIntent)).toEqual({
      status: 400,
      name: 'INVALID_REQUEST',
      issue: 'MISSING_REQUIRED_PARAMETER',
    });
    expect((await refusedWith(orderOf(money('ten')))).status).toBe(400);
    expect((await refusedWith(orderOf(money('10.00', 'RUPEES')))).status).toBe(400);
  });
});
