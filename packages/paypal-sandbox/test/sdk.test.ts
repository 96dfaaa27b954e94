import {
  CheckoutPaymentIntent,
  CustomError,
  PatchOp,
  PaypalExperienceUserAction,
  type OrderRequest,
} from '@paypal/paypal-server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paypalSdk, type PaypalSdk } from './paypal-sdk.js';
import { SHOP, startSandbox, type TestSandbox } from './support.js';

const usd = (value: string) => ({ currencyCode: 'USD', value });

/** Two shirts at 10.00 and 5.00 shipping, paid with PayPal as the SDK's own examples do. */
const orderRequest = (total = '25.00'): OrderRequest => ({
  intent: CheckoutPaymentIntent.Capture,
  purchaseUnits: [
    {
      referenceId: 'order-7',
      amount: { ...usd(total), breakdown: { itemTotal: usd('20.00'), shipping: usd('5.00') } },
      items: [{ name: 'Shirt', quantity: '2', unitAmount: usd('10.00') }],
    },
  ],
  paymentSource: {
    paypal: {
      experienceContext: {
        returnUrl: `${SHOP}/shop/paypalReturnPage`,
        cancelUrl: `${SHOP}/shop/checkout`,
        userAction: PaypalExperienceUserAction.PayNow,
      },
    },
  },
});

/** The status and first issue of the SDK's error, or a failure if the call succeeded. */
async function refusal(call: Promise<unknown>) {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof CustomError)) throw new Error(`expected PayPal's error, got ${error}`);
  return {
    status: error.statusCode,
    name: error.result?.name,
    issue: error.result?.details?.[0]?.issue,
  };
}

const mock = (code: string) => JSON.stringify({ mock_application_codes: code });

describe("PayPal's official Node SDK against the sandbox", () => {
  let sandbox: TestSandbox;
  let sdk: PaypalSdk;
  beforeAll(async () => {
    sandbox = await startSandbox({ returnOrigins: () => [SHOP] });
    sdk = paypalSdk(sandbox.url);
  });
  afterAll(() => sandbox.close());

  it('creates, has the payer approve, captures, shows and refunds a payment', async () => {
    const created = await sdk.orders.createOrder({
      body: orderRequest(),
      paypalRequestId: 'sdk-1',
    });
    expect(created.statusCode).toBe(201);
    // PayPal's default reply is the minimal one.
    expect(Object.keys(created.result).sort()).toEqual(['id', 'links', 'status']);
    expect(created.result.status).toBe('PAYER_ACTION_REQUIRED');
    const id = created.result.id!;
    const payerAction = created.result.links!.find((link) => link.rel === 'payer-action')!;
    expect(await (await fetch(payerAction.href)).text()).toContain('$25.00');

    const back = await sandbox.approve(id);
    expect([...back.searchParams.keys()].sort()).toEqual(['PayerID', 'token']);
    const approved = (await sdk.orders.getOrder({ id })).result;
    expect(approved.status).toBe('APPROVED');
    expect(approved.payer?.payerId).toBe(back.searchParams.get('PayerID'));
    expect(approved.purchaseUnits![0]!.items).toEqual([
      { name: 'Shirt', quantity: '2', unitAmount: usd('10.00') },
    ]);
    expect(approved.purchaseUnits![0]!.amount!.breakdown).toEqual({
      itemTotal: usd('20.00'),
      shipping: usd('5.00'),
    });

    const captured = await sdk.orders.captureOrder({ id, prefer: 'return=representation' });
    expect(captured.statusCode).toBe(201);
    const capture = captured.result.purchaseUnits![0]!.payments!.captures![0]!;
    expect(capture).toMatchObject({ status: 'COMPLETED', amount: usd('25.00') });
    const shown = await sdk.payments.getCapturedPayment({ captureId: capture.id! });
    expect(shown.result).toMatchObject({ id: capture.id, status: 'COMPLETED' });
    expect(shown.result.supplementaryData?.relatedIds?.orderId).toBe(id);

    // No body at all: the SDK's own full refund.
    const refunded = await sdk.payments.refundCapturedPayment({ captureId: capture.id! });
    expect(refunded.statusCode).toBe(201);
    expect(Object.keys(refunded.result).sort()).toEqual(['id', 'links', 'status']);
    const refund = await sdk.payments.getRefund({ refundId: refunded.result.id! });
    expect(refund.result).toMatchObject({ status: 'COMPLETED', amount: usd('25.00') });
    expect((await sdk.payments.getCapturedPayment({ captureId: capture.id! })).result.status).toBe(
      'REFUNDED',
    );
    // The create request again: 200, and the order as it is now.
    const replayed = await sdk.orders.createOrder({
      body: orderRequest(),
      paypalRequestId: 'sdk-1',
    });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.result).toMatchObject({ id, status: 'COMPLETED' });
  });

  it("answers the SDK's mistakes and PayPal's negative tests with PayPal's errors", async () => {
    const id = (await sdk.orders.createOrder({ body: orderRequest() })).result.id!;
    expect(await refusal(sdk.orders.captureOrder({ id }))).toEqual({
      status: 422,
      name: 'UNPROCESSABLE_ENTITY',
      issue: 'ORDER_NOT_APPROVED',
    });
    await sandbox.approve(id);
    for (const code of ['INSTRUMENT_DECLINED', 'PAYER_ACTION_REQUIRED']) {
      const declined = await refusal(
        sdk.orders.captureOrder({ id, paypalMockResponse: mock(code) }),
      );
      expect(declined).toMatchObject({ status: 422, issue: code });
    }
    // A negative test changes nothing: the order is still there to capture.
    expect((await sdk.orders.getOrder({ id })).result.status).toBe('APPROVED');
    expect((await sdk.orders.captureOrder({ id })).result.status).toBe('COMPLETED');
    expect(await refusal(sdk.orders.captureOrder({ id }))).toMatchObject({
      issue: 'ORDER_ALREADY_CAPTURED',
    });
    expect(await refusal(sdk.orders.getOrder({ id: 'ABCDEFGHIJKLMNOPQ' }))).toMatchObject({
      status: 404,
      name: 'RESOURCE_NOT_FOUND',
    });
    const mismatched = orderRequest('26.00');
    expect(await refusal(sdk.orders.createOrder({ body: mismatched }))).toMatchObject({
      status: 422,
      issue: 'AMOUNT_MISMATCH',
    });
  });

  it('patches an order before its capture', async () => {
    const id = (await sdk.orders.createOrder({ body: orderRequest() })).result.id!;
    const unit = "/purchase_units/@reference_id=='order-7'";
    const patched = await sdk.orders.patchOrder({
      id,
      body: [
        { op: PatchOp.Add, path: `${unit}/invoice_id`, value: 'INV-7' },
        {
          op: PatchOp.Replace,
          path: `${unit}/amount`,
          value: {
            currency_code: 'USD',
            value: '20.00',
            breakdown: { item_total: { currency_code: 'USD', value: '20.00' } },
          },
        },
      ],
    });
    expect(patched.statusCode).toBe(204);
    const order = (await sdk.orders.getOrder({ id })).result.purchaseUnits![0]!;
    expect(order).toMatchObject({ invoiceId: 'INV-7', amount: usd('20.00') });
  });
});
