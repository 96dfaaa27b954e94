import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { EndpointInput } from '@attire/contract';
import { pressOnApprovalPage } from './fetch-client.js';
import type { Session } from './fixtures.js';
import { api } from './http.js';

export const HOME = {
  address: '12 Residency Road',
  city: 'Bengaluru',
  pincode: '560 025',
  phone: '+91 98450 12345',
  notes: 'Ring the bell',
};

export type OrderBody = EndpointInput<'shopOrders.create'>['body'];
export type OrderLine = OrderBody['orderItems'][number];
export type Payment = EndpointInput<'shopOrders.capture'>['body'];

/** The spec's create-order body, as the web client sends it. */
export const orderBody = (
  userId: string,
  orderItems: OrderLine[],
  totalAmount: number,
  extra: Partial<OrderBody> = {},
): OrderBody => ({
  userId,
  orderItems,
  shippingAddress: HOME,
  totalAmount,
  orderStatus: 'pending',
  paymentMethod: 'paypal',
  paymentStatus: 'pending',
  paymentId: '',
  payerId: '',
  ...extra,
});

/**
 * A shopper's calls of checkout and order history, through the app's HTTP stack. The app is
 * read at each call, so that a test file may set these up before its app has started.
 */
export function checkoutCalls(appOf: () => FastifyInstance) {
  const as = (who: Session) => api(appOf(), who.token);
  const place = (who: Session, lines: OrderLine[], total: number, extra: Partial<OrderBody> = {}) =>
    as(who).call('shopOrders.create', {
      body: orderBody(who.user.id, lines, total, extra),
    });
  const capture = (who: Session, body: Payment) => as(who).call('shopOrders.capture', { body });
  const showOrder = (who: Session, id: string) =>
    as(who).call('shopOrders.details', { params: { id } });
  const detailsOf = async (who: Session, orderId: string) =>
    (await showOrder(who, orderId)).body.order;
  const listOrders = (who: Session, userId = who.user.id) =>
    as(who).call('shopOrders.list', { params: { userId } });

  /** Places an order at the catalogue's price and presses Pay on the sandbox's approval page. */
  async function approvedOrder(
    who: Session,
    lines: OrderLine[],
    total: number,
    extra: Partial<OrderBody> = {},
  ): Promise<Payment> {
    const created = await place(who, lines, total, extra);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const back = await pressOnApprovalPage(created.body.approvalURL, 'Pay');
    expect(back.pathname).toBe('/shop/paypalReturnPage');
    return {
      orderId: created.body.orderId,
      paymentId: back.searchParams.get('token')!,
      payerId: back.searchParams.get('PayerID')!,
    };
  }

  return { place, capture, showOrder, detailsOf, listOrders, approvedOrder };
}
