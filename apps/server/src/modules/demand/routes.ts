import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { demandReport } from './service.js';

/** The back office's demand report: most wished products, most awaited variants. */
export async function adminDemandRoutes(app: FastifyInstance) {
  serveEndpoint(app, 'adminDemand.report', async () => demandReport(app.db));
}
