import { and, asc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_CSV_COLUMNS, stateName, type OrderExportQuery } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { orderItems, orders, taxDocuments, users } from '../../db/schema/index.js';
import { invoiceLines } from '../tax-documents/document-lines.js';
import { csvRecord, rupeesCell } from './csv-text.js';

/** Orders read per query, with their lines. */
const PAGE_SIZE = 200;

// India has one time zone, UTC+05:30, without daylight saving: a day's start is exact.
const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** What the e-mails and the back office call an order: the start of its id. */
const orderNumber = (id: string) => id.slice(0, 8).toUpperCase();

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
interface PageRow {
  order: OrderRow;
  customerName: string;
  customerEmail: string;
  invoiceNumber: string | null;
  invoiceDate: Date | null;
  dateKey: string;
}

/** An order's records: one per line, every figure as the order stored it when it was priced. */
function orderRecords(row: PageRow, items: ItemRow[]): string[] {
  const { order } = row;
  // The invoice's own figures (tax-documents): the delivery's GST is what the order's whole
  // GST leaves once its lines' is taken out, worked out there and nowhere else.
  const { lines, shipping } = invoiceLines(order, items);
  const state = order.shipState ?? '';
  const orderCells = [
    rupeesCell(order.subtotalPaise),
    rupeesCell(order.discountPaise),
    rupeesCell(order.shippingPaise),
    rupeesCell(shipping?.taxableValuePaise ?? 0),
    rupeesCell(shipping?.cgstPaise ?? 0),
    rupeesCell(shipping?.sgstPaise ?? 0),
    rupeesCell(shipping?.igstPaise ?? 0),
    rupeesCell(order.cgstPaise),
    rupeesCell(order.sgstPaise),
    rupeesCell(order.igstPaise),
    rupeesCell(order.totalPaise),
    rupeesCell(order.refundedPaise),
  ];
  return items.map((item, index) => {
    const line = lines[index]!;
    return csvRecord([
      orderNumber(order.id),
      order.id,
      order.orderDate.toISOString(),
      row.invoiceNumber,
      row.invoiceDate?.toISOString(),
      row.customerName,
      row.customerEmail,
      state,
      stateName(state) ?? '',
      order.orderStatus,
      order.paymentStatus,
      item.sku,
      item.title,
      item.size,
      item.colour,
      item.hsn,
      item.quantity,
      rupeesCell(line.unitPricePaise),
      rupeesCell(line.discountPaise),
      rupeesCell(line.taxableValuePaise),
      line.taxRate,
      rupeesCell(line.cgstPaise),
      rupeesCell(line.sgstPaise),
      rupeesCell(line.igstPaise),
      rupeesCell(line.totalPaise),
      item.refundedQuantity,
      ...orderCells,
    ]);
  });
}

/**
 * The accountant's file: the lines of the orders placed from `from` to `to` (India time, both
 * days included), oldest first, whatever their status (the status columns tell them apart).
 * Pages are read by (order date, id), so only one page is held at a time.
 */
export async function* orderCsvRecords(db: Db, query: OrderExportQuery): AsyncGenerator<string> {
  yield csvRecord(ORDER_CSV_COLUMNS);
  const inRange = and(
    gte(orders.orderDate, indiaDayStart(query.from)),
    lt(orders.orderDate, indiaDayStart(nextDay(query.to))),
  );
  // The cursor's time as the database's text: a JS Date would drop its microseconds.
  let after: { date: string; id: string } | undefined;
  for (;;) {
    const past: SQL | undefined =
      after &&
      or(
        sql`${orders.orderDate} > ${after.date}::timestamptz`,
        and(sql`${orders.orderDate} = ${after.date}::timestamptz`, sql`${orders.id} > ${after.id}`),
      );
    const page: PageRow[] = await db
      .select({
        order: orders,
        customerName: users.name,
        customerEmail: users.email,
        invoiceNumber: taxDocuments.number,
        invoiceDate: taxDocuments.issuedAt,
        dateKey: sql<string>`${orders.orderDate}::text`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(
        taxDocuments,
        and(eq(taxDocuments.orderId, orders.id), eq(taxDocuments.kind, 'invoice')),
      )
      .where(and(inRange, past))
      .orderBy(asc(orders.orderDate), asc(orders.id))
      .limit(PAGE_SIZE);
    if (page.length === 0) return;
    const items = await db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          page.map((row) => row.order.id),
        ),
      )
      .orderBy(asc(orderItems.orderId), asc(orderItems.id));
    const itemsOf = new Map<string, ItemRow[]>();
    for (const item of items) {
      const list = itemsOf.get(item.orderId);
      if (list) list.push(item);
      else itemsOf.set(item.orderId, [item]);
    }
    for (const row of page) yield* orderRecords(row, itemsOf.get(row.order.id) ?? []);
    const last = page.at(-1)!;
    after = { date: last.dateKey, id: last.order.id };
  }
}
