import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { createPromotion, endPromotion, listPromotions, updatePromotion } from './service.js';

/** The back office's promotion codes: list with their uses, add, edit, end. */
export async function adminPromotionRoutes(app: FastifyInstance) {
  serveEndpoint(app, 'adminPromotions.list', async (request) =>
    listPromotions(app.db, request.query),
  );

  serveEndpoint(app, 'adminPromotions.add', async (request) => ({
    promotion: await createPromotion(app.db, request.body),
  }));

  serveEndpoint(app, 'adminPromotions.edit', async (request) => ({
    promotion: await updatePromotion(app.db, request.params.id, request.body),
  }));

  serveEndpoint(app, 'adminPromotions.end', async (request) =>
    endPromotion(app.db, request.params.id),
  );
}
