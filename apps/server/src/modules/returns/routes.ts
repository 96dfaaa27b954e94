import type { FastifyInstance } from 'fastify';
import { MESSAGES, ORDER_UI_MESSAGES } from '@attire/contract';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { currentUser } from '../../plugins/auth.js';
import { requestReturn } from './request-return.js';
import { listReturns } from './return-view.js';
import { updateReturn } from './update-return.js';

// What the admin is told after answering a return, by where its refund ended.
const UPDATE_MESSAGES = {
  none: ORDER_UI_MESSAGES.returnUpdated,
  completed: ORDER_UI_MESSAGES.returnUpdated,
  pending: MESSAGES.refundProviderPending,
  failed: MESSAGES.refundDeclined,
} as const;

/** Returns: the shopper asks to send items back; the back office answers and refunds. */
export async function returnRoutes(app: FastifyInstance) {
  serveEndpoint(app, 'shopOrders.requestReturn', async (request) => ({
    message: ORDER_UI_MESSAGES.returnRequested,
    return: await requestReturn(app.db, {
      userId: currentUser(request).id,
      orderId: request.params.id,
      input: request.body,
      returnWindowDays: app.config.orders.returnWindowDays,
    }),
  }));

  serveEndpoint(app, 'adminReturns.list', async (request) => listReturns(app.db, request.query));

  serveEndpoint(app, 'adminReturns.update', async (request) => {
    const deps = { db: app.db, paypal: app.paypal, log: request.log };
    const changed = await updateReturn(deps, request.params.id, request.body);
    return { message: UPDATE_MESSAGES[changed.refund ?? 'none'], return: changed.return };
  });
}
