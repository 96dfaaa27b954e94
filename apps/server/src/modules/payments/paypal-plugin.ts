import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPaypalClient, type PaypalClientOptions } from './paypal-client.js';

/**
 * `app.paypal`: one PayPal client for the whole server, built at start-up, so that every
 * request shares its access token. Which PayPal it talks to is the composition root's choice.
 */
export const paypalPlugin = fp(
  async (app: FastifyInstance, options: PaypalClientOptions) => {
    app.decorate('paypal', createPaypalClient(options));
  },
  { name: 'paypal' },
);
