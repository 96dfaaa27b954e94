import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@attire/contract';
import { AppError } from '../../lib/errors.js';
import { serveEndpoint } from '../../lib/serve-endpoint.js';
import { perIpLimit } from '../../plugins/rate-limit.js';
import type { WebhookHeaders } from '../payments/paypal-client.js';
import { RECONCILE_ORDER_JOB } from './payment-jobs.js';

// The events that change what becomes of an order: approved (capture it), a capture completed
// (record it), a capture declined at once or after a review (end the order). Each names PayPal's
// order, and the job asks PayPal for the order's state.
const ORDER_EVENTS = new Set([
  'CHECKOUT.ORDER.APPROVED',
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.DECLINED',
  'PAYMENT.CAPTURE.DENIED',
]);
const ONE_MINUTE = 60_000;

/**
 * PayPal's webhooks make the reconciliation quicker; the job stays the guarantee. An event is
 * believed only once PayPal's verify-webhook-signature call says PayPal sent it; it then queues
 * the order's reconciliation (keyed by the event id, so a redelivery does nothing), which asks
 * PayPal for the order's state rather than trusting the event's copy of it.
 *
 * Each check costs a call to PayPal, so anyone could spend them: events the shop does not act
 * on are acknowledged without one (PayPal stops retrying on a 2xx), and each IP gets a small
 * allowance of posts of its own.
 */
export async function paypalWebhookRoutes(app: FastifyInstance) {
  const limit = perIpLimit(app, 'paypal-webhook', app.config.rateLimits.webhookPerIp, ONE_MINUTE);
  serveEndpoint(
    app,
    'paypal.webhook',
    async (request) => {
      const webhookId = app.config.paypal.webhookId;
      const headers = transmissionHeaders(request.headers);
      const eventJson = request.rawBody;
      if (!webhookId || !headers || !eventJson) throw new AppError(400, MESSAGES.webhookRejected);
      const event = request.body;
      if (!ORDER_EVENTS.has(event.event_type)) return { message: 'Received' };
      const genuine = await app.paypal.verifyWebhook({ webhookId, headers, eventJson });
      if (!genuine) throw new AppError(400, MESSAGES.webhookRejected);

      const paypalOrderId = orderIdOf(event);
      if (paypalOrderId) {
        await app.jobs.enqueue({
          kind: RECONCILE_ORDER_JOB,
          payload: { paypalOrderId },
          key: `paypal-event:${event.id}`,
        });
      }
      return { message: 'Received' };
    },
    // PayPal checks the event as it sent it: the text as received, not the parsed copy.
    { onRequest: limit, rawBody: true },
  );
}

function transmissionHeaders(
  headers: Record<string, string | string[] | undefined>,
): WebhookHeaders | undefined {
  const read = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' && value.length > 0 && value.length <= 2048
      ? value
      : undefined;
  };
  const found = {
    transmissionId: read('paypal-transmission-id'),
    transmissionTime: read('paypal-transmission-time'),
    transmissionSig: read('paypal-transmission-sig'),
    certUrl: read('paypal-cert-url'),
    authAlgo: read('paypal-auth-algo'),
  };
  return Object.values(found).every(Boolean) ? (found as WebhookHeaders) : undefined;
}

/** PayPal's order id in an approval (the order itself) or a capture (its related order). */
function orderIdOf(event: { event_type: string; resource?: Record<string, unknown> }) {
  const resource = event.resource ?? {};
  const id =
    event.event_type === 'CHECKOUT.ORDER.APPROVED'
      ? resource.id
      : (resource.supplementary_data as { related_ids?: { order_id?: unknown } } | undefined)
          ?.related_ids?.order_id;
  return typeof id === 'string' && id.length > 0 && id.length <= 128 ? id : undefined;
}
