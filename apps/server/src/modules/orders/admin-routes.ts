import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@attire/contract';
import type { InFlightLimit } from '../../lib/in-flight-limit.js';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { getOrder, listAllOrders, updateOrderStatus } from './service.js';

/** The back office's orders: every shopper's, newest first, and their status. */
export async function adminOrderRoutes(app: FastifyInstance, options: { listings: InFlightLimit }) {
  serveEndpoint(app, 'adminOrders.list', async (request) =>
    options.listings.run(request.ip, () => listAllOrders(app.db, request.query)),
  );

  serveEndpoint(app, 'adminOrders.details', async (request) => ({
    order: await getOrder(app.db, request.params.id),
  }));

  serveEndpoint(app, 'adminOrders.updateStatus', async (request) => ({
    message: MESSAGES.orderStatusUpdated,
    order: await updateOrderStatus(app.db, request.params.id, request.body.orderStatus),
  }));
}
