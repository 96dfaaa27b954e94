import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { linkTokenSeal, messagesPageTokens } from './link-tokens.js';
import { type MessageView, getMessage, listMessages } from './message-view.js';
import { mailContext } from './links.js';

/** The back office's Messages page: every e-mail the shop wrote, sent or kept, newest first. */
export async function adminMessageRoutes(app: FastifyInstance) {
  const tokensFor = messagesPageTokens({
    production: app.config.env === 'production',
    smtp: Boolean(app.config.mail.smtpUrl),
    seal: linkTokenSeal(app.config.jwtSecret),
  });
  const view = async (): Promise<MessageView> => ({ context: await mailContext(app), tokensFor });
  serveEndpoint(app, 'adminMessages.list', async (request) =>
    listMessages(app.db, request.query, await view()),
  );
  serveEndpoint(app, 'adminMessages.details', async (request) => ({
    mail: await getMessage(app.db, request.params.id, await view()),
  }));
}
