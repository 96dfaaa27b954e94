import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  lineQuantityLeftMessage,
  refundTooLargeMessage,
  ORDER_UI_MESSAGES,
} from '@attire/contract';
import { orders } from '../../src/db/schema/index.js';
import { settlePendingRefunds, settleRefund } from '../../src/modules/refunds/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { insertProduct, signInAdmin, signUp, type Session } from '../support/fixtures.js';
import { lifecycleCalls, paypalRecord, sandboxOnItsOwnPort } from '../support/lifecycle.js';
import { insertSizedShirt, variantStock } from '../support/sized-product.js';

// The shop talks to a PayPal sandbox on a port of its own, which the outage tests stop and start.
describe('refunds', () => {
  let sandbox: Awaited<ReturnType<typeof sandboxOnItsOwnPort>>;
  let t: TestApp;
  let admin: Session;
  let kiran: Session;
  const { paidOrder, refund, adminView, place, setStatus } = lifecycleCalls(
    () => t.app,
    () => admin,
  );
  const paypalOf = (order: { paymentId: string }) => paypalRecord(sandbox.at, order.paymentId);
  const deps = () => ({ db: t.db, paypal: t.app.paypal });

  beforeAll(async () => {
    sandbox = await sandboxOnItsOwnPort();
    t = await startTestApp({ listen: true, env: { PAYPAL_API_BASE: sandbox.url } });
    admin = await signInAdmin(t.app);
    kiran = await signUp(t.app, { name: 'Kiran' });
  });
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  /** Two S (₹999 each) and one M (₹1,499) of a sized shirt, paid: ₹3,497. */
  async function shirtOrder() {
    const shirt = await insertSizedShirt(t.db, { s: 5, m: 5 });
    const [small, medium] = shirt.variants;
    const order = await paidOrder(
      kiran,
      [
        { productId: shirt.id, variantId: small!.id, quantity: 2 },
        { productId: shirt.id, variantId: medium!.id, quantity: 1 },
      ],
      3497,
    );
    const stock = async () => [
      await variantStock(t.db, small!.id),
      await variantStock(t.db, medium!.id),
    ];
    return { shirt, small: small!, medium: medium!, order, stock };
  }

  it('refunds lines by product and size, restocking them when asked', async () => {
    const { shirt, small, medium, order, stock } = await shirtOrder();
    expect(await stock()).toEqual([3, 4]);
    const oneSmall = [{ productId: shirt.id, variantId: small.id, quantity: 1 }];

    const first = await refund(order.id, { reason: 'Torn seam', restock: true, items: oneSmall });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(ORDER_UI_MESSAGES.refundIssued);
    expect(first.body.order).toMatchObject({
      paymentStatus: 'partiallyRefunded',
      refundedAmount: 999,
      refunds: [{ amount: 999, status: 'completed', restock: true, reason: 'Torn seam' }],
    });
    expect(first.body.order.refunds[0]!.items).toEqual([
      { productId: shirt.id, variantId: small.id, title: 'Linen Shirt', quantity: 1 },
    ]);
    expect(first.body.order.timeline.at(-1)).toMatchObject({
      event: 'refund',
      by: 'admin',
      status: 'confirmed',
      note: 'Refunded ₹999.00: Torn seam',
    });
    expect(await stock()).toEqual([4, 4]);

    // Without restock the money goes back and the unit stays off the shelf.
    const medium1 = [{ productId: shirt.id, variantId: medium.id, quantity: 1 }];
    const second = await refund(order.id, {
      reason: 'Wrong colour',
      restock: false,
      items: medium1,
    });
    expect(second.body.order.refundedAmount).toBe(999 + 1499);
    expect(await stock()).toEqual([4, 4]);
    expect(await paypalOf(order)).toEqual({
      captureStatus: 'PARTIALLY_REFUNDED',
      refunds: ['999.00', '1499.00'],
    });

    const tooMany = await refund(order.id, {
      reason: 'Both',
      restock: true,
      items: [{ ...oneSmall[0]!, quantity: 2 }],
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.error.message).toBe(lineQuantityLeftMessage('Linen Shirt (S, Navy)', 1));
    const noneLeft = await refund(order.id, { reason: 'Again', restock: true, items: medium1 });
    expect(noneLeft.error.message).toBe(lineQuantityLeftMessage('Linen Shirt (M, Navy)', 0));

    // Two sizes of the product in the order: which one must be said.
    const unnamed = await refund(order.id, {
      reason: 'Which?',
      restock: true,
      items: [{ productId: shirt.id, quantity: 1 }],
    });
    expect(unnamed.status).toBe(400);
    expect(unnamed.error.message).toBe(MESSAGES.variantRequired);
    const stranger = await refund(order.id, {
      reason: 'Not bought',
      restock: true,
      items: [{ productId: randomUUID(), quantity: 1 }],
    });
    expect(stranger.status).toBe(404);
    expect(stranger.error.message).toBe(MESSAGES.refundItemNotInOrder);
    expect((await adminView(order.id)).refundedAmount).toBe(2498);
  });

  it('refunds an amount, never more than is left', async () => {
    const tee = await insertProduct(t.db, { price: 800, totalStock: 5 });
    const order = await paidOrder(kiran, [{ productId: tee.id, quantity: 1 }], 800);
    const goodwill = await refund(order.id, {
      reason: 'Late delivery',
      restock: true,
      amount: 150.5,
    });
    expect(goodwill.status).toBe(200);
    expect(goodwill.body.order).toMatchObject({
      paymentStatus: 'partiallyRefunded',
      refundedAmount: 150.5,
    });
    expect(goodwill.body.order.refunds[0]!.items).toEqual([]);
    // An amount takes no units back, restock or not.
    expect(await variantStock(t.db, tee.variants[0]!.id)).toBe(4);

    const over = await refund(order.id, { reason: 'Too much', restock: false, amount: 649.51 });
    expect(over.status).toBe(409);
    expect(over.error.message).toBe(refundTooLargeMessage('₹649.50'));
    const rest = await refund(order.id, { reason: 'The rest', restock: false, amount: 649.5 });
    expect(rest.body.order).toMatchObject({ paymentStatus: 'refunded', refundedAmount: 800 });
    const more = await refund(order.id, { reason: 'More', restock: false, amount: 1 });
    expect(more.status).toBe(409);
    expect(more.error.message).toBe(MESSAGES.refundNothingLeft);
    expect(await paypalOf(order)).toEqual({
      captureStatus: 'REFUNDED',
      refunds: ['150.50', '649.50'],
    });
  });

  it('refuses to refund an unpaid or unknown order, and a body with both lines and amount', async () => {
    const tee = await insertProduct(t.db, { price: 300 });
    const unpaid = await place(kiran, [{ productId: tee.id, quantity: 1 }], 300);
    const refused = await refund(unpaid.body.orderId, { reason: 'x', restock: false, amount: 10 });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(MESSAGES.refundNothingPaid);
    const unknown = await refund(randomUUID(), { reason: 'x', restock: false, amount: 10 });
    expect(unknown.status).toBe(404);
    const both = await refund(unpaid.body.orderId, {
      reason: 'x',
      restock: false,
      amount: 10,
      items: [{ productId: tee.id, quantity: 1 }],
    });
    expect(both.status).toBe(400);
  });

  it('lets one of two refunds that together exceed the payment through', async () => {
    const tee = await insertProduct(t.db, { price: 1000 });
    const order = await paidOrder(kiran, [{ productId: tee.id, quantity: 1 }], 1000);
    const replies = await Promise.all([
      refund(order.id, { reason: 'First desk', restock: false, amount: 600 }),
      refund(order.id, { reason: 'Second desk', restock: false, amount: 600 }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.status === 409)!.error.message).toBe(
      refundTooLargeMessage('₹400.00'),
    );
    expect((await adminView(order.id)).refundedAmount).toBe(600);
    expect((await paypalOf(order)).refunds).toEqual(['600.00']);
  });

  it('keeps a refund pending while PayPal is unreachable, and settles it once back', async () => {
    const { shirt, small, order, stock } = await shirtOrder();
    await sandbox.stop();
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
      await sandbox.start();
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
    const tee = await insertProduct(t.db, { price: 250, totalStock: 4 });
    const order = await paidOrder(kiran, [{ productId: tee.id, quantity: 2 }], 500);
    await sandbox.stop();
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
      await sandbox.start();
    }
    expect(await settlePendingRefunds(deps(), { olderThanMs: 0 })).toBe(1);
    expect(await adminView(order.id)).toMatchObject({ paymentStatus: 'refunded' });
    expect(await variantStock(t.db, tee.variants[0]!.id)).toBe(4);
  });

  it('completes a refund once however many settle it at the same time', async () => {
    const tee = await insertProduct(t.db, { price: 700, totalStock: 3 });
    const order = await paidOrder(kiran, [{ productId: tee.id, quantity: 2 }], 1400);
    await sandbox.stop();
    let refundId: string;
    try {
      const items = [{ productId: tee.id, quantity: 1 }];
      const waiting = await refund(order.id, { reason: 'Faded', restock: true, items });
      refundId = waiting.body.order.refunds[0]!.id;
    } finally {
      await sandbox.start();
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
    expect(await variantStock(t.db, tee.variants[0]!.id)).toBe(2);
    // One PayPal-Request-Id for every attempt: PayPal paid back once.
    expect((await paypalOf(order)).refunds).toEqual(['700.00']);
    expect(await settleRefund(deps(), refundId)).toBe('completed');
  });

  it('marks a refund PayPal refuses as failed and frees its amount and units', async () => {
    const tee = await insertProduct(t.db, { price: 400, totalStock: 5 });
    const order = await paidOrder(kiran, [{ productId: tee.id, quantity: 2 }], 800);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    // A capture PayPal does not know: it answers 404, a definite no.
    await t.db.update(orders).set({ captureId: 'NO-SUCH-CAPTURE' }).where(eq(orders.id, order.id));
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
    expect(await variantStock(t.db, tee.variants[0]!.id)).toBe(3);

    // Its lines and money are free again: the same refund goes through against the real capture.
    await t.db.update(orders).set({ captureId: row!.captureId }).where(eq(orders.id, order.id));
    const retried = await refund(order.id, { reason: 'Damaged', restock: true, items });
    expect(retried.status).toBe(200);
    expect(retried.body.order).toMatchObject({ paymentStatus: 'refunded', refundedAmount: 800 });
    expect(await variantStock(t.db, tee.variants[0]!.id)).toBe(5);
  });
});
