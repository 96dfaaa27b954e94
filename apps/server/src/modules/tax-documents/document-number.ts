import type { TAX_DOCUMENT_KINDS } from '../../db/schema/index.js';

export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** GST's limit on a document number's length (CGST Rule 46(b)). */
export const DOCUMENT_NUMBER_MAX_LENGTH = 16;
const SERIAL_DIGITS = 6;

/**
 * A document's number (contract: "Tax invoices and credit notes"): `{prefix}/{year}/{serial}`
 * for an invoice, `{prefix}/CN/{year}/{serial}` for a credit note. The serial is padded with
 * zeros to six digits, or fewer where a long prefix leaves less room within 16 characters; a
 * serial past what fits is written whole rather than cut (decision 0021).
 */
export function documentNumber(
  prefix: string,
  kind: TaxDocumentKind,
  financialYear: string,
  serial: number,
): string {
  const head =
    kind === 'invoice' ? `${prefix}/${financialYear}/` : `${prefix}/CN/${financialYear}/`;
  const room = Math.max(1, Math.min(SERIAL_DIGITS, DOCUMENT_NUMBER_MAX_LENGTH - head.length));
  return head + String(serial).padStart(room, '0');
}
