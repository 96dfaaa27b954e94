import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { orders } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { cartCalls } from '../support/cart.js';
import { pressOnApprovalPage } from '../support/fetch-client.js';
import { insertProduct, signInAdmin, signUp, type Session } from '../support/fixtures.js';
import { lifecycleCalls, sandboxOnItsOwnPort } from '../support/lifecycle.js';
import { backdate, heldUnits, lapseHolds, orderRow, sweep } from '../support/reconcile.js';
import { insertSizedShirt, variantStock } from '../support/sized-product.js';

const HOUR_MS = 3_600_000;
// Past RECONCILE_INTERVAL_S (1 s here): the order is the job's to finish.
const UNTOUCHED_MS = 5_000;
// Past ORDER_EXPIRY_HOURS (24 by default).
const EXPIRED_MS = 25 * HOUR_MS;

/**
 * The reconciliation job (contract: "Payments the shop did not finish") on orders whose shopper
 * went away: approved and never captured, sold out meanwhile, never approved, or left without
 * their PayPal order by a crash. The job runs through the app's queue (app.jobs.runDue), as the
 * worker would run it; the app does not listen, so nothing runs unless a test says so.
 */
describe('the reconciliation job on payments the shopper left unfinished', () => {
  let sandbox: Awaited<ReturnType<typeof sandboxOnItsOwnPort>>;
  let t: TestApp;
  let admin: Session;
  let kiran: Session;
  let asha: Session;
  const { place, approvedOrder, capture, detailsOf } = lifecycleCalls(
    () => t.app,
    () => admin,
  );
  const { addLine, fetchCart } = cartCalls(() => t.app);
  const paypalOrderOf = async (orderId: string) => (await orderRow(t.db, orderId)).paypalOrderId!;

  beforeAll(async () => {
    sandbox = await sandboxOnItsOwnPort();
    t = await startTestApp({
      env: { PAYPAL_API_BASE: sandbox.url, RECONCILE_INTERVAL_S: '1' },
    });
    admin = await signInAdmin(t.app);
    kiran = await signUp(t.app, { name: 'Kiran' });
    asha = await signUp(t.app, { name: 'Asha' });
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  it('captures an approved order whose tab was closed: paid once, by the system', async () => {
    const shirt = await insertSizedShirt(t.db, { s: 3, m: 5 });
    const [small, medium] = shirt.variants;
    await addLine(kiran, shirt.id, 1, small!.id);
    await addLine(kiran, shirt.id, 1, medium!.id);
    const payment = await approvedOrder(
      kiran,
      [{ productId: shirt.id, variantId: small!.id, quantity: 1 }],
      999,
    );

    // Just placed and approved: the shopper may still be on the return page.
    await sweep(t.app);
    expect((await detailsOf(kiran, payment.orderId)).paymentStatus).toBe('pending');

    await backdate(t.db, payment.orderId, { changedMs: UNTOUCHED_MS });
    await sweep(t.app);
    const paid = await detailsOf(kiran, payment.orderId);
    expect(paid).toMatchObject({ paymentStatus: 'paid', orderStatus: 'confirmed' });
    expect(paid.timeline.filter((step) => step.event === 'paid')).toEqual([
      expect.objectContaining({ by: 'system', status: 'confirmed' }),
    ]);
    expect(await variantStock(t.db, small!.id)).toBe(2);
    expect(await heldUnits(t.db, payment.orderId)).toBe(0);
    // What was bought left the cart; the other size stays there.
    const cart = (await fetchCart(kiran)).body.cart.items;
    expect(cart.map((line) => [line.variantId, line.quantity])).toEqual([[medium!.id, 1]]);

    // The next sweep and the shopper coming back late change nothing.
    await backdate(t.db, payment.orderId, { changedMs: UNTOUCHED_MS, checkedMs: null });
    await sweep(t.app);
    const late = await capture(kiran, payment);
    expect(late.status).toBe(200);
    expect(late.body.order.timeline.filter((step) => step.event === 'paid')).toHaveLength(1);
    expect(await variantStock(t.db, small!.id)).toBe(2);
    const atPaypal = await t.app.paypal.getOrder(payment.paymentId);
    expect(atPaypal).toMatchObject({ status: 'COMPLETED', capturedPaise: 99_900 });
  });

  it('cancels an approved order whose units sold out meanwhile, without capturing it', async () => {
    const tee = await insertProduct(t.db, { title: 'Last Tee', price: 450, totalStock: 1 });
    const line = [{ productId: tee.id, quantity: 1 }];
    const late = await approvedOrder(kiran, line, 450);
    const quick = await approvedOrder(asha, line, 450);
    expect((await capture(asha, quick)).status).toBe(200);

    await backdate(t.db, late.orderId, { changedMs: UNTOUCHED_MS });
    await sweep(t.app);
    const cancelled = await detailsOf(kiran, late.orderId);
    expect(cancelled).toMatchObject({ orderStatus: 'rejected', paymentStatus: 'failed' });
    expect(cancelled.timeline.at(-1)).toMatchObject({
      event: 'expired',
      status: 'rejected',
      by: 'system',
      note: MESSAGES.paymentSoldOutNotCharged,
    });
    expect(cancelled.timeline.filter((step) => step.event === 'paid')).toEqual([]);
    // Never charged: PayPal still holds the approval, nothing captured.
    expect(await t.app.paypal.getOrder(late.paymentId)).toMatchObject({
      status: 'APPROVED',
      capturedPaise: 0,
    });
    expect(await heldUnits(t.db, late.orderId)).toBe(0);
    expect(await variantStock(t.db, tee.variants[0]!.id)).toBe(0);
  });

  it('leaves an unapproved order alone until it expires, then cancels it and lets its hold go', async () => {
    const tee = await insertProduct(t.db, { price: 300, totalStock: 2 });
    const placed = await place(kiran, [{ productId: tee.id, quantity: 2 }], 600);
    expect(placed.status).toBe(201);
    const orderId = placed.body.orderId;
    // The shopper pressed Pay on our side while PayPal was unreachable: the units stay held,
    // since PayPal might have captured.
    await sandbox.stop();
    try {
      const refused = await capture(kiran, {
        orderId,
        paymentId: await paypalOrderOf(orderId),
        payerId: 'NOBODY',
      });
      expect(refused.status).toBe(502);
    } finally {
      await sandbox.start();
    }
    expect(await heldUnits(t.db, orderId)).toBe(2);

    await backdate(t.db, orderId, { placedMs: 23 * HOUR_MS, changedMs: 23 * HOUR_MS });
    await sweep(t.app);
    const waiting = await detailsOf(kiran, orderId);
    expect(waiting).toMatchObject({ orderStatus: 'pending', paymentStatus: 'pending' });
    expect(waiting.timeline.map((step) => step.event)).toEqual(['placed']);
    expect((await orderRow(t.db, orderId)).checkedAt).not.toBeNull();

    // Expired, but the capture's hold is live: PayPal may still be capturing, so the order's
    // end is left to that capture until the hold runs out.
    await backdate(t.db, orderId, { placedMs: EXPIRED_MS, checkedMs: null });
    await sweep(t.app);
    expect(await detailsOf(kiran, orderId)).toMatchObject({ paymentStatus: 'pending' });
    expect(await heldUnits(t.db, orderId)).toBe(2);

    await lapseHolds(t.db, orderId);
    await backdate(t.db, orderId, { checkedMs: null });
    await sweep(t.app);
    const expired = await detailsOf(kiran, orderId);
    expect(expired).toMatchObject({ orderStatus: 'rejected', paymentStatus: 'failed' });
    expect(expired.timeline.at(-1)).toEqual(
      expect.objectContaining({
        event: 'expired',
        status: 'rejected',
        by: 'system',
        note: MESSAGES.paymentExpired,
      }),
    );
    expect(await heldUnits(t.db, orderId)).toBe(0);
    expect(await variantStock(t.db, tee.variants[0]!.id)).toBe(2);
  });

  it('gets back a PayPal order lost in a crash, which can then be paid', async () => {
    const tee = await insertProduct(t.db, { price: 700, totalStock: 4 });
    const placed = await place(kiran, [{ productId: tee.id, quantity: 1 }], 700);
    const orderId = placed.body.orderId;
    const madeAtPaypal = await paypalOrderOf(orderId);
    // The crash came between PayPal's reply and our update: PayPal has the order, we do not.
    await t.db.update(orders).set({ paypalOrderId: null }).where(eq(orders.id, orderId));
    await backdate(t.db, orderId, { changedMs: UNTOUCHED_MS });

    await sweep(t.app);
    // Asked again with the same request id, PayPal named the order it had made: not a second one.
    expect(await paypalOrderOf(orderId)).toBe(madeAtPaypal);
    expect((await detailsOf(kiran, orderId)).paymentStatus).toBe('pending');

    const back = await pressOnApprovalPage(placed.body.approvalURL, 'Pay');
    const paid = await capture(kiran, {
      orderId,
      paymentId: back.searchParams.get('token')!,
      payerId: back.searchParams.get('PayerID')!,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.order).toMatchObject({ paymentStatus: 'paid', paymentId: madeAtPaypal });
    expect(await variantStock(t.db, tee.variants[0]!.id)).toBe(3);
  });

  it('cancels an expired order that never got its PayPal order', async () => {
    const tee = await insertProduct(t.db, { price: 200, totalStock: 4 });
    const placed = await place(kiran, [{ productId: tee.id, quantity: 1 }], 200);
    const orderId = placed.body.orderId;
    await t.db.update(orders).set({ paypalOrderId: null }).where(eq(orders.id, orderId));
    await backdate(t.db, orderId, { placedMs: EXPIRED_MS, changedMs: EXPIRED_MS });

    await sweep(t.app);
    const expired = await detailsOf(kiran, orderId);
    expect(expired).toMatchObject({ orderStatus: 'rejected', paymentStatus: 'failed' });
    expect(expired.timeline.at(-1)).toMatchObject({ event: 'expired', by: 'system' });
    // Not asked for again: an order that can no longer be paid needs no PayPal order.
    expect((await orderRow(t.db, orderId)).paypalOrderId).toBeNull();
  });

  it('asks about an order again only after its interval, which grows with its age', async () => {
    const tee = await insertProduct(t.db, { price: 100, totalStock: 4 });
    const placed = await place(kiran, [{ productId: tee.id, quantity: 1 }], 100);
    const orderId = placed.body.orderId;
    const checkedAt = async () => (await orderRow(t.db, orderId)).checkedAt!.getTime();
    await backdate(t.db, orderId, { placedMs: UNTOUCHED_MS, changedMs: UNTOUCHED_MS });
    await sweep(t.app);
    const first = await checkedAt();

    // Asked just now: the next sweep, within RECONCILE_INTERVAL_S, leaves it be.
    await sweep(t.app);
    expect(await checkedAt()).toBe(first);

    // Four hours old, asked half an hour ago: not due before a quarter of its age (an hour).
    await backdate(t.db, orderId, { placedMs: 4 * HOUR_MS, checkedMs: HOUR_MS / 2 });
    const halfAnHourAgo = await checkedAt();
    await sweep(t.app);
    expect(await checkedAt()).toBe(halfAnHourAgo);

    await backdate(t.db, orderId, { checkedMs: 2 * HOUR_MS });
    const sweptAt = Date.now();
    await sweep(t.app);
    expect(await checkedAt()).toBeGreaterThanOrEqual(sweptAt);
    expect((await detailsOf(kiran, orderId)).paymentStatus).toBe('pending');
  });
});
