import type { FastifyInstance } from 'fastify';
import { parseInput } from './errors.js';
import { requestKey, send } from './request-headers.js';
import { RefundRequestSchema } from './schemas.js';
import type { SandboxDeps } from './sandbox-deps.js';

type WithId = { Params: { id: string } };

/** Payments v2: show a capture, refund it, show a refund. */
export async function paymentRoutes(app: FastifyInstance, { store }: SandboxDeps) {
  app.get<WithId>('/v2/payments/captures/:id', async (request) =>
    store.getCapture(request.params.id),
  );

  app.post<WithId>('/v2/payments/captures/:id/refund', async (request, reply) => {
    const refund = parseInput(RefundRequestSchema, request.body);
    return send(request, reply, await store.refund(request.params.id, refund, requestKey(request)));
  });

  app.get<WithId>('/v2/payments/refunds/:id', async (request) =>
    store.getRefund(request.params.id),
  );
}
