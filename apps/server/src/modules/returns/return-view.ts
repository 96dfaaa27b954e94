import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  MESSAGES,
  toRupees,
  type AdminReturn,
  type ColourId,
  type OrderReturn,
  type ReturnListQuery,
  type ReturnStatus,
} from '@attire/contract';
import type { DbOrTx } from '../../db/client.js';
import { orderItems, orders, returnItems, returns, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

type ReturnRow = typeof returns.$inferSelect;

/** Returns as the contract shows them, with their lines, in the order given. */
export async function toReturns(db: DbOrTx, rows: ReturnRow[]): Promise<OrderReturn[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select({ returnId: returnItems.returnId, quantity: returnItems.quantity, item: orderItems })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .where(
      inArray(
        returnItems.returnId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.title), asc(orderItems.id));
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    // The table's check constraint holds the status to the contract's values.
    status: row.status as ReturnStatus,
    items: lines
      .filter((line) => line.returnId === row.id)
      .map(({ item, quantity }) => ({
        productId: item.productId,
        variantId: item.variantId,
        title: item.title,
        size: item.size,
        // The variant's palette check held the colour when the line was bought.
        colour: item.colour as ColourId | null,
        price: toRupees(item.pricePaise),
        quantity,
      })),
    reason: row.reason,
    ...(row.note && { note: row.note }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Returns with who asked and the order's total, newest first. */
async function adminReturnsWhere(
  db: DbOrTx,
  where: SQL | undefined,
  page = { limit: 1, offset: 0 },
): Promise<AdminReturn[]> {
  const rows = await db
    .select({ row: returns, orderTotal: orders.totalPaise, name: users.name, email: users.email })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .limit(page.limit)
    .offset(page.offset);
  const views = await toReturns(
    db,
    rows.map(({ row }) => row),
  );
  return views.map((view, index) => {
    const { orderTotal, name, email } = rows[index]!;
    return { ...view, customer: { name, email }, orderTotal: toRupees(orderTotal) };
  });
}

export async function getAdminReturn(db: DbOrTx, id: string): Promise<AdminReturn> {
  const [found] = await adminReturnsWhere(db, eq(returns.id, id));
  if (!found) throw notFound(MESSAGES.returnNotFound);
  return found;
}

/** The back office's list of returns, newest first, optionally of one status. */
export async function listReturns(
  db: DbOrTx,
  { status, page, limit }: ReturnListQuery,
): Promise<{ returns: AdminReturn[]; total: number; page: number; limit: number }> {
  const where = status ? eq(returns.status, status) : undefined;
  const [listed, [counted]] = await Promise.all([
    adminReturnsWhere(db, where, { limit, offset: (page - 1) * limit }),
    db.select({ total: count() }).from(returns).where(where),
  ]);
  return { returns: listed, total: counted?.total ?? 0, page, limit };
}
