import { and, eq, inArray } from 'drizzle-orm';
import {
  MESSAGES,
  soldOutMessage,
  toPaise,
  unitPrice,
  type CreateOrderInput,
  type ShippingAddress,
} from '@attire/contract';
import type { Db } from '../../db/client.js';
import { addresses, orderItems, orders, products } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { PaypalClient } from '../payments/paypal-client.js';

export interface PlaceOrderDeps {
  db: Db;
  paypal: PaypalClient;
  /** Where the shopper's browser comes back to after PayPal: the web app's origin. */
  shopUrl: string;
}

interface PricedLine {
  productId: string;
  title: string;
  image: string;
  pricePaise: number;
  quantity: number;
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
    return order!.id;
  });

  try {
    const payment = await deps.paypal.createOrder({
      orderId,
      amountPaise: totalPaise,
      returnUrl: `${deps.shopUrl}/shop/paypalReturnPage`,
      cancelUrl: `${deps.shopUrl}/shop/checkout`,
    });
    await deps.db
      .update(orders)
      .set({ paypalOrderId: payment.id, updatedAt: new Date() })
      .where(eq(orders.id, orderId));
    return { orderId, approvalURL: payment.approvalUrl };
  } catch (error) {
    // Without a PayPal order it can never be paid, so it should not linger in the shopper's list.
    await deps.db
      .delete(orders)
      .where(eq(orders.id, orderId))
      .catch(() => undefined);
    throw error;
  }
}

/** Merges repeated products and prices each line from the catalogue, refusing what is not there. */
async function priceLines(
  db: Db,
  requested: CreateOrderInput['orderItems'],
): Promise<PricedLine[]> {
  const merged = new Map<string, { quantity: number; title?: string }>();
  for (const item of requested) {
    const line = merged.get(item.productId);
    merged.set(item.productId, {
      quantity: (line?.quantity ?? 0) + item.quantity,
      title: line?.title ?? item.title,
    });
  }
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...merged.keys()]));
  const byId = new Map(rows.map((row) => [row.id, row]));

  return [...merged].map(([productId, line]) => {
    const product = byId.get(productId);
    if (!product) throw conflict(soldOutMessage(line.title || 'This product', 0));
    if (line.quantity > product.totalStock) {
      throw conflict(soldOutMessage(product.title, product.totalStock));
    }
    return {
      productId,
      title: product.title,
      image: product.image,
      pricePaise: unitPrice({ price: product.pricePaise, salePrice: product.salePricePaise }),
      quantity: line.quantity,
    };
  });
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
