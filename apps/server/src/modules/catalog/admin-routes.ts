import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@attire/contract';
import type { InFlightLimit } from '../../lib/in-flight-limit.js';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { imageUploadRoutes } from '../uploads/routes.js';
import {
  createProduct,
  deleteProduct,
  listAllProducts,
  listLowStock,
  updateProduct,
} from './admin-service.js';

/** The back office's catalogue: list, add, edit, delete, and upload product images. */
export async function adminProductRoutes(
  app: FastifyInstance,
  options: { listings: InFlightLimit },
) {
  await app.register(imageUploadRoutes);

  serveEndpoint(app, 'adminProducts.list', async (request) =>
    options.listings.run(request, () => listAllProducts(app.db, request.query)),
  );

  serveEndpoint(app, 'adminProducts.add', async (request) => ({
    product: await createProduct(app.db, request.body),
  }));

  serveEndpoint(app, 'adminProducts.edit', async (request) => ({
    product: await updateProduct(app.db, request.params.id, request.body),
  }));

  serveEndpoint(app, 'adminProducts.lowStock', async (request) =>
    listLowStock(app.db, request.query),
  );

  serveEndpoint(app, 'adminProducts.delete', async (request) => {
    await deleteProduct(app.db, request.params.id);
    return { message: MESSAGES.productDeleted };
  });
}
