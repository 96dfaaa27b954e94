import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, lineQuantityLeftMessage, refundTooLargeMessage } from '@attire/contract';
import { orders } from '../../src/db/schema/index.js';
import { settlePendingRefunds, settleRefund } from '../../src/modules/refunds/index.js';
import { insertProduct } from '../support/fixtures.js';
import { refundShop } from '../support/refund-shop.js';
import { variantStock } from '../support/sized-product.js';

// Refunds PayPal cannot take at once (it is away: the refund waits for the job) or refuses.
describe('refunds PayPal has not settled', () => {
  const shop = refundShop();
  const { paidOrder, refund, adminView, setStatus, paypalOf, deps, shirtOrder } = shop;

  it('keeps a refund pending while PayPal is unreachable, and settles it once back', async () => {
    const { shirt, small, order, stock } = await shirtOrder();
    await shop.sandbox.stop();
    try {
      const items = [{ productId: shirt.id, variantId: small.id, quantity: 2 }];
      const waiting = await refund(order.id, { reason: 'Never arrived', restock: true, items });
      expect(waiting.status).toBe(200);
      expect(waiting.body.message).toBe(MESSAGES.refundProviderPending);
      expect(waiting.body.order).toMatchObject({
        paymentStatus: 'paid',
        refundedAmount: 0,
        refunds: [{ amount: 1998, status: 'pending', restock: true }],
      });
      // A pending refund counts: its lines and its money are spoken for.
      const again = await refund(order.id, { reason: 'Dup', restock: true, items });
      expect(again.error.message).toBe(lineQuantityLeftMessage('Linen Shirt (S, Navy)', 0));
      const over = await refund(order.id, { reason: 'Dup', restock: false, amount: 1500 });
      expect(over.error.message).toBe(refundTooLargeMessage('₹1,499.00'));
      // Retrying while PayPal is still away leaves it pending.
      expect(await settlePendingRefunds(deps(), { olderThanMs: 0 })).toBe(0);
      expect(await stock()).toEqual([3, 4]);
    } finally {
      await shop.sandbox.start();
    }

    // Opened just now, so not yet the job's: the request that opened it might still be settling.
    expect(await settlePendingRefunds(deps(), { olderThanMs: 60_000 })).toBe(0);
    expect(await settlePendingRefunds(deps(), { olderThanMs: 0 })).toBe(1);
    const settled = await adminView(order.id);
    expect(settled).toMatchObject({
      paymentStatus: 'partiallyRefunded',
      refundedAmount: 1998,
      refunds: [{ status: 'completed', amount: 1998 }],
    });
    expect(await stock()).toEqual([5, 4]);
    expect(await paypalOf(order)).toEqual({
      captureStatus: 'PARTIALLY_REFUNDED',
      refunds: ['1998.00'],
    });
  });

  it('rejects a paid order while PayPal is away, its refund left for the job', async () => {
    const tee = await insertProduct(shop.t.db, { price: 250, totalStock: 4 });
    const order = await paidOrder(shop.kiran, [{ productId: tee.id, quantity: 2 }], 500);
    await shop.sandbox.stop();
    try {
      const rejected = await setStatus(order.id, 'rejected', 'Address unreachable');
      expect(rejected.status).toBe(200);
      expect(rejected.body.message).toBe(MESSAGES.refundProviderPending);
      expect(rejected.body.order).toMatchObject({
        orderStatus: 'rejected',
        paymentStatus: 'paid',
        refunds: [
          { amount: 500, status: 'pending', reason: 'Order rejected: Address unreachable' },
        ],
      });
    } finally {
      await shop.sandbox.start();
    }
    expect(await settlePendingRefunds(deps(), { olderThanMs: 0 })).toBe(1);
    expect(await adminView(order.id)).toMatchObject({ paymentStatus: 'refunded' });
    expect(await variantStock(shop.t.db, tee.variants[0]!.id)).toBe(4);
  });

  it('completes a refund once however many settle it at the same time', async () => {
    const tee = await insertProduct(shop.t.db, { price: 700, totalStock: 3 });
    const order = await paidOrder(shop.kiran, [{ productId: tee.id, quantity: 2 }], 1400);
    await shop.sandbox.stop();
    let refundId: string;
    try {
      const items = [{ productId: tee.id, quantity: 1 }];
      const waiting = await refund(order.id, { reason: 'Faded', restock: true, items });
      refundId = waiting.body.order.refunds[0]!.id;
    } finally {
      await shop.sandbox.start();
    }
    const states = await Promise.all([
      settleRefund(deps(), refundId),
      settleRefund(deps(), refundId),
      settlePendingRefunds(deps(), { olderThanMs: 0 }),
    ]);
    expect(states.slice(0, 2)).toEqual(['completed', 'completed']);
    const settled = await adminView(order.id);
    expect(settled.refundedAmount).toBe(700);
    expect(settled.timeline.filter((step) => step.event === 'refund')).toHaveLength(1);
    expect(await variantStock(shop.t.db, tee.variants[0]!.id)).toBe(2);
    // One PayPal-Request-Id for every attempt: PayPal paid back once.
    expect((await paypalOf(order)).refunds).toEqual(['700.00']);
    expect(await settleRefund(deps(), refundId)).toBe('completed');
  });

  it('marks a refund PayPal refuses as failed and frees its amount and units', async () => {
    const tee = await insertProduct(shop.t.db, { price: 400, totalStock: 5 });
    const order = await paidOrder(shop.kiran, [{ productId: tee.id, quantity: 2 }], 800);
    const [row] = await shop.t.db.select().from(orders).where(eq(orders.id, order.id));
    // A capture PayPal does not know: it answers 404, a definite no.
    await shop.t.db
      .update(orders)
      .set({ captureId: 'NO-SUCH-CAPTURE' })
      .where(eq(orders.id, order.id));
    const items = [{ productId: tee.id, quantity: 2 }];
    const declined = await refund(order.id, { reason: 'Damaged', restock: true, items });
    expect(declined.status).toBe(409);
    expect(declined.error.message).toBe(MESSAGES.refundDeclined);
    const after = await adminView(order.id);
    expect(after).toMatchObject({
      paymentStatus: 'paid',
      refundedAmount: 0,
      refunds: [{ status: 'failed', amount: 800 }],
    });
    expect(after.timeline.at(-1)).toMatchObject({ event: 'refund', by: 'system' });
    expect(await variantStock(shop.t.db, tee.variants[0]!.id)).toBe(3);

    // Its lines and money are free again: the same refund goes through against the real capture.
    await shop.t.db
      .update(orders)
      .set({ captureId: row!.captureId })
      .where(eq(orders.id, order.id));
    const retried = await refund(order.id, { reason: 'Damaged', restock: true, items });
    expect(retried.status).toBe(200);
    expect(retried.body.order).toMatchObject({ paymentStatus: 'refunded', refundedAmount: 800 });
    expect(await variantStock(shop.t.db, tee.variants[0]!.id)).toBe(5);
  });
});
