import type { FastifyInstance } from 'fastify';
import type { InFlightLimit } from '../../lib/in-flight-limit.js';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { searchProducts } from './search.js';
import { getProductDetails, listShopProducts } from './shop-service.js';

/** The shop's catalogue for signed-in shoppers: listing, details and search. */
export async function shopProductRoutes(
  app: FastifyInstance,
  options: { listings: InFlightLimit },
) {
  serveEndpoint(app, 'shopProducts.list', async (request) =>
    options.listings.run(request.ip, () => listShopProducts(app.db, request.query)),
  );

  // Beside /:id; Fastify prefers the static `search/` segment, so no id clashes.
  serveEndpoint(app, 'shopProducts.search', async (request) => ({
    products: await options.listings.run(request.ip, () =>
      searchProducts(app.db, request.params.keyword),
    ),
  }));

  serveEndpoint(app, 'shopProducts.details', async (request) => ({
    product: await getProductDetails(app.db, request.params.id),
  }));
}
