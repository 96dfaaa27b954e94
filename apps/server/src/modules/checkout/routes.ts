import type { FastifyInstance } from 'fastify';
import { assertSelf } from '../../plugins/auth.js';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { quoteCart } from './quote-cart.js';
import { toQuoteView } from './quote-view.js';

/** The checkout's quote: what the order would charge, priced as the order will be. */
export async function checkoutRoutes(app: FastifyInstance) {
  serveEndpoint(app, 'shopCheckout.quote', async (request) => {
    const user = assertSelf(request, request.body.userId);
    const priced = await quoteCart(app.db, user.id, request.body, { log: request.log });
    return { quote: toQuoteView(priced) };
  });
}
