import type { FastifyInstance } from 'fastify';
import { MESSAGES, ORDER_UI_MESSAGES } from '@attire/contract';
import { conflict } from '../../lib/errors.js';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { getOrder } from '../orders/service.js';
import { refundOrder } from './refund-order.js';

/**
 * The back office's refunds by hand. A refund PayPal has not confirmed yet (it is down) is still
 * a 200: the refund is recorded, shown pending on the order, and settled by the reconciliation
 * job; an error status would invite the admin to refund again. PayPal's definite refusal is a
 * 409: nothing was paid back, and the order shows the failed refund.
 */
export async function refundRoutes(app: FastifyInstance) {
  serveEndpoint(app, 'adminOrders.refund', async (request) => {
    const deps = { db: app.db, paypal: app.paypal, log: request.log };
    const state = await refundOrder(deps, request.params.id, request.body);
    if (state === 'failed') throw conflict(MESSAGES.refundDeclined);
    return {
      message:
        state === 'completed' ? ORDER_UI_MESSAGES.refundIssued : MESSAGES.refundProviderPending,
      order: await getOrder(app.db, request.params.id),
    };
  });
}
