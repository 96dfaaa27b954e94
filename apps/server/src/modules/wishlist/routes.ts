import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@attire/contract';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { currentUser } from '../../plugins/auth.js';
import { addToWishlist, listWishlist, removeFromWishlist } from './service.js';

/** The signed-in shopper's own wishlist: there is no call that names another's. */
export async function wishlistRoutes(app: FastifyInstance) {
  serveEndpoint(app, 'wishlist.list', async (request) => ({
    wishlist: await listWishlist(app.db, currentUser(request).id),
  }));

  serveEndpoint(app, 'wishlist.add', async (request) => ({
    entry: await addToWishlist(app.db, currentUser(request).id, request.body.productId),
  }));

  serveEndpoint(app, 'wishlist.delete', async (request) => {
    await removeFromWishlist(app.db, currentUser(request).id, request.params.productId);
    return { message: MESSAGES.wishlistRemoved };
  });
}
