import { and, eq, sql } from 'drizzle-orm';
import type { StoreSettingsView } from '@attire/contract';
import type { Tx } from '../../db/client.js';
import { documentCounters, taxDocuments } from '../../db/schema/index.js';
import { readStoreSettings } from '../settings/index.js';
import { documentNumber, type TaxDocumentKind } from './document-number.js';
import { financialYearOf } from './financial-year.js';

/** Who issued a document: the store's details at that moment, kept with it. */
export type Supplier = Pick<StoreSettingsView, 'legalName' | 'address' | 'state' | 'gstin'>;

/**
 * The next serial of a series and year, in the caller's transaction: the counter row is created
 * or raised and stays locked until the transaction ends, so serials are handed out one at a
 * time, and a transaction that rolls back gives its serial back with it.
 */
async function nextSerial(tx: Tx, kind: TaxDocumentKind, financialYear: string) {
  const [counter] = await tx
    .insert(documentCounters)
    .values({ series: kind, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastSerial: sql`${documentCounters.lastSerial} + 1` },
    })
    .returning({ serial: documentCounters.lastSerial });
  return counter!.serial;
}

async function issue(
  tx: Tx,
  kind: TaxDocumentKind,
  refs: { orderId: string; refundId: string | null },
  store: StoreSettingsView,
  at: Date,
): Promise<string> {
  const financialYear = financialYearOf(at);
  const serial = await nextSerial(tx, kind, financialYear);
  const number = documentNumber(store.invoicePrefix, kind, financialYear, serial);
  const { legalName, address, state, gstin } = store;
  const supplier: Supplier = { legalName, address, state, gstin };
  await tx.insert(taxDocuments).values({
    number,
    kind,
    ...refs,
    financialYear,
    serial,
    issuedAt: at,
    supplier,
  });
  return number;
}

/**
 * Issues the order's tax invoice, in the transaction that records its payment, when the shop is
 * registered for GST (it has a GSTIN); an unregistered shop issues none. Returns its number.
 */
export async function issueInvoice(
  tx: Tx,
  orderId: string,
  at = new Date(),
): Promise<string | undefined> {
  const store = await readStoreSettings(tx);
  if (!store.gstin) return undefined;
  return issue(tx, 'invoice', { orderId, refundId: null }, store, at);
}

/**
 * Issues a refund's credit note, in the transaction that records the refund as done, for an
 * order that had a tax invoice (a sale made before the shop registered has none to reverse).
 */
export async function issueCreditNote(
  tx: Tx,
  refund: { id: string; orderId: string },
  at = new Date(),
): Promise<string | undefined> {
  const [invoice] = await tx
    .select({ supplier: taxDocuments.supplier })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, refund.orderId), eq(taxDocuments.kind, 'invoice')));
  if (!invoice) return undefined;
  const store = await readStoreSettings(tx);
  // A shop that gave up its GSTIN since still reverses what it invoiced, as it was invoiced.
  const issuer = store.gstin ? store : { ...store, ...(invoice.supplier as Supplier) };
  return issue(tx, 'creditNote', { orderId: refund.orderId, refundId: refund.id }, issuer, at);
}
