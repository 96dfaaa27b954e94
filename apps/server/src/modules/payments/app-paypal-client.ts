import type { FastifyInstance } from 'fastify';
import { createPaypalClient, type PaypalClient } from './paypal-client.js';
import { SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET, SANDBOX_PATH } from './sandbox-store.js';

/**
 * The server's PayPal client: the configured PayPal, or else this server's own sandbox, reached
 * over real HTTP on loopback so that the same client code runs in both cases.
 */
export function appPaypalClient(app: FastifyInstance): PaypalClient {
  const { paypal } = app.config;
  return createPaypalClient({
    baseUrl: () => paypal.apiBase ?? `${loopbackOrigin(app)}${SANDBOX_PATH}`,
    clientId: paypal.clientId ?? SANDBOX_CLIENT_ID,
    clientSecret: paypal.clientSecret ?? SANDBOX_CLIENT_SECRET,
    currency: paypal.currency,
    timeoutMs: paypal.timeoutMs,
  });
}

/** Where this process can reach itself: the address it listens on, loopback for a wildcard. */
export function loopbackOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') {
    throw new Error(
      'The server is not listening on a TCP port, so its PayPal sandbox is unreachable',
    );
  }
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}
