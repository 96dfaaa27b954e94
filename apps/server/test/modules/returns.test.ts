import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  RETURN_TRANSITIONS,
  lineQuantityLeftMessage,
  returnStatusNotAllowedMessage,
  returnWindowClosedMessage,
  statusLabel,
  type CreateReturnInput,
  type ReturnStatus,
  ORDER_UI_MESSAGES,
} from '@attire/contract';
import { orders, returns } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { insertProduct, signInAdmin, signUp, type Session } from '../support/fixtures.js';
import { api } from '../support/http.js';
import { lifecycleCalls, mountedSandbox, paypalRecord } from '../support/lifecycle.js';
import { insertSizedShirt, variantStock } from '../support/sized-product.js';

describe('returns', () => {
  let t: TestApp;
  let admin: Session;
  let priya: Session;
  let dev: Session;
  const { paidOrder, walkTo, backOffice, adminView, detailsOf } = lifecycleCalls(
    () => t.app,
    () => admin,
  );
  const ask = (who: Session, id: string, body: CreateReturnInput) =>
    api(t.app, who.token).call('shopOrders.requestReturn', { params: { id }, body });
  const answer = (id: string, status: Exclude<ReturnStatus, 'requested'>, note?: string) =>
    backOffice().call('adminReturns.update', {
      params: { id },
      body: { status, ...(note !== undefined && { note }) },
    });
  const listed = (status?: ReturnStatus) =>
    backOffice().call('adminReturns.list', { query: { ...(status && { status }), limit: 100 } });

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    admin = await signInAdmin(t.app);
    priya = await signUp(t.app, { name: 'Priya' });
    dev = await signUp(t.app, { name: 'Dev' });
  });
  afterAll(() => t.close());

  /** Two S (₹999 each) and one M (₹1,499) of a sized shirt, delivered to Priya. */
  async function deliveredShirts() {
    const shirt = await insertSizedShirt(t.db, { s: 5, m: 5 });
    const [small, medium] = shirt.variants;
    const order = await paidOrder(
      priya,
      [
        { productId: shirt.id, variantId: small!.id, quantity: 2 },
        { productId: shirt.id, variantId: medium!.id, quantity: 1 },
      ],
      3497,
    );
    await walkTo(order.id, 'delivered');
    return { shirt, small: small!, medium: medium!, order };
  }

  it('takes a return request of a delivered order, within what is left to return', async () => {
    const { shirt, small, medium, order } = await deliveredShirts();
    const smalls = (quantity: number) => [{ productId: shirt.id, variantId: small.id, quantity }];

    const asked = await ask(priya, order.id, { items: smalls(1), reason: 'Too tight' });
    expect(asked.status).toBe(201);
    expect(asked.body.message).toBe(ORDER_UI_MESSAGES.returnRequested);
    expect(asked.body.return).toMatchObject({
      orderId: order.id,
      status: 'requested',
      reason: 'Too tight',
      items: [{ productId: shirt.id, variantId: small.id, size: 'S', price: 999, quantity: 1 }],
    });
    const seen = await detailsOf(priya, order.id);
    expect(seen.returns.map((r) => r.id)).toEqual([asked.body.return.id]);
    expect(seen.timeline.at(-1)).toMatchObject({
      event: 'return',
      status: 'delivered',
      by: 'shopper',
      note: 'Return requested of 1 × Linen Shirt (S, Navy): Too tight',
    });

    // Two S bought, one already asked for: one more at most.
    const tooMany = await ask(priya, order.id, { items: smalls(2), reason: 'Both' });
    expect(tooMany.status).toBe(409);
    expect(tooMany.error.message).toBe(lineQuantityLeftMessage('Linen Shirt (S, Navy)', 1));
    const unnamed = await ask(priya, order.id, {
      items: [{ productId: shirt.id, quantity: 1 }],
      reason: 'Which?',
    });
    expect(unnamed.status).toBe(400);
    const stranger = await ask(priya, order.id, {
      items: [{ productId: randomUUID(), quantity: 1 }],
      reason: 'Not bought',
    });
    expect(stranger.status).toBe(404);
    expect(stranger.error.message).toBe(MESSAGES.returnItemNotInOrder);
    const rest = await ask(priya, order.id, {
      items: [...smalls(1), { productId: shirt.id, variantId: medium.id, quantity: 1 }],
      reason: 'Changed my mind',
    });
    expect(rest.status).toBe(201);
    expect((await detailsOf(priya, order.id)).returns).toHaveLength(2);
  });

  it("refuses orders not delivered, past their window, or someone else's", async () => {
    const tee = await insertProduct(t.db, { price: 600 });
    const order = await paidOrder(priya, [{ productId: tee.id, quantity: 1 }], 600);
    const items = [{ productId: tee.id, quantity: 1 }];
    await walkTo(order.id, 'inTransit');
    const early = await ask(priya, order.id, { items, reason: 'Early' });
    expect(early.status).toBe(409);
    expect(early.error.message).toBe(MESSAGES.returnNotDelivered);

    await walkTo(order.id, 'delivered');
    const foreign = await ask(dev, order.id, { items, reason: 'Not mine' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).not.toHaveProperty('return');
    expect((await ask(priya, randomUUID(), { items, reason: 'Nothing' })).status).toBe(404);

    await t.db
      .update(orders)
      .set({ returnableUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const late = await ask(priya, order.id, { items, reason: 'Late' });
    expect(late.status).toBe(409);
    expect(late.error.message).toBe(returnWindowClosedMessage(14));
    expect((await detailsOf(priya, order.id)).returns).toEqual([]);
  });

  it('follows the return steps, each on the timeline, and refunds and restocks a refunded one', async () => {
    const { shirt, small, order } = await deliveredShirts();
    const items = [{ productId: shirt.id, variantId: small.id, quantity: 2 }];
    const asked = await ask(priya, order.id, { items, reason: 'Too tight' });
    const id = asked.body.return.id;
    expect(await variantStock(t.db, small.id)).toBe(3);

    const approved = await answer(id, 'approved', 'Courier pickup on Monday');
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(ORDER_UI_MESSAGES.returnUpdated);
    expect(approved.body.return).toMatchObject({
      status: 'approved',
      note: 'Courier pickup on Monday',
      customer: { name: 'Priya', email: priya.user.email },
      orderTotal: 3497,
    });
    const refunded = await answer(id, 'refunded', 'Both received unworn');
    expect(refunded.status).toBe(200);
    expect(refunded.body.return).toMatchObject({
      status: 'refunded',
      note: 'Both received unworn',
    });

    const after = await adminView(order.id);
    expect(after).toMatchObject({
      orderStatus: 'delivered',
      paymentStatus: 'partiallyRefunded',
      refundedAmount: 1998,
      refunds: [
        { amount: 1998, status: 'completed', restock: true, reason: 'Returned items: Too tight' },
      ],
    });
    expect(after.timeline.slice(-3)).toMatchObject([
      { event: 'return', by: 'admin', note: 'Return approved: Courier pickup on Monday' },
      // The return is refunded once PayPal has paid the money back, not before.
      { event: 'refund', by: 'admin', note: 'Refunded ₹1,998.00: Returned items: Too tight' },
      { event: 'return', by: 'admin', note: 'Return refunded: Both received unworn' },
    ]);
    const [link] = await t.db.select().from(returns).where(eq(returns.id, id));
    expect(link!.refundId).toBe(after.refunds[0]!.id);
    expect(await variantStock(t.db, small.id)).toBe(5);
    expect(await paypalRecord(mountedSandbox(t.app), order.paymentId)).toEqual({
      captureStatus: 'PARTIALLY_REFUNDED',
      refunds: ['1998.00'],
    });

    // Refunded units cannot be asked for again; a refunded return is final.
    const again = await ask(priya, order.id, {
      items: [{ ...items[0]!, quantity: 1 }],
      reason: 'x',
    });
    expect(again.error.message).toBe(lineQuantityLeftMessage('Linen Shirt (S, Navy)', 0));
    for (const status of ['approved', 'rejected', 'refunded'] as const) {
      const refused = await answer(id, status);
      expect(refused.status).toBe(409);
      expect(refused.error.message).toBe(returnStatusNotAllowedMessage('Refunded', []));
    }
    expect((await adminView(order.id)).refundedAmount).toBe(1998);
  });

  it('refuses return steps the table does not allow, naming the allowed ones', async () => {
    const { shirt, medium, order } = await deliveredShirts();
    const items = [{ productId: shirt.id, variantId: medium.id, quantity: 1 }];
    const id = (await ask(priya, order.id, { items, reason: 'Colour' })).body.return.id;
    const rejected = await answer(id, 'rejected', 'Worn and washed');
    expect(rejected.body.return).toMatchObject({ status: 'rejected', note: 'Worn and washed' });
    const reopen = await answer(id, 'approved');
    expect(reopen.status).toBe(409);
    expect(reopen.error.message).toBe(returnStatusNotAllowedMessage('Rejected', []));

    // A rejected return gives its units back to ask for again; an approved one cannot repeat.
    const second = (await ask(priya, order.id, { items, reason: 'Colour again' })).body.return.id;
    expect((await answer(second, 'approved')).status).toBe(200);
    const twice = await answer(second, 'approved');
    expect(twice.status).toBe(409);
    expect(twice.error.message).toBe(
      returnStatusNotAllowedMessage('Approved', RETURN_TRANSITIONS.approved.map(statusLabel)),
    );
    expect((await answer(randomUUID(), 'approved')).status).toBe(404);
    expect((await adminView(order.id)).refunds).toEqual([]);
  });

  it('lists returns for the back office, newest first, by status', async () => {
    const { shirt, small, medium, order } = await deliveredShirts();
    const first = await ask(priya, order.id, {
      items: [{ productId: shirt.id, variantId: small.id, quantity: 1 }],
      reason: 'First',
    });
    const second = await ask(priya, order.id, {
      items: [{ productId: shirt.id, variantId: medium.id, quantity: 1 }],
      reason: 'Second',
    });
    await answer(first.body.return.id, 'approved');

    const all = await listed();
    expect(all.status).toBe(200);
    const ids = all.body.returns.map((r) => r.id);
    expect(ids.indexOf(second.body.return.id)).toBeLessThan(ids.indexOf(first.body.return.id));
    expect(all.body.total).toBe(all.body.returns.length);
    const dates = all.body.returns.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const approved = await listed('approved');
    expect(approved.body.returns.every((r) => r.status === 'approved')).toBe(true);
    expect(approved.body.returns.map((r) => r.id)).toContain(first.body.return.id);
    expect(approved.body.returns.map((r) => r.id)).not.toContain(second.body.return.id);
    const one = (await listed('requested')).body.returns.find(
      (r) => r.id === second.body.return.id,
    );
    expect(one).toMatchObject({
      orderId: order.id,
      orderTotal: 3497,
      customer: { name: 'Priya', email: priya.user.email },
      items: [{ size: 'M', quantity: 1 }],
    });

    const shopper = api(t.app, priya.token);
    expect((await shopper.call('adminReturns.list', { query: {} })).status).toBe(403);
    const bad = await backOffice().get('/admin/returns?status=lost');
    expect(bad.status).toBe(400);
  });
});
