import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLED_ORDER_PARAM, MESSAGES, PAYMENT_RETURN_MESSAGES } from '@attire/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { checkoutCalls } from '../support/checkout.js';
import { pressOnApprovalPage } from '../support/fetch-client.js';
import { insertProduct, signUp, type Session } from '../support/fixtures.js';
import { api } from '../support/http.js';

// Cancel on PayPal's page: the shopper comes back to the checkout, and the order they did not
// pay for ends at once instead of lingering as "Pending" beside the one they pay for next.

describe('cancelling the payment at PayPal', () => {
  let t: TestApp;
  let asha: Session;
  let ravi: Session;
  const { place, capture, listOrders, approvedOrder, detailsOf } = checkoutCalls(() => t.app);
  const cancel = (who: Session, id: string) =>
    api(t.app, who.token).call('shopOrders.cancel', { params: { id } });

  beforeAll(async () => {
    t = await startTestApp({ listen: true });
    asha = await signUp(t.app, { name: 'Asha' });
    ravi = await signUp(t.app, { name: 'Ravi' });
  });
  afterAll(() => t.close());

  /** A cap placed and taken to PayPal's page, where Cancel is pressed: where it leads. */
  async function cancelledAtPaypal(who: Session) {
    const cap = await insertProduct(t.db, { title: 'Cotton Cap', price: 699 });
    const created = await place(who, [{ productId: cap.id, quantity: 1 }], 699);
    expect(created.status).toBe(201);
    const back = await pressOnApprovalPage(created.body.approvalURL, 'Cancel');
    return { orderId: created.body.orderId, back, cap };
  }

  it("leads back to the checkout naming the order, and ends it when the shopper's page asks", async () => {
    const { orderId, back } = await cancelledAtPaypal(asha);
    expect(back.pathname).toBe('/shop/checkout');
    expect(back.searchParams.get(CANCELLED_ORDER_PARAM)).toBe(orderId);
    expect(back.searchParams.get('token')).toBeTruthy();

    const reply = await cancel(asha, orderId);
    expect(reply.status).toBe(200);
    expect(reply.body.order).toMatchObject({
      id: orderId,
      orderStatus: 'rejected',
      paymentStatus: 'failed',
    });
    expect(reply.body.order.timeline.at(-1)).toMatchObject({
      event: 'status',
      status: 'rejected',
      by: 'shopper',
      note: PAYMENT_RETURN_MESSAGES.cancelledAtPaypal,
    });
    // Not a pending order in the shopper's list any more.
    const listed = (await listOrders(asha)).body.orders.find((order) => order.id === orderId);
    expect(listed).toMatchObject({ orderStatus: 'rejected', paymentStatus: 'failed' });

    // Asked again (a reload of the checkout): nothing more happens.
    const again = await cancel(asha, orderId);
    expect(again.status).toBe(200);
    expect(again.body.order.timeline).toEqual(reply.body.order.timeline);
  });

  it('cannot be paid any more once cancelled', async () => {
    const { orderId, back } = await cancelledAtPaypal(asha);
    await cancel(asha, orderId);
    const paid = await capture(asha, {
      orderId,
      paymentId: back.searchParams.get('token')!,
      payerId: 'PAYER1',
    });
    expect(paid.status).toBe(409);
    expect(paid.error.message).toBe(MESSAGES.paymentFailed);
    expect((await detailsOf(asha, orderId)).paymentStatus).toBe('failed');
  });

  it('leaves a paid order as it is', async () => {
    const tee = await insertProduct(t.db, { title: 'Plain Tee', price: 499 });
    const payment = await approvedOrder(asha, [{ productId: tee.id, quantity: 1 }], 499);
    expect((await capture(asha, payment)).status).toBe(200);

    const reply = await cancel(asha, payment.orderId);
    expect(reply.status).toBe(200);
    expect(reply.body.order).toMatchObject({ orderStatus: 'confirmed', paymentStatus: 'paid' });
  });

  it("refuses another shopper's order and an unknown one, changing nothing", async () => {
    const { orderId } = await cancelledAtPaypal(asha);
    const other = await cancel(ravi, orderId);
    expect([403, 404]).toContain(other.status);
    expect(other.body).not.toHaveProperty('order');
    expect((await detailsOf(asha, orderId)).orderStatus).toBe('pending');

    const unknown = await cancel(asha, randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe(MESSAGES.orderNotFound);
  });
});
