// The texts of tax invoices and credit notes (contract: "Tax invoices and credit notes"), apart
// from MESSAGES: only order details and the server need them.

export const DOCUMENT_MESSAGES = {
  documentNotFound: 'This order has no such tax document.',
  downloadInvoice: 'Download invoice',
  downloadCreditNote: 'Credit note',
  downloadFailed: 'The document could not be downloaded. Try again.',
} as const;
