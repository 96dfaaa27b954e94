import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  orderItems,
  orders,
  refundItems,
  refunds,
  taxDocuments,
  users,
} from '../../db/schema/index.js';
import { creditNoteLines, invoiceLines } from './document-lines.js';
import type { Supplier } from './issue-document.js';
import type { DocumentView } from './render/document-view.js';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/** The issued document a number names, or the order's invoice; without its PDF's bytes. */
export async function findDocument(
  db: DbOrTx,
  where: { number: string } | { invoiceOf: string },
): Promise<TaxDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(
      'number' in where
        ? eq(taxDocuments.number, where.number)
        : and(eq(taxDocuments.orderId, where.invoiceOf), eq(taxDocuments.kind, 'invoice')),
    );
  return row;
}

/**
 * What a document shows, read from one snapshot: its supplier as issued, the buyer and the
 * delivery as the order kept them, and the figures the order (or its refund) stored.
 */
export function documentView(db: Db, document: TaxDocumentRow): Promise<DocumentView> {
  return db.transaction(
    async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, document.orderId));
      const [buyer] = await tx
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, order!.userId));
      const items = await tx
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order!.id))
        .orderBy(asc(orderItems.title), asc(orderItems.id));
      const supplier = document.supplier as Supplier;
      const invoice = document.kind === 'invoice';
      const figures = invoice
        ? invoiceLines(order!, items)
        : await creditNoteFigures(tx, order!, document);
      return {
        kind: invoice ? 'invoice' : 'creditNote',
        number: document.number,
        issuedAt: document.issuedAt,
        ...(!invoice && (figures as CreditNoteFigures).reversing),
        supplier: { ...supplier, gstin: supplier.gstin ?? '' },
        buyer: {
          name: buyer!.name,
          address: order!.shipAddress,
          city: order!.shipCity,
          pincode: order!.shipPincode,
          phone: order!.shipPhone,
          state: order!.shipState,
        },
        placeOfSupply: order!.shipState,
        intraState: Boolean(supplier.state) && order!.shipState === supplier.state,
        lines: figures.lines,
        shipping: figures.shipping,
        totals: figures.totals,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

type CreditNoteFigures = Awaited<ReturnType<typeof creditNoteFigures>>;

async function creditNoteFigures(
  tx: DbOrTx,
  order: typeof orders.$inferSelect,
  document: TaxDocumentRow,
) {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, document.refundId!));
  const refunded = await tx
    .select({ line: refundItems, item: orderItems })
    .from(refundItems)
    .innerJoin(orderItems, eq(orderItems.id, refundItems.orderItemId))
    .where(eq(refundItems.refundId, refund!.id))
    .orderBy(asc(orderItems.title), asc(orderItems.id));
  const invoice = await findDocument(tx, { invoiceOf: order.id });
  return {
    ...creditNoteLines(order, refund!, refunded),
    reversing: {
      against: { number: invoice!.number, issuedAt: invoice!.issuedAt },
      reason: refund!.reason,
    },
  };
}
