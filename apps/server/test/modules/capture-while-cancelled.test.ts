import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PAYMENT_MESSAGES } from '@attire/contract';
import type { PaypalClient } from '../../src/modules/payments/paypal-client.js';
import { reconcileOrder } from '../../src/modules/orders/reconcile-payments.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { pressOnApprovalPage } from '../support/fetch-client.js';
import { insertProduct, signInAdmin, signUp, type Session } from '../support/fixtures.js';
import { lifecycleCalls, paypalRecord, sandboxOnItsOwnPort } from '../support/lifecycle.js';
import { backdate, heldUnits, lapseHolds, reconcileDeps } from '../support/reconcile.js';
import { variantStock } from '../support/sized-product.js';

// Past ORDER_EXPIRY_HOURS (24 by default).
const EXPIRED_MS = 25 * 3_600_000;

/**
 * A capture in flight at PayPal while the order is cancelled under it, by an admin or by the
 * reconciliation job's expiry (whose question to PayPal was answered before the capture). No
 * money stays taken for an order that ends unpaid, and the shopper is told what happened.
 */
describe('a capture in flight while its order is cancelled', () => {
  let sandbox: Awaited<ReturnType<typeof sandboxOnItsOwnPort>>;
  let t: TestApp;
  let admin: Session;
  let kiran: Session;
  const { place, approvedOrder, capture, detailsOf, setStatus } = lifecycleCalls(
    () => t.app,
    () => admin,
  );

  beforeAll(async () => {
    sandbox = await sandboxOnItsOwnPort();
    t = await startTestApp({ env: { PAYPAL_API_BASE: sandbox.url } });
    admin = await signInAdmin(t.app);
    kiran = await signUp(t.app, { name: 'Kiran' });
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  /** The job's run on one order, reading PayPal's answer only once released: stale by then. */
  function slowJob(orderId: string) {
    const late = answeredLate(t.app.paypal.getOrder);
    const paypal: PaypalClient = { ...t.app.paypal, getOrder: late.call };
    return { ...late, done: reconcileOrder({ ...reconcileDeps(t.app), paypal }, orderId) };
  }

  /**
   * The shopper presses Pay; PayPal captures at once but its answer reaches the shop only once
   * released. Resolves when PayPal has captured, with the shopper's reply still to come.
   */
  async function captureInFlight(payment: Parameters<typeof capture>[1]) {
    const client = t.app.paypal;
    const original = client.captureOrder;
    const late = answeredLate(original);
    client.captureOrder = late.call;
    try {
      const reply = capture(kiran, payment);
      await late.answered;
      return { reply, release: late.release };
    } finally {
      client.captureOrder = original;
    }
  }

  it('refunds in full a payment that completes after an admin rejected the order', async () => {
    const tee = await insertProduct(t.db, { price: 740, totalStock: 3 });
    const payment = await approvedOrder(kiran, [{ productId: tee.id, quantity: 1 }], 740);
    const job = slowJob(payment.orderId);
    await job.answered;

    const paying = await captureInFlight(payment);
    const rejected = await setStatus(payment.orderId, 'rejected', 'Customer phoned to cancel');
    expect(rejected.status).toBe(200);
    job.release();
    await job.done;
    // The job leaves an order whose units a live capture holds to that capture.
    expect(await detailsOf(kiran, payment.orderId)).toMatchObject({ paymentStatus: 'pending' });

    paying.release();
    const answer = await paying.reply;
    expect(answer.status).toBe(409);
    expect(answer.error.message).toBe(PAYMENT_MESSAGES.paymentCancelledRefunded);
    const order = await detailsOf(kiran, payment.orderId);
    expect(order).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'refunded',
      paymentId: payment.paymentId,
      refundedAmount: 740,
      refunds: [{ amount: 740, status: 'completed' }],
    });
    expect(await paypalRecord(sandbox.at, payment.paymentId)).toEqual({
      captureStatus: 'REFUNDED',
      refunds: ['740.00'],
    });
    expect(await heldUnits(t.db, payment.orderId)).toBe(0);
    expect(await variantStock(t.db, tee.variants[0]!.id)).toBe(3);
  });

  it('does not expire an order under a capture in flight: the capture pays it', async () => {
    const tee = await insertProduct(t.db, { price: 520, totalStock: 2 });
    const placed = await place(kiran, [{ productId: tee.id, quantity: 1 }], 520);
    const orderId = placed.body.orderId;
    await backdate(t.db, orderId, { placedMs: EXPIRED_MS });
    // The job asks PayPal before the shopper has approved: the order is not approved yet.
    const job = slowJob(orderId);
    await job.answered;

    const back = await pressOnApprovalPage(placed.body.approvalURL, 'Pay');
    const payment = {
      orderId,
      paymentId: back.searchParams.get('token')!,
      payerId: back.searchParams.get('PayerID')!,
    };
    const paying = await captureInFlight(payment);
    job.release();
    await job.done;

    paying.release();
    const answer = await paying.reply;
    expect(answer.status).toBe(200);
    expect(answer.body.order).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid' });
    expect(await detailsOf(kiran, orderId)).toMatchObject({
      orderStatus: 'confirmed',
      paymentStatus: 'paid',
      refunds: [],
    });
    expect(await variantStock(t.db, tee.variants[0]!.id)).toBe(1);
  });

  it('records and refunds a capture that completes on an order already ended as unpaid', async () => {
    const tee = await insertProduct(t.db, { price: 330, totalStock: 2 });
    const placed = await place(kiran, [{ productId: tee.id, quantity: 1 }], 330);
    const orderId = placed.body.orderId;
    await backdate(t.db, orderId, { placedMs: EXPIRED_MS });
    const job = slowJob(orderId);
    await job.answered;

    const back = await pressOnApprovalPage(placed.body.approvalURL, 'Pay');
    const paymentId = back.searchParams.get('token')!;
    const paying = await captureInFlight({
      orderId,
      paymentId,
      payerId: back.searchParams.get('PayerID')!,
    });
    // PayPal answers later than the hold lasts: the job may end the order as unpaid.
    await lapseHolds(t.db, orderId);
    job.release();
    await job.done;
    expect(await detailsOf(kiran, orderId)).toMatchObject({ paymentStatus: 'failed' });

    paying.release();
    const answer = await paying.reply;
    expect(answer.status).toBe(409);
    expect(answer.error.message).toBe(PAYMENT_MESSAGES.paymentCancelledRefunded);
    expect(await detailsOf(kiran, orderId)).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'refunded',
      refunds: [{ amount: 330, status: 'completed' }],
    });
    expect(await paypalRecord(sandbox.at, paymentId)).toEqual({
      captureStatus: 'REFUNDED',
      refunds: ['330.00'],
    });
    expect(await variantStock(t.db, tee.variants[0]!.id)).toBe(2);
  });

  it('refunds a capture a webhook reports on an order ended as unpaid', async () => {
    const tee = await insertProduct(t.db, { price: 210, totalStock: 2 });
    const payment = await approvedOrder(kiran, [{ productId: tee.id, quantity: 1 }], 210);
    await backdate(t.db, payment.orderId, { placedMs: EXPIRED_MS });
    // Ended as unpaid while PayPal said "approved"; then PayPal captured after all.
    await setStatus(payment.orderId, 'rejected');
    await reconcileOrder(reconcileDeps(t.app), payment.orderId);
    expect(await detailsOf(kiran, payment.orderId)).toMatchObject({ paymentStatus: 'failed' });
    await t.app.paypal.captureOrder(payment.paymentId, payment.orderId);

    // What the webhook's PAYMENT.CAPTURE.COMPLETED job runs.
    await reconcileOrder(reconcileDeps(t.app), payment.orderId);
    expect(await detailsOf(kiran, payment.orderId)).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'refunded',
      refunds: [{ amount: 210, status: 'completed' }],
    });
  });

  it('tells a shopper paying for an order ended as unpaid that nothing was charged', async () => {
    const tee = await insertProduct(t.db, { price: 150, totalStock: 2 });
    const payment = await approvedOrder(kiran, [{ productId: tee.id, quantity: 1 }], 150);
    await setStatus(payment.orderId, 'rejected');
    await reconcileOrder(reconcileDeps(t.app), payment.orderId);

    const answer = await capture(kiran, payment);
    expect(answer.status).toBe(409);
    expect(answer.error.message).toBe(MESSAGES.paymentFailed);
    expect(await t.app.paypal.getOrder(payment.paymentId)).toMatchObject({ status: 'APPROVED' });
  });
});

/**
 * A PayPal call whose answer is held back until released, as when PayPal acts at once but its
 * reply is slow to arrive. `answered` resolves once PayPal has answered.
 */
function answeredLate<A extends unknown[], R>(call: (...args: A) => Promise<R>) {
  let arrived!: () => void;
  let release!: () => void;
  const answered = new Promise<void>((resolve) => (arrived = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    answered,
    release,
    async call(...args: A): Promise<R> {
      const answer = await call(...args);
      arrived();
      await released;
      return answer;
    },
  };
}
