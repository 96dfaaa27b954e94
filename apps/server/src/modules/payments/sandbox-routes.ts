import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PaypalCreateOrderSchema,
  PaypalOrderParamsSchema,
  PaypalOrderSchema,
  PaypalTokenReplySchema,
  PaypalTokenRequestSchema,
  paiseToValue,
  valueToPaise,
} from './paypal-schemas.js';
import { approvalPage, messagePage } from './sandbox-page.js';
import { sandboxErrorHandler, withQuery } from './sandbox-http.js';
import { SandboxError, createSandboxStore, sandboxIssue } from './sandbox-store.js';

// Every route says `hide: true`: this stands in for PayPal and is not part of the shop's API
// document.
const tags = ['paypal-sandbox'];
const TokenFormSchema = z.object({ token: z.string().max(64) });
const orderReplies = { 200: PaypalOrderSchema, 201: PaypalOrderSchema };

/**
 * A PayPal-compatible sandbox (Orders v2 REST shapes plus an approval page), mounted when no
 * PayPal is configured so that checkout works end to end with no internet.
 */
export const paypalSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createSandboxStore({ base: () => `${app.publicUrl()}${app.prefix}` });
  const shopOrigins = () => new Set([new URL(app.publicUrl()).origin, ...app.config.clientOrigins]);

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.setErrorHandler(sandboxErrorHandler);

  app.post('/v1/oauth2/token', {
    schema: {
      tags,
      hide: true,
      body: PaypalTokenRequestSchema,
      response: { 200: PaypalTokenReplySchema },
    },
    handler: async (request) => {
      const [clientId = '', secret = ''] = basicCredentials(request);
      const token = store.issueToken(clientId, secret);
      if (!token) {
        throw new SandboxError(401, {
          error: 'invalid_client',
          error_description: 'Client Authentication failed',
        });
      }
      return token;
    },
  });

  await app.register(async (scope) => {
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', async (request) => {
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!bearer || !store.acceptsToken(bearer)) {
        throw new SandboxError(401, {
          error: 'invalid_token',
          error_description: 'Token signature verification failed',
        });
      }
    });

    api.post('/v2/checkout/orders', {
      schema: { tags, hide: true, body: PaypalCreateOrderSchema, response: orderReplies },
      handler: async (request, reply) => {
        const context = request.body.application_context;
        for (const target of [context.return_url, context.cancel_url]) {
          // The approval page redirects there, so it must not become an open redirect.
          if (!shopOrigins().has(new URL(target).origin)) {
            throw sandboxIssue(
              422,
              'UNPROCESSABLE_ENTITY',
              'INVALID_PARAMETER_VALUE',
              'The return and cancel URLs must lead back to the shop.',
            );
          }
        }
        const result = store.idempotent(requestKey(request), () => store.create(request.body));
        return reply.status(result.status).send(result.body);
      },
    });

    api.get('/v2/checkout/orders/:id', {
      schema: { tags, hide: true, params: PaypalOrderParamsSchema, response: orderReplies },
      handler: async (request) => store.get(request.params.id),
    });

    api.post('/v2/checkout/orders/:id/capture', {
      schema: { tags, hide: true, params: PaypalOrderParamsSchema, response: orderReplies },
      handler: async (request, reply) => {
        const id = request.params.id;
        const result = store.idempotent(requestKey(request), () => store.capture(id));
        return reply.status(result.status).send(result.body);
      },
    });
  });

  app.get('/checkoutnow', {
    schema: { tags, hide: true, querystring: z.object({ token: z.string().max(64).default('') }) },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const order = store.page(request.query.token);
      if (!order) {
        return reply
          .status(404)
          .send(messagePage('Payment not found', 'This payment link is not valid or has expired.'));
      }
      if (order.status === 'COMPLETED') {
        return messagePage('Already paid', 'This payment has already been completed.');
      }
      const units = order.request.purchase_units;
      const total = units.reduce((sum, unit) => sum + (valueToPaise(unit.amount.value) ?? 0), 0);
      return approvalPage({
        id: order.id,
        value: paiseToValue(total),
        currency: units[0]!.amount.currency_code,
        payAction: `${app.prefix}/checkoutnow/pay`,
        cancelAction: `${app.prefix}/checkoutnow/cancel`,
      });
    },
  });

  app.post('/checkoutnow/pay', {
    schema: { tags, hide: true, body: TokenFormSchema },
    handler: async (request, reply) =>
      onPage(reply, () => {
        const { token } = request.body;
        const { returnUrl, payerId } = store.approve(token);
        return withQuery(returnUrl, { paymentId: token, token, PayerID: payerId });
      }),
  });

  app.post('/checkoutnow/cancel', {
    schema: { tags, hide: true, body: TokenFormSchema },
    handler: async (request, reply) =>
      onPage(reply, () =>
        withQuery(store.cancelUrl(request.body.token), { token: request.body.token }),
      ),
  });
};

/** Sends the browser on with a 303 (so it follows with a GET), or shows why it cannot. */
function onPage(reply: FastifyReply, next: () => string) {
  try {
    return reply.redirect(next(), 303);
  } catch (error) {
    if (!(error instanceof SandboxError)) throw error;
    const notFound = error.statusCode === 404;
    return reply
      .status(error.statusCode)
      .type('text/html; charset=utf-8')
      .send(
        notFound
          ? messagePage('Payment not found', 'This payment link is not valid or has expired.')
          : messagePage('Already paid', 'This payment has already been completed.'),
      );
  }
}

function basicCredentials(request: FastifyRequest): string[] {
  const encoded = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? [] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

function requestKey(request: FastifyRequest): string | undefined {
  const id = request.headers['paypal-request-id'];
  return typeof id === 'string' && id ? `${request.url.split('?')[0]} ${id}` : undefined;
}
