import type { FastifyInstance } from 'fastify';
import { returnAddressOf } from '@attire/contract';
import { readStoreSettings } from '../settings/index.js';
import type { LinkContext, MailContext } from './templates/index.js';

/** Where the links of e-mails lead: the web app, as PayPal's return does. */
export const mailLinks = (app: FastifyInstance): LinkContext => ({
  shopUrl: app.config.clientOrigins[0] ?? app.publicUrl(),
});

/**
 * What an e-mail is rendered with: its links, and how to reach the shop and where returns go,
 * read from the store settings now (when the message leaves or an admin reads it).
 */
export async function mailContext(app: FastifyInstance): Promise<MailContext> {
  const store = await readStoreSettings(app.db, app.log);
  return {
    ...mailLinks(app),
    shop: {
      supportEmail: store.supportEmail,
      supportPhone: store.supportPhone,
      returnAddress: returnAddressOf(store),
    },
  };
}
