// Writes a sales seed (./sales-seed.ts) to the database as checkout, refunds and returns leave
// their rows: the order with its money and statuses, its lines, its timeline ('placed', 'paid',
// 'expired', 'refund'), refunds with their lines, and a return for some of the line refunds.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.js';
import {
  orderEvents,
  orderItems,
  orders,
  refundItems,
  refunds,
  returnItems,
  returns,
  users,
} from '../../src/db/schema/index.js';
import type { SalesSeed, SeedOrder } from './sales-seed.js';

/** Inserts `rows` a few hundred at a time (one statement's parameters are limited). */
async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 200)
    await insert(rows.slice(start, start + 200));
}

/** `howMany` shoppers, straight into the database; their ids. */
export async function insertCustomers(db: Db, howMany: number): Promise<string[]> {
  const tag = randomUUID().slice(0, 8);
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: howMany }, (_, index) => ({
        name: `Customer ${index}`,
        email: `customer-${tag}-${index}@example.com`,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

const totalOf = (order: SeedOrder) =>
  order.subtotalPaise - order.discountPaise + order.shippingPaise;

export async function writeSalesSeed(db: Db, seed: SalesSeed): Promise<void> {
  const completedBack = new Map<string, number>();
  const unitsBack = new Map<string, number>();
  for (const refund of seed.refunds) {
    if (refund.state === 'completed') {
      completedBack.set(
        refund.orderId,
        (completedBack.get(refund.orderId) ?? 0) + refund.amountPaise,
      );
    }
    if (refund.state === 'failed') continue;
    for (const item of refund.items) {
      unitsBack.set(item.orderItemId, (unitsBack.get(item.orderItemId) ?? 0) + item.quantity);
    }
  }
  const paymentStatus = (order: SeedOrder, index: number) => {
    if (!order.paidAt) return index % 2 === 0 ? 'pending' : 'failed';
    const back = completedBack.get(order.id) ?? 0;
    return back === 0 ? 'paid' : back === totalOf(order) ? 'refunded' : 'partiallyRefunded';
  };
  await insertAll(
    seed.orders.map((order, index) => ({ order, index })),
    (chunk) =>
      db.insert(orders).values(
        chunk.map(({ order, index }) => ({
          id: order.id,
          userId: order.userId,
          orderStatus: order.paidAt ? 'delivered' : index % 2 === 0 ? 'pending' : 'rejected',
          paymentStatus: paymentStatus(order, index),
          refundedPaise: completedBack.get(order.id) ?? 0,
          subtotalPaise: order.subtotalPaise,
          discountPaise: order.discountPaise,
          shippingPaise: order.shippingPaise,
          totalPaise: totalOf(order),
          shipAddress: '1 MG Road',
          shipCity: 'Bengaluru',
          shipPincode: '560001',
          shipPhone: '9876543210',
          orderDate: order.placedAt,
          updatedAt: order.paidAt ?? order.placedAt,
        })),
      ),
  );
  const lines = seed.orders.flatMap((order) => order.lines.map((line) => ({ order, line })));
  await insertAll(lines, (chunk) =>
    db.insert(orderItems).values(
      chunk.map(({ order, line }) => ({
        id: line.id,
        orderId: order.id,
        productId: line.productId,
        variantId: line.variantId,
        size: line.size,
        colour: line.colour,
        title: line.title,
        image: '/uploads/x.webp',
        pricePaise: line.pricePaise,
        quantity: line.quantity,
        discountPaise: line.discountPaise,
        taxableValuePaise: line.pricePaise * line.quantity - line.discountPaise,
        refundedQuantity: unitsBack.get(line.id) ?? 0,
      })),
    ),
  );
  const events = seed.orders.flatMap((order, index) => {
    const placed = { orderId: order.id, at: order.placedAt, kind: 'placed', status: 'pending' };
    if (!order.paidAt) {
      if (index % 2 === 0) return [placed];
      const expired = new Date(order.placedAt.getTime() + 3 * 3_600_000);
      return [placed, { orderId: order.id, at: expired, kind: 'expired', status: 'rejected' }];
    }
    return [placed, { orderId: order.id, at: order.paidAt, kind: 'paid', status: 'confirmed' }];
  });
  const refundEvents = seed.refunds.map((refund) => ({
    orderId: refund.orderId,
    at: refund.createdAt,
    kind: 'refund',
    status: 'delivered',
  }));
  await insertAll([...events, ...refundEvents], (chunk) =>
    db.insert(orderEvents).values(chunk.map((event) => ({ ...event, actor: 'system' }))),
  );
  await insertAll(seed.refunds, (chunk) =>
    db.insert(refunds).values(
      chunk.map((refund) => ({
        id: refund.id,
        orderId: refund.orderId,
        amountPaise: refund.amountPaise,
        shippingPaise: refund.shippingPaise,
        reason: 'Changed my mind',
        state: refund.state,
        actor: 'admin',
        createdAt: refund.createdAt,
        completedAt: refund.completedAt,
      })),
    ),
  );
  const refundLines = seed.refunds.flatMap((refund) =>
    refund.items.map((item) => ({ ...item, refundId: refund.id })),
  );
  await insertAll(refundLines, (chunk) => db.insert(refundItems).values(chunk));
  // Every other refund of lines was a return the admin accepted and refunded.
  const returned = seed.refunds
    .filter((refund) => refund.items.length > 0)
    .filter((_, i) => i % 2 === 0);
  const returnIds = returned.map(() => randomUUID());
  await insertAll(
    returned.map((refund, index) => ({ refund, id: returnIds[index]! })),
    (chunk) =>
      db.insert(returns).values(
        chunk.map(({ refund, id }) => ({
          id,
          orderId: refund.orderId,
          status: 'refunded',
          reason: 'Does not fit',
          refundId: refund.id,
          createdAt: new Date(refund.createdAt.getTime() - 24 * 3_600_000),
        })),
      ),
  );
  const returnLines = returned.flatMap((refund, index) =>
    refund.items.map((item) => ({
      returnId: returnIds[index]!,
      orderItemId: item.orderItemId,
      quantity: item.quantity,
    })),
  );
  await insertAll(returnLines, (chunk) => db.insert(returnItems).values(chunk));
}
