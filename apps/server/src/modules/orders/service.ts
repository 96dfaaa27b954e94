import { count, desc, eq } from 'drizzle-orm';
import { MESSAGES, type Order, type OrderStatus, type PageQuery } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { withItems } from './order-view.js';

const newestFirst = [desc(orders.orderDate), desc(orders.id)];

export async function listUserOrders(db: Db, userId: string): Promise<Order[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(...newestFirst);
  return withItems(db, rows);
}

export async function getOrder(db: Db, id: string): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw notFound(MESSAGES.orderNotFound);
  return (await withItems(db, [row]))[0]!;
}

/** A shopper sees only their own orders. */
export async function getOwnOrder(db: Db, userId: string, id: string): Promise<Order> {
  const order = await getOrder(db, id);
  if (order.userId !== userId) throw forbidden();
  return order;
}

export async function listAllOrders(
  db: Db,
  { page, limit }: PageQuery,
): Promise<{ orders: Order[]; total: number; page: number; limit: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(orders),
  ]);
  return { orders: await withItems(db, rows), total: counted?.total ?? 0, page, limit };
}

/** Admins may set any of the statuses; the spec shows no transition rules. */
export async function updateOrderStatus(db: Db, id: string, status: OrderStatus): Promise<Order> {
  const [row] = await db
    .update(orders)
    .set({ orderStatus: status, updatedAt: new Date() })
    .where(eq(orders.id, id))
    .returning();
  if (!row) throw notFound(MESSAGES.orderNotFound);
  return (await withItems(db, [row]))[0]!;
}
