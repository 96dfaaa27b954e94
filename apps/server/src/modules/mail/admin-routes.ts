import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { getMessage, listMessages } from './message-view.js';
import { mailLinks } from './links.js';

/** The back office's Messages page: every e-mail the shop wrote, sent or kept, newest first. */
export async function adminMessageRoutes(app: FastifyInstance) {
  serveEndpoint(app, 'adminMessages.list', async (request) =>
    listMessages(app.db, request.query, mailLinks(app)),
  );
  serveEndpoint(app, 'adminMessages.details', async (request) => ({
    mail: await getMessage(app.db, request.params.id, mailLinks(app)),
  }));
}
