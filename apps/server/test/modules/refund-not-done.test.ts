import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ORDER_UI_MESSAGES, type ReturnStatus, PAYMENT_MESSAGES } from '@attire/contract';
import { mailMessages } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { insertProduct, signInAdmin, signUp, type Session } from '../support/fixtures.js';
import { api } from '../support/http.js';
import { lifecycleCalls, sandboxOnItsOwnPort } from '../support/lifecycle.js';
import { orderRow } from '../support/reconcile.js';
import { insertSizedShirt, variantStock } from '../support/sized-product.js';

/**
 * A refund is called done only when PayPal has paid the money back: a return stays approved and
 * an order shows its refund as failed until then, the shopper is e-mailed "refunded" only once
 * it is, and the admin sees the failure and can try again. PayPal refuses a refund larger than
 * what is left of its capture, here because money was paid back at PayPal outside the shop.
 */
describe('a refund PayPal has not done', () => {
  let sandbox: Awaited<ReturnType<typeof sandboxOnItsOwnPort>>;
  let t: TestApp;
  let admin: Session;
  let priya: Session;
  const { paidOrder, walkTo, setStatus, refund, backOffice, adminView } = lifecycleCalls(
    () => t.app,
    () => admin,
  );
  const answer = (id: string, status: Exclude<ReturnStatus, 'requested'>) =>
    backOffice().call('adminReturns.update', { params: { id }, body: { status } });

  beforeAll(async () => {
    sandbox = await sandboxOnItsOwnPort();
    t = await startTestApp({ env: { PAYPAL_API_BASE: sandbox.url } });
    admin = await signInAdmin(t.app);
    priya = await signUp(t.app, { name: 'Priya' });
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  /** Pays back `paise` of the order's capture at PayPal, as a merchant might in PayPal itself. */
  async function refundAtPaypal(orderId: string, paise: number) {
    const { captureId } = await orderRow(t.db, orderId);
    await t.app.paypal.refundCapture({
      captureId: captureId!,
      amountPaise: paise,
      requestId: `outside-${orderId}-${paise}`,
      note: 'Refunded in PayPal',
    });
  }

  /** The kinds of e-mail queued for the order's events so far, by event key. */
  async function mailKeys(prefix: string) {
    const rows = await t.db.select({ key: mailMessages.eventKey }).from(mailMessages);
    return rows.map((row) => row.key).filter((key) => key.startsWith(prefix));
  }

  async function deliveredReturn() {
    const shirt = await insertSizedShirt(t.db, { s: 5, m: 5 });
    const small = shirt.variants[0]!;
    const order = await paidOrder(
      priya,
      [{ productId: shirt.id, variantId: small.id, quantity: 2 }],
      1998,
    );
    await walkTo(order.id, 'delivered');
    const asked = await api(t.app, priya.token).call('shopOrders.requestReturn', {
      params: { id: order.id },
      body: {
        items: [{ productId: shirt.id, variantId: small.id, quantity: 2 }],
        reason: 'Too tight',
      },
    });
    expect(asked.status).toBe(201);
    const returnId = asked.body.return.id;
    expect((await answer(returnId, 'approved')).status).toBe(200);
    return { order, small, returnId };
  }

  it('keeps a return approved while PayPal refuses its refund, for the admin to try again', async () => {
    const { order, small, returnId } = await deliveredReturn();
    await refundAtPaypal(order.id, 150_000);

    for (let attempt = 1; attempt <= 2; attempt++) {
      const refused = await answer(returnId, 'refunded');
      expect(refused.status).toBe(200);
      expect(refused.body.message).toBe(MESSAGES.refundDeclined);
      expect(refused.body.return.status).toBe('approved');
      const seen = await adminView(order.id);
      expect(seen.refunds.map((r) => r.status)).toEqual(Array(attempt).fill('failed'));
      expect(seen.paymentStatus).toBe('paid');
    }
    // Its units stay claimed by the open return: they cannot be asked for again.
    const again = await api(t.app, priya.token).call('shopOrders.requestReturn', {
      params: { id: order.id },
      body: { items: [{ productId: order.orderItems[0]!.productId!, quantity: 1 }], reason: 'x' },
    });
    expect(again.status).toBe(409);
    expect(await variantStock(t.db, small.id)).toBe(3);
    expect(await mailKeys(`return:${returnId}:refunded`)).toEqual([]);
    expect((await adminView(order.id)).timeline.at(-1)?.note).not.toMatch(/^Return refunded/);
  });

  it('calls a return refunded, and says so by e-mail, once PayPal pays after an outage', async () => {
    const { order, small, returnId } = await deliveredReturn();
    await sandbox.stop();
    try {
      const waiting = await answer(returnId, 'refunded');
      expect(waiting.status).toBe(200);
      expect(waiting.body.message).toBe(MESSAGES.refundProviderPending);
      expect(waiting.body.return.status).toBe('approved');
      expect(await mailKeys(`return:${returnId}:refunded`)).toEqual([]);
      // Rejecting it now could leave money paid back for a rejected return.
      const rejected = await answer(returnId, 'rejected');
      expect(rejected.status).toBe(409);
      expect(rejected.error.message).toBe(PAYMENT_MESSAGES.returnRefundPending);
    } finally {
      await sandbox.start();
    }

    // The admin presses Refund again: the same refund goes to PayPal, not a second one.
    const done = await answer(returnId, 'refunded');
    expect(done.body.message).toBe(ORDER_UI_MESSAGES.returnUpdated);
    expect(done.body.return.status).toBe('refunded');
    const seen = await adminView(order.id);
    expect(seen.refunds).toMatchObject([{ amount: 1998, status: 'completed' }]);
    expect(seen.paymentStatus).toBe('refunded');
    expect(await variantStock(t.db, small.id)).toBe(5);
    // Told in one e-mail, the refund's: the return's step sends none of its own.
    expect(await mailKeys(`refund:${seen.refunds[0]!.id}`)).toHaveLength(1);
    expect(await mailKeys(`return:${returnId}:refunded`)).toEqual([]);
  });

  it("tells the shopper a rejected order's refund is on its way, and the admin what failed", async () => {
    const tee = await insertProduct(t.db, { price: 1000, totalStock: 4 });
    const order = await paidOrder(priya, [{ productId: tee.id, quantity: 2 }], 2000);
    await refundAtPaypal(order.id, 50_000);

    const rejected = await setStatus(order.id, 'rejected', 'Out of stock at the warehouse');
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe(MESSAGES.refundDeclined);
    expect(rejected.body.order).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'paid',
      refunds: [{ amount: 2000, status: 'failed' }],
    });
    expect(await variantStock(t.db, tee.variants[0]!.id)).toBe(2);
    const [news] = await t.db
      .select({ data: mailMessages.data })
      .from(mailMessages)
      .where(
        and(
          eq(mailMessages.kind, 'orderStatusChanged'),
          eq(mailMessages.eventKey, `order-status:${order.id}:rejected`),
        ),
      );
    expect(news?.data).toMatchObject({ status: 'rejected', payment: 'refunding' });
    const failed = rejected.body.order.refunds[0]!;
    expect(await mailKeys(`refund:${failed.id}`)).toEqual([]);

    // The admin tries again with what PayPal still holds.
    const retried = await refund(order.id, {
      reason: 'Order rejected',
      restock: false,
      amount: 1500,
    });
    expect(retried.status).toBe(200);
    expect(retried.body.order.refunds.map((r) => r.status)).toEqual(['failed', 'completed']);
    const paidBack = retried.body.order.refunds[1]!;
    expect(await mailKeys(`refund:${paidBack.id}`)).toHaveLength(1);
  });
});
