import { and, eq } from 'drizzle-orm';
import { MESSAGES, toPaise, type CreateOrderInput, type ShippingAddress } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { addresses, orderItems, orders } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { PaypalClient } from '../payments/paypal-client.js';
import { priceLines } from './price-lines.js';
import { recordEvent } from './timeline.js';

export interface PlaceOrderDeps {
  db: Db;
  paypal: PaypalClient;
  /** Where the shopper's browser comes back to after PayPal: the web app's origin. */
  shopUrl: string;
}

/**
 * Places a pending order priced from the catalogue (never from the client) and creates its
 * PayPal order. Stock is only checked here; it is taken when the payment is captured.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  userId: string,
  input: CreateOrderInput,
): Promise<{ orderId: string; approvalURL: string }> {
  const lines = await priceLines(deps.db, input.orderItems);
  const totalPaise = lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
  if (toPaise(input.totalAmount) !== totalPaise) throw conflict(MESSAGES.orderTotalChanged);
  const shipping = await shippingAddress(deps.db, userId, input);

  const orderId = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        orderStatus: 'pending',
        paymentStatus: 'pending',
        paymentMethod: 'paypal',
        paymentId: '',
        payerId: '',
        totalPaise,
        shipAddress: shipping.address,
        shipCity: shipping.city,
        shipPincode: shipping.pincode,
        shipPhone: shipping.phone,
        shipNotes: shipping.notes,
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: order!.id })));
    await recordEvent(tx, {
      orderId: order!.id,
      event: 'placed',
      status: 'pending',
      by: 'shopper',
    });
    return order!.id;
  });

  try {
    return { orderId, approvalURL: await createPaypalOrder(deps, orderId, totalPaise) };
  } catch (error) {
    // Without a PayPal order it can never be paid, so it should not linger in the shopper's list.
    await deps.db
      .delete(orders)
      .where(eq(orders.id, orderId))
      .catch(() => undefined);
    throw error;
  }
}

/**
 * Creates the order's PayPal order and keeps its id; returns where the shopper approves it.
 * Our order id makes the request id, so asking again (the reconciliation job, after a crash
 * between PayPal's reply and our update) returns the same PayPal order.
 */
export async function createPaypalOrder(
  deps: PlaceOrderDeps,
  orderId: string,
  amountPaise: number,
): Promise<string> {
  const payment = await deps.paypal.createOrder({
    orderId,
    amountPaise,
    returnUrl: `${deps.shopUrl}/shop/paypalReturnPage`,
    cancelUrl: `${deps.shopUrl}/shop/checkout`,
  });
  await deps.db
    .update(orders)
    .set({ paypalOrderId: payment.id, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
  return payment.approvalUrl;
}

/** A saved address of the caller's (copied, so later edits don't change the order) or a new one. */
async function shippingAddress(
  db: Db,
  userId: string,
  input: CreateOrderInput,
): Promise<ShippingAddress> {
  if (input.addressId) {
    const [saved] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, userId)));
    if (!saved) throw notFound(MESSAGES.addressNotFound);
    return saved;
  }
  // The schema's refinement guarantees one of the two.
  return input.shippingAddress!;
}
