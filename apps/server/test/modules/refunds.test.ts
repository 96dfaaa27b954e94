import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  lineQuantityLeftMessage,
  refundTooLargeMessage,
  ORDER_UI_MESSAGES,
} from '@attire/contract';
import { insertProduct } from '../support/fixtures.js';
import { refundShop } from '../support/refund-shop.js';
import { variantStock } from '../support/sized-product.js';

// Refunds by line and by amount, and the limits on them. What happens while PayPal is away or
// says no is in refund-settling.test.ts.
describe('refunds', () => {
  const shop = refundShop();
  const { paidOrder, refund, adminView, place, paypalOf, shirtOrder } = shop;

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
    const tee = await insertProduct(shop.t.db, { price: 800, totalStock: 5 });
    const order = await paidOrder(shop.kiran, [{ productId: tee.id, quantity: 1 }], 800);
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
    expect(await variantStock(shop.t.db, tee.variants[0]!.id)).toBe(4);

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
    const tee = await insertProduct(shop.t.db, { price: 300 });
    const unpaid = await place(shop.kiran, [{ productId: tee.id, quantity: 1 }], 300);
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
    const tee = await insertProduct(shop.t.db, { price: 1000 });
    const order = await paidOrder(shop.kiran, [{ productId: tee.id, quantity: 1 }], 1000);
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
});
