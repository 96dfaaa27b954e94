import { fillPath, ROUTES, type EndpointName } from '@attire/contract';

/** Whose view of the order a document is fetched for: each has its own call (and access). */
export type DocumentViewer = 'shopper' | 'admin';

const CALLS = {
  shopper: { invoice: 'shopOrders.invoice', creditNote: 'shopOrders.creditNote' },
  admin: { invoice: 'adminOrders.invoice', creditNote: 'adminOrders.creditNote' },
} as const satisfies Record<DocumentViewer, Record<string, EndpointName>>;

/** The API path of an order's tax invoice. */
export function invoicePath(viewer: DocumentViewer, orderId: string): string {
  return fillPath(ROUTES[CALLS[viewer].invoice].path, { id: orderId });
}

/** The API path of a credit note; fillPath encodes the slashes of its number ("ATR/CN/…"). */
export function creditNotePath(viewer: DocumentViewer, orderId: string, number: string): string {
  return fillPath(ROUTES[CALLS[viewer].creditNote].path, { id: orderId, number });
}
