import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SandboxError, parseInput, sandboxIssue } from './errors.js';
import {
  CreateOrderSchema,
  RefundRequestSchema,
  TokenRequestSchema,
  VerifyWebhookSchema,
} from './schemas.js';
import type { SandboxDeps } from './sandbox-deps.js';
import type { SandboxReply } from './store.js';

type WithId = { Params: { id: string } };

/** PayPal's REST calls: OAuth, Orders v2, refunds and the webhook signature check. */
export async function restRoutes(app: FastifyInstance, deps: SandboxDeps) {
  const { store, tokens, webhooks } = deps;

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

    api.post('/v2/checkout/orders', async (request, reply) => {
      const order = parseInput(CreateOrderSchema, request.body);
      const shop = deps.returnOrigins?.();
      const context = order.application_context;
      for (const target of shop ? [context.return_url, context.cancel_url] : []) {
        // The approval page redirects there, so it must not become an open redirect.
        if (!new Set(shop).has(new URL(target).origin)) {
          throw sandboxIssue(
            422,
            'UNPROCESSABLE_ENTITY',
            'INVALID_PARAMETER_VALUE',
            'The return and cancel URLs must lead back to the shop.',
          );
        }
      }
      return send(reply, await store.create(order, requestKey(request)));
    });

    api.get<WithId>('/v2/checkout/orders/:id', async (request) => store.get(request.params.id));

    api.post<WithId>('/v2/checkout/orders/:id/capture', async (request, reply) => {
      const captured = await store.capture(request.params.id, requestKey(request));
      // Recorded already; only the answer waits, as when PayPal is slow to reply.
      if (deps.captureReplyDelayMs > 0) {
        await sleep(deps.captureReplyDelayMs, undefined, { signal: deps.closing }).catch(() => {});
      }
      return send(reply, captured);
    });

    api.post<WithId>('/v2/payments/captures/:id/refund', async (request, reply) => {
      const refund = parseInput(RefundRequestSchema, request.body);
      return send(reply, await store.refund(request.params.id, refund, requestKey(request)));
    });

    api.post('/v1/notifications/verify-webhook-signature', async (request) => {
      const verified = webhooks.verify(parseInput(VerifyWebhookSchema, request.body));
      return { verification_status: verified ? 'SUCCESS' : 'FAILURE' };
    });
  });
}

const send = (reply: FastifyReply, result: SandboxReply) =>
  reply.status(result.status).send(result.body);

function basicCredentials(request: FastifyRequest): string[] {
  const encoded = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? [] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

/** PayPal-Request-Id, scoped to the call it came with and hashed to a fixed size. */
function requestKey(request: FastifyRequest): string | undefined {
  const id = request.headers['paypal-request-id'];
  if (typeof id !== 'string' || !id) return undefined;
  if (id.length > 108) {
    throw sandboxIssue(
      400,
      'INVALID_REQUEST',
      'INVALID_PARAMETER_SYNTAX',
      'PayPal-Request-Id is too long.',
    );
  }
  const call = `${request.method} ${request.url.split('?')[0]} ${id}`;
  return createHash('sha256').update(call).digest('base64url');
}
