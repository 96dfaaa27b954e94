import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { reconcilePayments } from '../../src/modules/orders/reconcile-payments.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { insertProduct, signInAdmin, signUp, type Session } from '../support/fixtures.js';
import { lifecycleCalls, paypalRecord, sandboxOnItsOwnPort } from '../support/lifecycle.js';
import {
  backdate,
  backdateRefunds,
  heldUnits,
  holdAsACaptureWould,
  reconcileDeps,
  sweep,
} from '../support/reconcile.js';
import { variantStock } from '../support/sized-product.js';

// Past RECONCILE_INTERVAL_S (1 s here): the order, or the refund, is the job's to finish.
const UNTOUCHED_MS = 5_000;

/**
 * The reconciliation job where money moved at PayPal without our record following: a capture the
 * shop never recorded (a crash, an admin who cancelled meanwhile) and refunds an outage left
 * pending. Whatever happens, no order is charged twice and no money stays taken for an order
 * that ends unpaid. PayPal is a sandbox on a port of its own, which the outage test stops.
 */
describe('the reconciliation job on money PayPal moved that the shop did not record', () => {
  let sandbox: Awaited<ReturnType<typeof sandboxOnItsOwnPort>>;
  let t: TestApp;
  let admin: Session;
  let kiran: Session;
  const { approvedOrder, paidOrder, capture, detailsOf, setStatus, refund } = lifecycleCalls(
    () => t.app,
    () => admin,
  );
  const paidSteps = async (orderId: string) =>
    (await detailsOf(kiran, orderId)).timeline.filter((step) => step.event === 'paid');

  beforeAll(async () => {
    sandbox = await sandboxOnItsOwnPort();
    t = await startTestApp({
      env: { PAYPAL_API_BASE: sandbox.url, RECONCILE_INTERVAL_S: '1' },
    });
    admin = await signInAdmin(t.app);
    kiran = await signUp(t.app, { name: 'Kiran' });
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  it('records a capture the shop never recorded once, however many finish it at once', async () => {
    const tee = await insertProduct(t.db, { price: 650, totalStock: 3 });
    const payment = await approvedOrder(kiran, [{ productId: tee.id, quantity: 2 }], 1300);
    // The shopper's capture held the units and reached PayPal; the shop stopped before its commit.
    await holdAsACaptureWould(t.app, payment.orderId);
    expect(await t.app.paypal.captureOrder(payment.paymentId, payment.orderId)).toMatchObject({
      status: 'COMPLETED',
    });
    await backdate(t.db, payment.orderId, { changedMs: UNTOUCHED_MS });

    // The job's sweep, a second run of it, and the shopper pressing Pay again, all at once.
    const [, , shopper] = await Promise.all([
      sweep(t.app),
      reconcilePayments(reconcileDeps(t.app)),
      capture(kiran, payment),
    ]);
    expect(shopper.status).toBe(200);
    expect(shopper.body.order).toMatchObject({ paymentStatus: 'paid', orderStatus: 'confirmed' });
    await backdate(t.db, payment.orderId, { changedMs: UNTOUCHED_MS, checkedMs: null });
    await sweep(t.app);

    const order = await detailsOf(kiran, payment.orderId);
    expect(order).toMatchObject({ paymentStatus: 'paid', orderStatus: 'confirmed', refunds: [] });
    expect(await paidSteps(payment.orderId)).toHaveLength(1);
    expect(await variantStock(t.db, tee.variants[0]!.id)).toBe(1);
    expect(await heldUnits(t.db, payment.orderId)).toBe(0);
    expect(await t.app.paypal.getOrder(payment.paymentId)).toMatchObject({
      status: 'COMPLETED',
      capturedPaise: 130_000,
    });
  });

  it('refunds in full an order an admin rejected while PayPal captured it', async () => {
    const tee = await insertProduct(t.db, { price: 820, totalStock: 2 });
    const payment = await approvedOrder(kiran, [{ productId: tee.id, quantity: 1 }], 820);
    await t.app.paypal.captureOrder(payment.paymentId, payment.orderId);
    const rejected = await setStatus(payment.orderId, 'rejected', 'Customer phoned to cancel');
    expect(rejected.status).toBe(200);
    expect(rejected.body.order).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'pending',
    });

    await backdate(t.db, payment.orderId, { changedMs: UNTOUCHED_MS });
    await sweep(t.app);
    const order = await detailsOf(kiran, payment.orderId);
    expect(order).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'refunded',
      refundedAmount: 820,
      refunds: [{ amount: 820, status: 'completed', reason: MESSAGES.orderRejectedRefund }],
    });
    expect(await paidSteps(payment.orderId)).toEqual([
      expect.objectContaining({ by: 'system', status: 'rejected' }),
    ]);
    expect(order.timeline.some((step) => step.event === 'expired')).toBe(false);
    expect(await paypalRecord(sandbox.at, payment.paymentId)).toEqual({
      captureStatus: 'REFUNDED',
      refunds: ['820.00'],
    });
    // Its units were never taken, so none come back either.
    expect(await variantStock(t.db, tee.variants[0]!.id)).toBe(2);
  });

  it('ends a rejected order PayPal never captured as failed, without capturing it', async () => {
    const tee = await insertProduct(t.db, { price: 410, totalStock: 2 });
    const payment = await approvedOrder(kiran, [{ productId: tee.id, quantity: 1 }], 410);
    expect((await setStatus(payment.orderId, 'rejected')).status).toBe(200);

    await backdate(t.db, payment.orderId, { changedMs: UNTOUCHED_MS });
    await sweep(t.app);
    const order = await detailsOf(kiran, payment.orderId);
    expect(order).toMatchObject({ orderStatus: 'rejected', paymentStatus: 'failed', refunds: [] });
    // The admin's step is the last: the job adds no 'expired' of its own.
    expect(order.timeline.at(-1)).toMatchObject({ event: 'status', by: 'admin' });
    expect(await t.app.paypal.getOrder(payment.paymentId)).toMatchObject({
      status: 'APPROVED',
      capturedPaise: 0,
    });
    expect(await variantStock(t.db, tee.variants[0]!.id)).toBe(2);
  });

  it('settles a refund an outage left pending once PayPal answers again', async () => {
    const tee = await insertProduct(t.db, { price: 900, totalStock: 2 });
    const order = await paidOrder(kiran, [{ productId: tee.id, quantity: 1 }], 900);
    await sandbox.stop();
    try {
      const waiting = await refund(order.id, { reason: 'Late', restock: false, amount: 300 });
      expect(waiting.status).toBe(200);
      expect(waiting.body.message).toBe(MESSAGES.refundProviderPending);
      await backdateRefunds(t.db, order.id, UNTOUCHED_MS);
      // PayPal is still away: the job leaves it pending and does not fail.
      await sweep(t.app);
      expect((await detailsOf(kiran, order.id)).refunds).toMatchObject([{ status: 'pending' }]);
    } finally {
      await sandbox.start();
    }

    await sweep(t.app);
    expect(await detailsOf(kiran, order.id)).toMatchObject({
      paymentStatus: 'partiallyRefunded',
      refundedAmount: 300,
      refunds: [{ amount: 300, status: 'completed' }],
    });
    expect(await paypalRecord(sandbox.at, order.paymentId)).toEqual({
      captureStatus: 'PARTIALLY_REFUNDED',
      refunds: ['300.00'],
    });
  });
});
