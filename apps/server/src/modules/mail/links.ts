import type { FastifyInstance } from 'fastify';
import type { LinkContext } from './templates/index.js';

/** Where the links of e-mails lead: the web app, as PayPal's return does. */
export const mailLinks = (app: FastifyInstance): LinkContext => ({
  shopUrl: app.config.clientOrigins[0] ?? app.publicUrl(),
});
