import { count, desc, eq, inArray } from 'drizzle-orm';
import { MESSAGES, type AdminOrder, type Order, type PageQuery } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { orders, users } from '../../db/schema/index.js';
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

async function findOrder(db: Db, id: string): Promise<Order> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw notFound(MESSAGES.orderNotFound);
  return (await withCustomers(db, await withItems(db, [row])))[0]!;
}

/** A shopper sees only their own orders. */
export async function getOwnOrder(db: Db, userId: string, id: string): Promise<Order> {
  const order = await findOrder(db, id);
  if (order.userId !== userId) throw forbidden();
  return order;
}

/** The back office's view: each order with the name and e-mail of who placed it. */
async function withCustomers(db: Db, list: Order[]): Promise<AdminOrder[]> {
  const ids = [...new Set(list.map((order) => order.userId))];
  const customers =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, ids));
  const byId = new Map(customers.map(({ id, ...customer }) => [id, customer]));
  // Orders keep their user (a foreign key), so every order finds its customer.
  return list.map((order) => ({ ...order, customer: byId.get(order.userId)! }));
}

export async function getOrder(db: Db, id: string): Promise<AdminOrder> {
  return (await withCustomers(db, [await findOrder(db, id)]))[0]!;
}

export async function listAllOrders(
  db: Db,
  { page, limit }: PageQuery,
): Promise<{ orders: AdminOrder[]; total: number; page: number; limit: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(orders)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(orders),
  ]);
  const listed = await withCustomers(db, await withItems(db, rows));
  return { orders: listed, total: counted?.total ?? 0, page, limit };
}
