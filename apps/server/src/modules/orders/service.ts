import { count, desc, eq, inArray } from 'drizzle-orm';
import { MESSAGES, type AdminOrder, type Order, type PageQuery } from '@attire/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { orders, users } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { withItems } from './order-view.js';

const newestFirst = [desc(orders.orderDate), desc(orders.id)];

/**
 * Reads an order and its history (lines, timeline, refunds, returns) from one snapshot. They
 * are separate statements, and under PostgreSQL's read committed each sees the latest commit:
 * an order row read as "paid" beside its refund read as completed a moment later showed a
 * payment refunded but not marked so.
 */
const fromOneSnapshot = <T>(db: Db, read: (tx: DbOrTx) => Promise<T>): Promise<T> =>
  db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });

export async function listUserOrders(db: Db, userId: string): Promise<Order[]> {
  return fromOneSnapshot(db, async (tx) => {
    const rows = await tx
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(...newestFirst);
    return withItems(tx, rows);
  });
}

function findOrder(db: Db, id: string): Promise<AdminOrder> {
  return fromOneSnapshot(db, async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id));
    if (!row) throw notFound(MESSAGES.orderNotFound);
    return (await withCustomers(tx, await withItems(tx, [row])))[0]!;
  });
}

/** A shopper sees only their own orders. */
export async function getOwnOrder(db: Db, userId: string, id: string): Promise<Order> {
  const order = await findOrder(db, id);
  if (order.userId !== userId) throw forbidden();
  return order;
}

/** The back office's view: each order with the name and e-mail of who placed it. */
async function withCustomers(db: DbOrTx, list: Order[]): Promise<AdminOrder[]> {
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

export function getOrder(db: Db, id: string): Promise<AdminOrder> {
  return findOrder(db, id);
}

export async function listAllOrders(
  db: Db,
  { page, limit }: PageQuery,
): Promise<{ orders: AdminOrder[]; total: number; page: number; limit: number }> {
  return fromOneSnapshot(db, async (tx) => {
    const [rows, [counted]] = await Promise.all([
      tx
        .select()
        .from(orders)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset((page - 1) * limit),
      tx.select({ total: count() }).from(orders),
    ]);
    const listed = await withCustomers(tx, await withItems(tx, rows));
    return { orders: listed, total: counted?.total ?? 0, page, limit };
  });
}
