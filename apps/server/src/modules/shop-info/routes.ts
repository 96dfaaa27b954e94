import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { readShopInfo } from './service.js';

/** GET /shop/info: how to reach the shop, its returns and its delivery costs, for its pages. */
export async function shopInfoRoutes(app: FastifyInstance) {
  serveEndpoint(app, 'shopInfo.read', async (request) => ({
    shop: await readShopInfo(app.db, request.log, app.config.orders.returnWindowDays),
  }));
}
