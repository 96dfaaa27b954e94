import { asc, eq, inArray } from 'drizzle-orm';
import {
  toRupees,
  type ColourId,
  type CreditNote,
  type OrderActor,
  type OrderReturn,
  type OrderStatus,
  type Refund,
  type ReturnStatus,
  type TimelineEntry,
} from '@attire/contract';
import type { z } from 'zod';
import type { TaxDocumentSchema } from '@attire/contract';

type TaxDocument = z.infer<typeof TaxDocumentSchema>;
import type { DbOrTx } from '../../db/client.js';
import {
  orderEvents,
  orderItems,
  refundItems,
  refunds,
  returnItems,
  returns,
  taxDocuments,
} from '../../db/schema/index.js';

/**
 * What happened to an order since it was placed: its timeline, refunds and returns, and the tax
 * documents issued for it.
 */
export interface OrderHistory {
  timeline: TimelineEntry[];
  refunds: Refund[];
  returns: OrderReturn[];
  invoice: TaxDocument | null;
  creditNotes: CreditNote[];
}

/** Each order's history, read in six queries whatever the number of orders. */
export async function readHistories(
  db: DbOrTx,
  orderIds: string[],
): Promise<Map<string, OrderHistory>> {
  const histories = new Map<string, OrderHistory>(
    orderIds.map((id) => [
      id,
      { timeline: [], refunds: [], returns: [], invoice: null, creditNotes: [] },
    ]),
  );
  if (orderIds.length === 0) return histories;
  const [events, refundRows, refundLines, returnRows, returnLines, documents] = await Promise.all([
    db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, orderIds))
      .orderBy(asc(orderEvents.id)),
    db
      .select()
      .from(refunds)
      .where(inArray(refunds.orderId, orderIds))
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),
    db
      .select({ refundId: refundItems.refundId, quantity: refundItems.quantity, item: orderItems })
      .from(refundItems)
      .innerJoin(orderItems, eq(orderItems.id, refundItems.orderItemId))
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.title), asc(orderItems.id)),
    db
      .select()
      .from(returns)
      .where(inArray(returns.orderId, orderIds))
      .orderBy(asc(returns.createdAt), asc(returns.id)),
    db
      .select({ returnId: returnItems.returnId, quantity: returnItems.quantity, item: orderItems })
      .from(returnItems)
      .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.title), asc(orderItems.id)),
    db
      .select({
        number: taxDocuments.number,
        kind: taxDocuments.kind,
        orderId: taxDocuments.orderId,
        refundId: taxDocuments.refundId,
        issuedAt: taxDocuments.issuedAt,
      })
      .from(taxDocuments)
      .where(inArray(taxDocuments.orderId, orderIds))
      .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.serial)),
  ]);

  for (const event of events) {
    histories.get(event.orderId)!.timeline.push({
      at: event.at.toISOString(),
      // The table's check constraints hold these to the contract's values.
      status: event.status as OrderStatus,
      by: event.actor as OrderActor,
      event: event.kind as TimelineEntry['event'],
      ...(event.note && { note: event.note }),
    });
  }

  const creditNoteOf = new Map<string, string>();
  for (const document of documents) {
    const history = histories.get(document.orderId)!;
    const issued = { number: document.number, issuedAt: document.issuedAt.toISOString() };
    if (document.kind === 'invoice') history.invoice = issued;
    else if (document.refundId) creditNoteOf.set(document.refundId, document.number);
  }

  const linesOfRefund = groupBy(refundLines, (line) => line.refundId);
  for (const refund of refundRows) {
    const history = histories.get(refund.orderId)!;
    const creditNote = creditNoteOf.get(refund.id) ?? null;
    if (creditNote) {
      history.creditNotes.push({
        number: creditNote,
        issuedAt: refund.completedAt!.toISOString(),
        amount: toRupees(refund.amountPaise),
        cgst: toRupees(refund.cgstPaise),
        sgst: toRupees(refund.sgstPaise),
        igst: toRupees(refund.igstPaise),
      });
    }
    history.refunds.push({
      id: refund.id,
      amount: toRupees(refund.amountPaise),
      at: (refund.completedAt ?? refund.createdAt).toISOString(),
      reason: refund.reason,
      status: refund.state as Refund['status'],
      restock: refund.restock,
      creditNote,
      items: (linesOfRefund.get(refund.id) ?? []).map(({ item, quantity }) => ({
        productId: item.productId,
        variantId: item.variantId,
        title: item.title,
        quantity,
      })),
    });
  }

  const linesOfReturn = groupBy(returnLines, (line) => line.returnId);
  for (const row of returnRows) {
    histories.get(row.orderId)!.returns.push({
      id: row.id,
      orderId: row.orderId,
      status: row.status as ReturnStatus,
      items: (linesOfReturn.get(row.id) ?? []).map(({ item, quantity }) => ({
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
    });
  }
  return histories;
}

function groupBy<T>(list: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
