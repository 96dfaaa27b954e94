import type { FastifyInstance } from 'fastify';
import { assertSelf } from '../../plugins/auth.js';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { addToCart, getCart, removeCartLines, setCartLineQuantity } from './service.js';

/** The shopper's own cart; every reply is the whole cart. */
export async function cartRoutes(app: FastifyInstance) {
  serveEndpoint(app, 'cart.fetch', async (request) => {
    assertSelf(request, request.params.userId);
    return { cart: await getCart(app.db, request.params.userId) };
  });

  serveEndpoint(app, 'cart.add', async (request) => {
    assertSelf(request, request.body.userId);
    return { cart: await addToCart(app.db, request.body) };
  });

  serveEndpoint(app, 'cart.update', async (request) => {
    assertSelf(request, request.body.userId);
    return { cart: await setCartLineQuantity(app.db, request.body) };
  });

  // Every size and colour of the product.
  serveEndpoint(app, 'cart.deleteItem', async (request) => {
    const { userId, productId } = request.params;
    assertSelf(request, userId);
    return { cart: await removeCartLines(app.db, userId, productId) };
  });

  serveEndpoint(app, 'cart.deleteVariant', async (request) => {
    const { userId, productId, variantId } = request.params;
    assertSelf(request, userId);
    return { cart: await removeCartLines(app.db, userId, productId, variantId) };
  });
}
