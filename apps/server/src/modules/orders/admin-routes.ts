import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@attire/contract';
import type { InFlightLimit } from '../../lib/in-flight-limit.js';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { changeOrderStatus } from './lifecycle.js';
import { getOrder, listAllOrders } from './service.js';

// What the admin is told after a status change, by where a rejected order's refund ended.
const STATUS_MESSAGES = {
  none: MESSAGES.orderStatusUpdated,
  completed: MESSAGES.orderRejectedRefund,
  pending: MESSAGES.refundProviderPending,
  failed: MESSAGES.refundDeclined,
} as const;

/** The back office's orders: every shopper's, newest first, and their status. */
export async function adminOrderRoutes(app: FastifyInstance, options: { listings: InFlightLimit }) {
  serveEndpoint(app, 'adminOrders.list', async (request) =>
    options.listings.run(request, () => listAllOrders(app.db, request.query)),
  );

  serveEndpoint(app, 'adminOrders.details', async (request) => ({
    order: await getOrder(app.db, request.params.id),
  }));

  serveEndpoint(app, 'adminOrders.updateStatus', async (request) => {
    const deps = {
      db: app.db,
      paypal: app.paypal,
      log: request.log,
      returnWindowDays: app.config.orders.returnWindowDays,
    };
    const { order, refund } = await changeOrderStatus(deps, request.params.id, request.body);
    return { message: STATUS_MESSAGES[refund ?? 'none'], order };
  });
}
