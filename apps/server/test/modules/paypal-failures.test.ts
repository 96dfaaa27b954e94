import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PAYMENT_MESSAGES } from '@attire/contract';
import { PaypalRequestDefect } from '../../src/modules/payments/paypal-errors.js';
import { reconcileOrder } from '../../src/modules/orders/reconcile-payments.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { insertProduct, signInAdmin, signUp, type Session } from '../support/fixtures.js';
import {
  lifecycleCalls,
  paypalPaymentIds,
  paypalRecord,
  sandboxOnItsOwnPort,
  settleAtPaypal,
} from '../support/lifecycle.js';
import {
  backdate,
  backdateRefunds,
  heldUnits,
  reconcileDeps,
  sweep,
} from '../support/reconcile.js';
import { variantStock } from '../support/sized-product.js';

// Past RECONCILE_INTERVAL_S (1 s here): the order, or the refund, is the job's to finish.
const UNTOUCHED_MS = 5_000;

/**
 * What the shop does when PayPal, as strict as the real one, declines a payment, takes one for
 * review, or leaves a refund pending. The sandbox runs on a port of its own and is started again
 * with the outcome each test needs (its records kept).
 */
describe('the shop when PayPal declines, reviews or delays', () => {
  let sandbox: Awaited<ReturnType<typeof sandboxOnItsOwnPort>>;
  let t: TestApp;
  let admin: Session;
  let asha: Session;
  const { approvedOrder, paidOrder, capture, detailsOf, refund } = lifecycleCalls(
    () => t.app,
    () => admin,
  );

  beforeAll(async () => {
    sandbox = await sandboxOnItsOwnPort();
    t = await startTestApp({
      env: { PAYPAL_API_BASE: sandbox.url, RECONCILE_INTERVAL_S: '1' },
    });
    admin = await signInAdmin(t.app);
    asha = await signUp(t.app, { name: 'Asha' });
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  for (const [how, outcome] of [
    ['declines the capture (201, capture DECLINED)', 'DECLINED'],
    ['refuses the payment method (422 INSTRUMENT_DECLINED)', 'INSTRUMENT_DECLINED'],
  ] as const) {
    it(`lets the units go at once and ends the order when PayPal ${how}`, async () => {
      await sandbox.restartWith({ capture: { [outcome]: 1 } });
      const tee = await insertProduct(t.db, { price: 480, totalStock: 2 });
      const payment = await approvedOrder(asha, [{ productId: tee.id, quantity: 2 }], 960);

      const answer = await capture(asha, payment);
      expect(answer.status).toBe(409);
      expect(answer.error.message).toBe(PAYMENT_MESSAGES.paymentDeclined);
      expect(await heldUnits(t.db, payment.orderId)).toBe(0);
      const order = await detailsOf(asha, payment.orderId);
      expect(order).toMatchObject({ orderStatus: 'rejected', paymentStatus: 'failed' });
      expect(order.timeline.at(-1)).toMatchObject({
        by: 'system',
        note: PAYMENT_MESSAGES.paymentDeclined,
      });
      expect(await variantStock(t.db, tee.variants[0]!.id)).toBe(2);
      // Pressing Pay again takes nothing either.
      expect((await capture(asha, payment)).error.message).toBe(MESSAGES.paymentFailed);
    });
  }

  it('leaves an order awaiting payment while PayPal reviews it, and confirms it once PayPal completes it', async () => {
    await sandbox.restartWith({ capture: { PENDING: 1 } });
    const tee = await insertProduct(t.db, { price: 700, totalStock: 3 });
    const payment = await approvedOrder(asha, [{ productId: tee.id, quantity: 1 }], 700);

    const answer = await capture(asha, payment);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(PAYMENT_MESSAGES.paymentPending);
    expect(answer.body.order).toMatchObject({ orderStatus: 'pending', paymentStatus: 'pending' });
    // The job leaves it waiting while PayPal decides, however old it gets.
    await backdate(t.db, payment.orderId, { placedMs: 48 * 3_600_000, changedMs: UNTOUCHED_MS });
    await sweep(t.app);
    expect(await detailsOf(asha, payment.orderId)).toMatchObject({ paymentStatus: 'pending' });

    const { captureId } = await paypalPaymentIds(sandbox.at, payment.paymentId);
    await settleAtPaypal(sandbox.at, 'captures', captureId!, 'COMPLETED');
    await backdate(t.db, payment.orderId, { changedMs: UNTOUCHED_MS, checkedMs: null });
    await sweep(t.app);
    expect(await detailsOf(asha, payment.orderId)).toMatchObject({
      orderStatus: 'confirmed',
      paymentStatus: 'paid',
    });
    expect(await variantStock(t.db, tee.variants[0]!.id)).toBe(2);
  });

  it('ends an order whose reviewed payment PayPal declines, at the webhook’s word', async () => {
    await sandbox.restartWith({ capture: { PENDING: 1 } });
    const tee = await insertProduct(t.db, { price: 300, totalStock: 1 });
    const payment = await approvedOrder(asha, [{ productId: tee.id, quantity: 1 }], 300);
    expect((await capture(asha, payment)).body.message).toBe(PAYMENT_MESSAGES.paymentPending);
    expect(await heldUnits(t.db, payment.orderId)).toBe(1);

    const { captureId } = await paypalPaymentIds(sandbox.at, payment.paymentId);
    await settleAtPaypal(sandbox.at, 'captures', captureId!, 'DECLINED');
    // What the PAYMENT.CAPTURE.DENIED webhook's job runs.
    await reconcileOrder(reconcileDeps(t.app), payment.orderId);
    expect(await detailsOf(asha, payment.orderId)).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'failed',
      refunds: [],
    });
    expect(await heldUnits(t.db, payment.orderId)).toBe(0);
  });

  it('shows a refund PayPal leaves pending as pending, and completes it once PayPal does', async () => {
    await sandbox.restartWith({ refund: { PENDING: 1 } });
    const tee = await insertProduct(t.db, { price: 900, totalStock: 2 });
    const order = await paidOrder(asha, [{ productId: tee.id, quantity: 1 }], 900);

    const waiting = await refund(order.id, { reason: 'Late', restock: false, amount: 250 });
    expect(waiting.status).toBe(200);
    expect(waiting.body.message).toBe(MESSAGES.refundProviderPending);
    expect(waiting.body.order).toMatchObject({
      paymentStatus: 'paid',
      refundedAmount: 0,
      refunds: [{ amount: 250, status: 'pending' }],
    });
    // Asking again before PayPal has settled it changes nothing, and makes no second refund.
    await backdateRefunds(t.db, order.id, UNTOUCHED_MS);
    await sweep(t.app);
    expect((await detailsOf(asha, order.id)).refunds).toMatchObject([{ status: 'pending' }]);

    const { refundIds } = await paypalPaymentIds(sandbox.at, order.paymentId);
    expect(refundIds).toHaveLength(1);
    await settleAtPaypal(sandbox.at, 'refunds', refundIds[0]!, 'COMPLETED');
    await sweep(t.app);
    expect(await detailsOf(asha, order.id)).toMatchObject({
      paymentStatus: 'partiallyRefunded',
      refundedAmount: 250,
      refunds: [{ amount: 250, status: 'completed' }],
    });
    expect(await paypalRecord(sandbox.at, order.paymentId)).toEqual({
      captureStatus: 'PARTIALLY_REFUNDED',
      refunds: ['250.00'],
    });
  });

  it('shows a refund PayPal answers FAILED as failed, nothing paid back', async () => {
    await sandbox.restartWith({ refund: { FAILED: 1 } });
    const tee = await insertProduct(t.db, { price: 640, totalStock: 2 });
    const order = await paidOrder(asha, [{ productId: tee.id, quantity: 1 }], 640);
    const refused = await refund(order.id, { reason: 'Damaged', restock: false, amount: 100 });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(MESSAGES.refundDeclined);
    expect(await detailsOf(asha, order.id)).toMatchObject({
      paymentStatus: 'paid',
      refundedAmount: 0,
      refunds: [{ amount: 100, status: 'failed' }],
    });
  });

  it('treats a request PayPal finds malformed as a defect of ours, not as a refusal', async () => {
    await sandbox.restartWith({});
    const malformed = await t.app.paypal
      .createOrder({
        orderId: randomUUID(),
        amount: { totalPaise: 0, itemTotalPaise: 0, shippingPaise: 0, discountPaise: 0 },
        returnUrl: 'http://localhost/shop/paypalReturnPage',
        cancelUrl: 'http://localhost/shop/checkout',
      })
      .catch((error: unknown) => error);
    expect(malformed).toBeInstanceOf(PaypalRequestDefect);
    expect(malformed).toMatchObject({ statusCode: 500 });
  });
});
