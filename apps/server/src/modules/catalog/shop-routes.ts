import type { FastifyInstance } from 'fastify';
import type { InFlightLimit } from '../../lib/in-flight-limit.js';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { listingIndex } from './listing-sync.js';
import { searchProducts } from './search.js';
import { getProductDetails, listShopProducts } from './shop-service.js';

/** The shop's catalogue for signed-in shoppers: listing, details and search. */
export async function shopProductRoutes(
  app: FastifyInstance,
  options: { listings: InFlightLimit },
) {
  // The listing index takes seconds to build for a large catalogue (about 6 s at 100,000
  // products): build it as soon as the server listens, not in the first shopper's request.
  // Not awaited, so a database that is down at start delays nothing; a failure is retried by
  // the first listing.
  app.addHook('onListen', async () => {
    void listingIndex(app.db).catch((error: unknown) => {
      app.log.warn({ err: error }, 'listing index not built at start');
    });
  });

  serveEndpoint(app, 'shopProducts.list', async (request) =>
    options.listings.run(request, () => listShopProducts(app.db, request.query)),
  );

  // Beside /:id; Fastify prefers the static `search/` segment, so no id clashes.
  serveEndpoint(app, 'shopProducts.search', async (request) =>
    options.listings.run(request, () => searchProducts(app.db, request.params.keyword)),
  );

  serveEndpoint(app, 'shopProducts.details', async (request) => ({
    product: await getProductDetails(app.db, request.params.id),
  }));
}
