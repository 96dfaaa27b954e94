import { and, eq, isNull } from 'drizzle-orm';
import { DOCUMENT_MESSAGES } from '@attire/contract';
import type { Db } from '../../db/client.js';
import { taxDocuments } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { ServedDocument } from '../../lib/serve-document.js';
import { documentView, findDocument } from './read-document.js';
import { renderDocumentPdf } from './render/render-document.js';

/** Which document a caller asks for, and whose order it must belong to. */
export type DocumentWanted =
  { kind: 'invoice'; orderId: string } | { kind: 'creditNote'; orderId: string; number: string };

/**
 * A tax document's PDF. An issued document never changes, so it is rendered once, on its first
 * download, and kept; two first downloads at once render twice and keep the first.
 */
export async function documentPdf(db: Db, wanted: DocumentWanted): Promise<ServedDocument> {
  const document =
    wanted.kind === 'invoice'
      ? await findDocument(db, { invoiceOf: wanted.orderId })
      : await findDocument(db, { number: wanted.number });
  if (!document || document.orderId !== wanted.orderId || document.kind !== wanted.kind) {
    throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  }
  if (document.pdf) return served(document.number, document.pdf);
  const bytes = await renderDocumentPdf(await documentView(db, document));
  await db
    .update(taxDocuments)
    .set({ pdf: bytes })
    .where(and(eq(taxDocuments.number, document.number), isNull(taxDocuments.pdf)));
  return served(document.number, bytes);
}

const served = (number: string, bytes: Uint8Array): ServedDocument => ({
  bytes,
  filename: `${number.replaceAll('/', '-')}.pdf`,
});
