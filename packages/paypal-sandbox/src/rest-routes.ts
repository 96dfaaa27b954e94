import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SandboxError, parseInput } from './errors.js';
import { orderRoutes } from './order-routes.js';
import { paymentRoutes } from './payment-routes.js';
import { mockResponse } from './request-headers.js';
import { controlRoutes } from './control-routes.js';
import { TokenRequestSchema, VerifyWebhookSchema } from './schemas.js';
import type { SandboxDeps } from './sandbox-deps.js';

/** PayPal's REST calls: OAuth, then Orders v2, Payments v2 and webhooks behind a bearer token. */
export async function restRoutes(app: FastifyInstance, deps: SandboxDeps) {
  const { tokens, webhooks } = deps;

  app.post('/v1/oauth2/token', async (request) => {
    parseInput(TokenRequestSchema, request.body);
    const [clientId = '', secret = ''] = basicCredentials(request);
    const token = tokens.issue(clientId, secret);
    if (!token) {
      throw new SandboxError(401, {
        error: 'invalid_client',
        error_description: 'Client Authentication failed',
      });
    }
    return token;
  });

  await app.register(async (api) => {
    api.addHook('onRequest', async (request) => {
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!bearer || !tokens.accepts(bearer)) {
        throw new SandboxError(401, {
          error: 'invalid_token',
          error_description: 'Token signature verification failed',
        });
      }
    });
    api.addHook('onRequest', mockResponse);

    await api.register(orderRoutes, deps);
    await api.register(paymentRoutes, deps);
    await api.register(controlRoutes, deps);

    api.post('/v1/notifications/verify-webhook-signature', async (request) => {
      const verified = webhooks.verify(parseInput(VerifyWebhookSchema, request.body));
      return { verification_status: verified ? 'SUCCESS' : 'FAILURE' };
    });
  });
}

function basicCredentials(request: FastifyRequest): string[] {
  const encoded = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? [] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}
