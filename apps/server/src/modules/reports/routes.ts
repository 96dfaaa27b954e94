import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { salesReport } from './service.js';

/** The back office's reports: sales by India's days, computed from the orders. */
export async function adminReportRoutes(app: FastifyInstance) {
  serveEndpoint(app, 'adminReports.sales', async (request) => ({
    report: await salesReport(app.db, request.query),
  }));
}
