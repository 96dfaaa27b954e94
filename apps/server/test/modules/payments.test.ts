import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET } from '@attire/paypal-sandbox';
import { createPaypalClient } from '../../src/modules/payments/paypal-client.js';
import { isAlreadyCaptured } from '../../src/modules/payments/paypal-errors.js';
import { orders, productVariants } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { insertProduct, signUp } from '../support/fixtures.js';
import { expectAppError } from '../support/app-error.js';
import { api } from '../support/http.js';

const ADDRESS = { address: '1 MG Road', city: 'Bengaluru', pincode: '560001', phone: '9876543210' };

/** One unit of a ₹100 product, as the web client orders it. */
const orderFor = (userId: string, productId: string) => ({
  userId,
  orderItems: [{ productId, quantity: 1 }],
  shippingAddress: ADDRESS,
  totalAmount: 100,
});

/** A fetch that records the paths it was asked for, and may tamper with a request first. */
function recordingFetch(tamper?: (headers: Headers) => void) {
  const paths: string[] = [];
  const recorded: typeof fetch = async (input, init) => {
    paths.push(new URL(String(input)).pathname);
    const headers = new Headers(init?.headers);
    tamper?.(headers);
    return fetch(input, { ...init, headers });
  };
  return { fetch: recorded, tokenRequests: () => paths.filter((p) => p.endsWith('/token')).length };
}

/** What a shopper does on the approval page: open it, press a button, follow nothing yet. */
async function pressButton(approvalUrl: string, label: 'Pay' | 'Cancel') {
  const page = await fetch(approvalUrl);
  const html = await page.text();
  const form = [...html.matchAll(/<form method="post" action="([^"]+)">(.*?)<\/form>/g)].find(
    (match) => match[2]!.includes(`>${label}</button>`),
  )!;
  const token = /name="token" value="([^"]+)"/.exec(form[2]!)![1]!;
  return fetch(new URL(form[1]!, approvalUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
    redirect: 'manual',
  });
}

describe('PayPal client against the sandbox the shop mounts', () => {
  let t: TestApp;
  let sandbox: string;
  let shop: string;
  const clientFor = (send: typeof fetch = fetch, timeoutMs = 5000) =>
    createPaypalClient({
      baseUrl: sandbox,
      clientId: SANDBOX_CLIENT_ID,
      clientSecret: SANDBOX_CLIENT_SECRET,
      currency: 'INR',
      timeoutMs,
      fetch: send,
    });
  const newPayment = (amountPaise = 123_450) => ({
    orderId: randomUUID(),
    amount: {
      totalPaise: amountPaise,
      itemTotalPaise: amountPaise,
      shippingPaise: 0,
      discountPaise: 0,
    },
    returnUrl: `${shop}/shop/paypalReturnPage`,
    cancelUrl: `${shop}/shop/checkout`,
  });

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    sandbox = `${t.baseUrl}/paypal-sandbox`;
    shop = t.app.publicUrl();
  });
  afterAll(() => t.close());

  it('fetches one token for many calls, also when they start together', async () => {
    const recorder = recordingFetch();
    const paypal = clientFor(recorder.fetch);
    await Promise.all([1, 2, 3, 4, 5].map(() => paypal.createOrder(newPayment())));
    const created = await paypal.createOrder(newPayment());
    await paypal.getOrder(created.id);
    expect(recorder.tokenRequests()).toBe(1);
  });

  it('gets a fresh token once when PayPal refuses the cached one', async () => {
    let spoilNext = false;
    const recorder = recordingFetch((headers) => {
      if (spoilNext && headers.get('authorization')?.startsWith('Bearer')) {
        headers.set('authorization', 'Bearer expired-token');
        spoilNext = false;
      }
    });
    const paypal = clientFor(recorder.fetch);
    await paypal.createOrder(newPayment());
    spoilNext = true;
    const created = await paypal.createOrder(newPayment());
    expect(created.id).toMatch(/^[A-Z0-9]{17}$/);
    expect(recorder.tokenRequests()).toBe(2);
  });

  it('answers a repeated request id with the same PayPal order', async () => {
    const paypal = clientFor();
    const payment = newPayment();
    const first = await paypal.createOrder(payment);
    const again = await paypal.createOrder(payment);
    const other = await paypal.createOrder({ ...payment, orderId: randomUUID() });
    expect(again).toEqual(first);
    expect(other.id).not.toBe(first.id);
    expect(first.approvalUrl).toBe(`${shop}/paypal-sandbox/checkoutnow?token=${first.id}`);
  });

  it('refuses to capture before the shopper approves, and does not charge', async () => {
    const paypal = clientFor();
    const payment = newPayment();
    const created = await paypal.createOrder(payment);
    await expectAppError(
      paypal.captureOrder(created.id, payment.orderId),
      409,
      MESSAGES.paymentNotApproved,
    );
    expect((await paypal.getOrder(created.id)).status).toBe('CREATED');
  });

  it('shows the amount with Pay and Cancel, then captures once after Pay', async () => {
    const paypal = clientFor();
    const payment = newPayment(123_450);
    const created = await paypal.createOrder(payment);

    const page = await fetch(created.approvalUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('₹1,234.50');
    expect(html).toMatch(/>Pay<\/button>[\s\S]*>Cancel<\/button>/);
    expect(html).not.toContain('<script');

    const paid = await pressButton(created.approvalUrl, 'Pay');
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(payment.returnUrl);
    // PayPal's return URL: the order's id as `token`, and PayerID; nothing else.
    expect(back.searchParams.get('token')).toBe(created.id);
    expect([...back.searchParams.keys()].sort()).toEqual(['PayerID', 'token']);
    const payerId = back.searchParams.get('PayerID');
    expect(payerId).toMatch(/^[A-Z0-9]{13}$/);

    const capture = await paypal.captureOrder(created.id, payment.orderId);
    expect(capture).toEqual({
      status: 'COMPLETED',
      captureStatus: 'COMPLETED',
      payerId,
      capturedPaise: 123_450,
      captureId: expect.any(String),
    });
    // The same request again gets PayPal's record as it stands, and is not captured twice.
    expect(await paypal.captureOrder(created.id, payment.orderId)).toEqual(capture);
    // A different request for the same PayPal order is refused as already captured, which the
    // capture turns into PayPal's record of the order rather than a second charge.
    const again = await paypal.captureOrder(created.id, randomUUID()).catch((error) => error);
    expect(isAlreadyCaptured(again)).toBe(true);
    expect(await paypal.getOrder(created.id)).toEqual(capture);
  });

  it('sends the shopper back to the cancel URL on Cancel', async () => {
    const payment = newPayment();
    const created = await clientFor().createOrder(payment);
    const cancelled = await pressButton(created.approvalUrl, 'Cancel');
    expect(cancelled.status).toBe(303);
    const back = new URL(cancelled.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(payment.cancelUrl);
  });

  it("answers in PayPal's own shapes: bad credentials, no token, unknown order", async () => {
    const refused = await fetch(`${sandbox}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('someone:wrong').toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: 'invalid_client' });

    const anonymous = await fetch(`${sandbox}/v2/checkout/orders/ABC/capture`, { method: 'POST' });
    expect(anonymous.status).toBe(401);

    await expectAppError(
      clientFor().captureOrder('NOSUCHORDER', randomUUID()),
      409,
      MESSAGES.paymentFailed,
    );
    const page = await fetch(`${sandbox}/checkoutnow?token=NOSUCHORDER`);
    expect(page.status).toBe(404);
  });

  it('will not send shoppers back to a site other than the shop', async () => {
    const paypal = clientFor();
    const payment = { ...newPayment(), returnUrl: 'https://evil.example/steal' };
    await expectAppError(paypal.createOrder(payment), 409, MESSAGES.paymentFailed);
  });

  it('leaves an order unpaid, stock untouched, when PayPal captures another amount', async () => {
    const shopper = await signUp(t.app);
    const tee = await insertProduct(t.db, { price: 100, totalStock: 3 });
    const created = await api(t.app, shopper.token).call('shopOrders.create', {
      body: orderFor(shopper.user.id, tee.id),
    });
    const back = new URL(
      (await pressButton(created.body.approvalURL, 'Pay')).headers.get('location')!,
    );
    const orderId = created.body.orderId;
    // The order now says ₹200 while PayPal was asked for, and captures, ₹100.
    await t.db
      .update(orders)
      .set({ subtotalPaise: 20_000, totalPaise: 20_000 })
      .where(eq(orders.id, orderId));
    const refused = await api(t.app, shopper.token).call('shopOrders.capture', {
      body: {
        orderId,
        paymentId: back.searchParams.get('token') ?? '',
        payerId: back.searchParams.get('PayerID') ?? '',
      },
    });
    expect(refused.status).toBe(502);
    expect(refused.error.message).toBe(MESSAGES.paymentNeedsReview);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.paymentStatus).toBe('pending');
    const [variant] = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, tee.variants[0]!.id));
    expect(variant!.totalStock).toBe(3);
  });
});
