import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderStatusNotAllowedMessage,
  statusLabel,
  type OrderStatus,
} from '@attire/contract';
import { stockReservations } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import {
  insertPaidOrder,
  insertProduct,
  signInAdmin,
  signUp,
  type Session,
} from '../support/fixtures.js';
import { api } from '../support/http.js';
import { lifecycleCalls, mountedSandbox, paypalRecord } from '../support/lifecycle.js';
import { insertSizedShirt, variantStock } from '../support/sized-product.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the order lifecycle', () => {
  let t: TestApp;
  let admin: Session;
  let meera: Session;
  const calls = lifecycleCalls(
    () => t.app,
    () => admin,
  );
  const { paidOrder, setStatus, walkTo, refund, adminView, detailsOf, place } = calls;

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    admin = await signInAdmin(t.app);
    meera = await signUp(t.app, { name: 'Meera' });
  });
  afterAll(() => t.close());

  it('walks a paid order to delivery, each step and note on the timeline', async () => {
    const tee = await insertProduct(t.db, { price: 450 });
    const order = await paidOrder(meera, [{ productId: tee.id, quantity: 2 }], 900);
    expect(order.returnableUntil).toBeNull();

    const steps: [OrderStatus, string | undefined][] = [
      ['inProcess', 'Packed at the Bengaluru warehouse'],
      ['inShipping', undefined],
      ['inTransit', 'Handed to BlueDart, AWB 1234'],
      ['delivered', 'Signed for by Meera'],
    ];
    for (const [status, note] of steps) {
      const changed = await setStatus(order.id, status, note);
      expect(changed.status).toBe(200);
      expect(changed.body.message).toBe(MESSAGES.orderStatusUpdated);
      expect(changed.body.order.orderStatus).toBe(status);
    }

    const seen = await detailsOf(meera, order.id);
    expect(seen.orderStatus).toBe('delivered');
    expect(
      seen.timeline.map(({ event, status, by, note }) => ({ event, status, by, note })),
    ).toEqual([
      { event: 'placed', status: 'pending', by: 'shopper', note: undefined },
      { event: 'paid', status: 'confirmed', by: 'shopper', note: undefined },
      ...steps.map(([status, note]) => ({ event: 'status', status, by: 'admin', note })),
    ]);
    // Delivery opens the return window: RETURN_WINDOW_DAYS (14 by default) from now.
    const until = Date.parse(seen.returnableUntil!);
    expect(Math.abs(until - (Date.now() + 14 * DAY_MS))).toBeLessThan(60_000);
    expect(seen.paymentStatus).toBe('paid');
  });

  it('refuses every change the lifecycle does not allow, naming the allowed ones', async () => {
    const tee = await insertProduct(t.db, { price: 100 });
    // One order in each status: an unpaid one, paid ones walked along, an unpaid one rejected.
    const inStatus = new Map<OrderStatus, string>();
    const unpaid = await place(meera, [{ productId: tee.id, quantity: 1 }], 100);
    inStatus.set('pending', unpaid.body.orderId);
    const cancelled = await place(meera, [{ productId: tee.id, quantity: 1 }], 100);
    expect((await setStatus(cancelled.body.orderId, 'rejected')).status).toBe(200);
    inStatus.set('rejected', cancelled.body.orderId);
    for (const status of [
      'confirmed',
      'inProcess',
      'inShipping',
      'inTransit',
      'delivered',
    ] as const) {
      const line = { productId: tee.id, title: tee.title, pricePaise: 10_000, quantity: 1 };
      const order = await insertPaidOrder(t.db, meera.user.id, [line]);
      await walkTo(order.id, status);
      inStatus.set(status, order.id);
    }

    let refused = 0;
    for (const from of ORDER_STATUSES) {
      const id = inStatus.get(from)!;
      const allowed = ORDER_TRANSITIONS[from];
      for (const to of ORDER_STATUSES.filter((status) => !allowed.includes(status))) {
        const reply = await setStatus(id, to, 'Trying anyway');
        expect(reply.status, `${from} -> ${to}`).toBe(409);
        expect(reply.error.message).toBe(
          orderStatusNotAllowedMessage(statusLabel(from), allowed.map(statusLabel)),
        );
        refused++;
      }
      const after = await adminView(id);
      expect(after.orderStatus).toBe(from);
      expect(after.timeline.some((step) => step.note === 'Trying anyway')).toBe(false);
    }
    // Every pair but the seven the table allows, a status to itself included.
    expect(refused).toBe(7 * 7 - 7);
    const confirmed = await setStatus(inStatus.get('confirmed')!, 'inShipping');
    expect(confirmed.error.message).toBe(
      'An order that is Confirmed can only become In process or Rejected.',
    );
    const final = await setStatus(inStatus.get('delivered')!, 'rejected');
    expect(final.error.message).toBe('An order that is Delivered cannot change status any more.');
  });

  it('rejects a paid order: refunds it in full through PayPal and puts its stock back', async () => {
    const shirt = await insertSizedShirt(t.db, { s: 5, m: 5 });
    const [small, medium] = shirt.variants;
    const order = await paidOrder(
      meera,
      [
        { productId: shirt.id, variantId: small!.id, quantity: 2 },
        { productId: shirt.id, variantId: medium!.id, quantity: 1 },
      ],
      2 * 999 + 1499,
    );
    expect([await variantStock(t.db, small!.id), await variantStock(t.db, medium!.id)]).toEqual([
      3, 4,
    ]);

    const rejected = await setStatus(order.id, 'rejected', 'Out of fabric');
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe(MESSAGES.orderRejectedRefund);
    expect(rejected.body.order).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'refunded',
      refundedAmount: 3497,
      refunds: [
        {
          amount: 3497,
          status: 'completed',
          restock: true,
          reason: 'Order rejected: Out of fabric',
          items: expect.arrayContaining([
            { productId: shirt.id, variantId: small!.id, title: 'Linen Shirt', quantity: 2 },
            { productId: shirt.id, variantId: medium!.id, title: 'Linen Shirt', quantity: 1 },
          ]),
        },
      ],
    });
    expect([await variantStock(t.db, small!.id), await variantStock(t.db, medium!.id)]).toEqual([
      5, 5,
    ]);
    const steps = rejected.body.order.timeline.slice(-2);
    expect(steps).toMatchObject([
      { event: 'status', status: 'rejected', by: 'admin', note: 'Out of fabric' },
      {
        event: 'refund',
        status: 'rejected',
        by: 'admin',
        note: 'Refunded ₹3,497.00: Order rejected: Out of fabric',
      },
    ]);
    // PayPal's own record: the whole capture went back, once.
    expect(await paypalRecord(mountedSandbox(t.app), order.paymentId)).toEqual({
      captureStatus: 'REFUNDED',
      refunds: ['3497.00'],
    });
  });

  it('rejects a partly refunded order in process: refunds what is left', async () => {
    const tee = await insertProduct(t.db, { price: 500, totalStock: 10 });
    const order = await paidOrder(meera, [{ productId: tee.id, quantity: 3 }], 1500);
    await walkTo(order.id, 'inProcess');
    const partial = await refund(order.id, {
      reason: 'Late dispatch',
      restock: false,
      amount: 200,
    });
    expect(partial.body.order.paymentStatus).toBe('partiallyRefunded');

    const rejected = await setStatus(order.id, 'rejected');
    expect(rejected.status).toBe(200);
    expect(rejected.body.order).toMatchObject({ paymentStatus: 'refunded', refundedAmount: 1500 });
    expect(rejected.body.order.refunds.map((r) => [r.amount, r.reason])).toEqual([
      [200, 'Late dispatch'],
      [1300, 'Order rejected'],
    ]);
    // The three units never left: all back on the shelf.
    expect(await variantStock(t.db, tee.variants[0]!.id)).toBe(10);
    expect(await paypalRecord(mountedSandbox(t.app), order.paymentId)).toEqual({
      captureStatus: 'REFUNDED',
      refunds: ['200.00', '1300.00'],
    });
  });

  it('rejects an unpaid order, leaving the units a capture in flight holds to that capture', async () => {
    const tee = await insertProduct(t.db, { price: 100, totalStock: 4 });
    const placed = await place(meera, [{ productId: tee.id, quantity: 2 }], 100 * 2);
    const orderId = placed.body.orderId;
    // What a capture in progress holds while PayPal answers.
    await t.db.insert(stockReservations).values({
      orderId,
      variantId: tee.variants[0]!.id,
      quantity: 2,
      expiresAt: new Date(Date.now() + 60_000),
    });

    const rejected = await setStatus(orderId, 'rejected', 'Customer called to cancel');
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe(MESSAGES.orderStatusUpdated);
    expect(rejected.body.order).toMatchObject({
      orderStatus: 'rejected',
      paymentStatus: 'pending',
      refunds: [],
    });
    // The capture records its own end (refunded if PayPal took the money); letting its hold go
    // here would let the reconciliation job end the order as unpaid underneath it.
    expect(
      await t.db.select().from(stockReservations).where(eq(stockReservations.orderId, orderId)),
    ).toHaveLength(1);
    expect(await variantStock(t.db, tee.variants[0]!.id)).toBe(4);
  });

  it('refuses a note that is too long, an unknown order and a shopper', async () => {
    const tee = await insertProduct(t.db, { price: 100 });
    const order = await paidOrder(meera, [{ productId: tee.id, quantity: 1 }], 100);
    const long = await setStatus(order.id, 'inProcess', 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect(long.error.errors?.note).toBeDefined();
    expect((await setStatus(randomUUID(), 'inProcess')).status).toBe(404);
    const byShopper = await api(t.app, meera.token).call('adminOrders.updateStatus', {
      params: { id: order.id },
      body: { orderStatus: 'inProcess' },
    });
    expect(byShopper.status).toBe(403);
    expect((await adminView(order.id)).orderStatus).toBe('confirmed');
  });
});
