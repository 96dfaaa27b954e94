import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@attire/contract';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { currentUser } from '../../plugins/auth.js';
import { askForAlert, endAlert, listAlerts } from './service.js';

/** The shopper's own back-in-stock alerts: ask for one, list them, end one. */
export async function stockAlertRoutes(app: FastifyInstance) {
  serveEndpoint(app, 'stockAlerts.list', async (request) => ({
    alerts: await listAlerts(app.db, currentUser(request).id),
  }));

  serveEndpoint(app, 'stockAlerts.add', async (request) => ({
    alert: await askForAlert(app.db, currentUser(request).id, request.body),
  }));

  serveEndpoint(app, 'stockAlerts.delete', async (request) => {
    await endAlert(app.db, currentUser(request).id, request.params.id);
    return { message: MESSAGES.stockAlertEnded };
  });
}
