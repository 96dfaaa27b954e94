import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { parseInput, refusal } from './errors.js';
import { issue } from './issues.js';
import { experienceOf } from './order-rules.js';
import { requestKey, send } from './request-headers.js';
import { CaptureRequestSchema, CreateOrderSchema, PatchRequestSchema } from './schemas.js';
import type { SandboxDeps } from './sandbox-deps.js';

type WithId = { Params: { id: string } };

/** Orders v2: create, show, update and capture an order. */
export async function orderRoutes(app: FastifyInstance, deps: SandboxDeps) {
  const { store } = deps;

  app.post('/v2/checkout/orders', async (request, reply) => {
    const order = parseInput(CreateOrderSchema, request.body);
    const shop = deps.returnOrigins?.();
    const { return_url, cancel_url } = experienceOf(order);
    for (const target of shop ? [return_url, cancel_url] : []) {
      // The approval page redirects there, so it must not become an open redirect.
      if (target && !new Set(shop).has(new URL(target).origin)) {
        const refused = issue('INVALID_PARAMETER_VALUE', '/application_context/return_url', target);
        throw refusal(
          [{ ...refused, description: 'The return and cancel URLs must lead back to the shop.' }],
          422,
        );
      }
    }
    return send(request, reply, await store.create(order, requestKey(request)));
  });

  app.get<WithId>('/v2/checkout/orders/:id', async (request) => store.get(request.params.id));

  app.patch<WithId>('/v2/checkout/orders/:id', async (request, reply) => {
    const operations = parseInput(PatchRequestSchema, request.body);
    return send(request, reply, await store.patch(request.params.id, operations));
  });

  app.post<WithId>('/v2/checkout/orders/:id/capture', async (request, reply) => {
    parseInput(CaptureRequestSchema, request.body);
    const captured = await store.capture(request.params.id, requestKey(request));
    // Recorded already; only the answer waits, as when PayPal is slow to reply.
    if (deps.captureReplyDelayMs > 0) {
      await sleep(deps.captureReplyDelayMs, undefined, { signal: deps.closing }).catch(() => {});
    }
    return send(request, reply, captured);
  });
}
