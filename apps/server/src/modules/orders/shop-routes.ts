import type { FastifyInstance } from 'fastify';
import { assertSelf, currentUser } from '../../plugins/auth.js';
import { createSemaphore } from '../../lib/semaphore.js';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { cancelUnpaidOrder } from './cancel-unpaid.js';
import { capturePayment } from './capture-payment.js';
import { placeOrder } from './place-order.js';
import { getOwnOrder, listUserOrders } from './service.js';

// Below PostgreSQL's pool of 10, so that other shoppers' pages always find a connection.
const CAPTURES_AT_ONCE = 4;

/** Checkout through PayPal and the shopper's own order history. */
export async function shopOrderRoutes(app: FastifyInstance) {
  // One client for the server, so that its PayPal token is shared by every request.
  const paypal = app.paypal;
  const shopUrl = () => app.config.clientOrigins[0] ?? app.publicUrl();
  // A few captures' transactions at a time; the rest wait their turn outside the database.
  const captureGate = createSemaphore(CAPTURES_AT_ONCE);

  serveEndpoint(app, 'shopOrders.create', async (request) => {
    const user = assertSelf(request, request.body.userId);
    const deps = { db: app.db, paypal, shopUrl: shopUrl(), log: request.log };
    return placeOrder(deps, user.id, request.body);
  });

  serveEndpoint(app, 'shopOrders.capture', async (request) => {
    const userId = currentUser(request).id;
    const deps = {
      db: app.db,
      paypal,
      stockHoldMs: app.config.orders.stockHoldMs,
      gate: captureGate,
    };
    return capturePayment(deps, userId, request.body);
  });

  serveEndpoint(app, 'shopOrders.cancel', async (request) => ({
    order: await cancelUnpaidOrder(app.db, currentUser(request).id, request.params.id),
  }));

  serveEndpoint(app, 'shopOrders.list', async (request) => {
    const user = assertSelf(request, request.params.userId);
    return { orders: await listUserOrders(app.db, user.id) };
  });

  serveEndpoint(app, 'shopOrders.details', async (request) => ({
    order: await getOwnOrder(app.db, currentUser(request).id, request.params.id),
  }));
}
