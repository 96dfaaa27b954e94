import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from './errors.js';
import type { SandboxDeps } from './sandbox-deps.js';

type WithId = { Params: { id: string } };

/** The sandbox's own routes, which PayPal does not have; under this prefix so none mistakes them. */
export const CONTROL_PREFIX = '/sandbox-control';

const CaptureSettlement = z.object({ status: z.enum(['COMPLETED', 'DECLINED']) });
const RefundSettlement = z.object({ status: z.enum(['COMPLETED', 'FAILED', 'CANCELLED']) });

/**
 * NOT PAYPAL'S API. Settles a capture or refund the sandbox left PENDING, as PayPal's review
 * or the payer's bank would some time later, so that a shop's reconciliation and webhook
 * handling can be tested: `POST /sandbox-control/captures/{id}/settle {"status":"COMPLETED"}`
 * (or DECLINED, with PAYMENT.CAPTURE.COMPLETED or .DENIED posted), and
 * `POST /sandbox-control/refunds/{id}/settle {"status":"COMPLETED"}` (or FAILED, CANCELLED).
 * It answers with the capture or refund as it now stands. Needs a bearer token like the rest.
 */
export async function controlRoutes(app: FastifyInstance, { store }: SandboxDeps) {
  app.post<WithId>(`${CONTROL_PREFIX}/captures/:id/settle`, async (request) => {
    const { status } = parseInput(CaptureSettlement, request.body);
    return store.settleCapture(request.params.id, status);
  });

  app.post<WithId>(`${CONTROL_PREFIX}/refunds/:id/settle`, async (request) => {
    const { status } = parseInput(RefundSettlement, request.body);
    return store.settleRefund(request.params.id, status);
  });
}
