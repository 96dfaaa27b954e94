import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@attire/contract';
import { orders } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { serveDocument } from '../../lib/serve-document.js';
import { currentUser } from '../../plugins/auth.js';
import { documentPdf } from './document-pdf.js';

/** A shopper's own tax invoices and credit notes, and every order's for the back office. */
export async function taxDocumentRoutes(app: FastifyInstance) {
  /** The order's owner only: another shopper hears the same as for any order not theirs. */
  const ownOrder = async (userId: string, orderId: string) => {
    const [order] = await app.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) throw notFound(MESSAGES.orderNotFound);
    if (order.userId !== userId) throw forbidden();
  };

  serveDocument(app, 'shopOrders.invoice', async (request) => {
    await ownOrder(currentUser(request).id, request.params.id);
    return documentPdf(app.db, { kind: 'invoice', orderId: request.params.id });
  });
  serveDocument(app, 'shopOrders.creditNote', async (request) => {
    await ownOrder(currentUser(request).id, request.params.id);
    const { id, number } = request.params;
    return documentPdf(app.db, { kind: 'creditNote', orderId: id, number });
  });
  serveDocument(app, 'adminOrders.invoice', async (request) =>
    documentPdf(app.db, { kind: 'invoice', orderId: request.params.id }),
  );
  serveDocument(app, 'adminOrders.creditNote', async (request) => {
    const { id, number } = request.params;
    return documentPdf(app.db, { kind: 'creditNote', orderId: id, number });
  });
}
