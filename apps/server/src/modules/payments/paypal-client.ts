import type { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { PaypalBadRequest, providerDown, rejection } from './paypal-errors.js';
import {
  breakdownOf,
  summarise,
  type PaymentCapture,
  type PaypalAmount,
} from './paypal-amounts.js';
import {
  PaypalOrderSchema,
  PaypalRefundSchema,
  PaypalTokenReplySchema,
  PaypalVerifyReplySchema,
  paiseToValue,
  type PaypalOrder,
} from './paypal-schemas.js';

export interface PaypalClientOptions {
  /** PayPal's API origin, e.g. https://api-m.paypal.com (a path prefix is kept). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  currency: string;
  /** Bounds each whole operation (token, call and its one retry), not each request. */
  timeoutMs: number;
  /** How requests travel: global fetch unless given (e.g. one that stays in-process). */
  fetch?: typeof fetch;
}

/** The transmission headers PayPal signs a webhook delivery with. */
export interface WebhookHeaders {
  transmissionId: string;
  transmissionTime: string;
  transmissionSig: string;
  certUrl: string;
  authAlgo: string;
}

export type PaypalClient = ReturnType<typeof createPaypalClient>;

/** A request body written as JSON already: sent as it is, not serialised again. */
class JsonText {
  constructor(readonly text: string) {}
}

// A cached token is replaced this long before PayPal says it expires.
const TOKEN_RENEW_EARLY_MS = 60_000;

/** PayPal's Orders v2 REST API, spoken over fetch. Every failure becomes an AppError. */
export function createPaypalClient(options: PaypalClientOptions) {
  const send = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  const url = (path: string) => `${base}${path}`;
  let cached: { token: string; renewAt: number } | undefined;
  let inFlight: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await send(url('/v1/oauth2/token'), {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const reply = PaypalTokenReplySchema.safeParse(await readJson(response));
    if (!response.ok || !reply.success) {
      throw providerDown(`PayPal refused a token (HTTP ${response.status})`);
    }
    const { access_token: token, expires_in: seconds } = reply.data;
    cached = { token, renewAt: Date.now() + Math.max(0, seconds * 1000 - TOKEN_RENEW_EARLY_MS) };
    return token;
  }

  /** Concurrent callers share one token request. */
  function accessToken(): Promise<string> {
    if (cached && Date.now() < cached.renewAt) return Promise.resolve(cached.token);
    inFlight ??= fetchToken().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    requestId?: string,
    body?: unknown,
  ): Promise<PaypalOrder> {
    return callFor(PaypalOrderSchema, method, path, requestId, body);
  }

  async function callFor<T>(
    schema: z.ZodType<T>,
    method: 'GET' | 'POST',
    path: string,
    requestId?: string,
    body?: unknown,
  ): Promise<T> {
    const deadline = AbortSignal.timeout(options.timeoutMs);
    try {
      for (let attempt = 1; ; attempt++) {
        const token = await untilAborted(accessToken(), deadline);
        const response = await send(url(path), {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            // PayPal answers with only id, status and links unless asked for the whole resource.
            prefer: 'return=representation',
            ...(body !== undefined && { 'content-type': 'application/json' }),
            ...(requestId && { 'paypal-request-id': requestId }),
          },
          ...(body !== undefined && {
            body: body instanceof JsonText ? body.text : JSON.stringify(body),
          }),
          signal: deadline,
        });
        // A token PayPal no longer accepts is dropped and the call made once more.
        if (response.status === 401 && attempt === 1) {
          await response.body?.cancel();
          if (cached?.token === token) cached = undefined;
          continue;
        }
        return await readReply(response, schema);
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw providerDown(`PayPal ${method} ${path} failed`, error);
    }
  }

  return {
    /** Creates the PayPal order the shopper approves; our order id makes a retry the same request. */
    async createOrder(input: {
      orderId: string;
      amount: PaypalAmount;
      returnUrl: string;
      cancelUrl: string;
    }): Promise<{ id: string; approvalUrl: string }> {
      const order = await call('POST', '/v2/checkout/orders', `attire-create-${input.orderId}`, {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: input.orderId,
            custom_id: input.orderId,
            amount: breakdownOf(input.amount, options.currency),
          },
        ],
        application_context: {
          brand_name: 'Attire',
          user_action: 'PAY_NOW',
          shipping_preference: 'NO_SHIPPING',
          return_url: input.returnUrl,
          cancel_url: input.cancelUrl,
        },
      });
      const approve = order.links?.find(
        (link) => link.rel === 'approve' || link.rel === 'payer-action',
      );
      if (!approve) throw providerDown('PayPal created an order without an approval link');
      return { id: order.id, approvalUrl: approve.href };
    },

    /** Captures an approved PayPal order; repeating it for the same order of ours is harmless. */
    async captureOrder(paypalOrderId: string, orderId: string): Promise<PaymentCapture> {
      const path = `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`;
      return summarise(await call('POST', path, `attire-capture-${orderId}`, {}), options.currency);
    },

    /** PayPal's record of an order: whether it was approved, what was captured. */
    async getOrder(paypalOrderId: string): Promise<PaymentCapture> {
      const path = `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`;
      return summarise(await call('GET', path), options.currency);
    },

    /**
     * Pays back part of a capture (all that is left without an amount). `requestId` names the
     * refund for good: asking again with it returns the first refund, never a second one.
     */
    async refundCapture(input: {
      captureId: string;
      amountPaise?: number;
      requestId: string;
      note: string;
    }): Promise<{ id: string; status: string }> {
      const path = `/v2/payments/captures/${encodeURIComponent(input.captureId)}/refund`;
      return callFor(PaypalRefundSchema, 'POST', path, input.requestId, {
        ...(input.amountPaise !== undefined && {
          amount: { currency_code: options.currency, value: paiseToValue(input.amountPaise) },
        }),
        note_to_payer: input.note.slice(0, 255),
      });
    },

    /** A refund PayPal left PENDING, as it stands now. */
    async getRefund(refundId: string): Promise<{ id: string; status: string }> {
      const path = `/v2/payments/refunds/${encodeURIComponent(refundId)}`;
      return callFor(PaypalRefundSchema, 'GET', path);
    },

    /**
     * Asks PayPal whether a webhook delivery is genuine (verify-webhook-signature). PayPal checks
     * the event as it sent it, so `eventJson`, the body exactly as received, is spliced into the
     * request unparsed: parsed and written again, its keys could move and its escapes change.
     */
    async verifyWebhook(input: {
      webhookId: string;
      headers: WebhookHeaders;
      eventJson: string;
    }): Promise<boolean> {
      const { headers } = input;
      const fields = JSON.stringify({
        auth_algo: headers.authAlgo,
        cert_url: headers.certUrl,
        transmission_id: headers.transmissionId,
        transmission_sig: headers.transmissionSig,
        transmission_time: headers.transmissionTime,
        webhook_id: input.webhookId,
      });
      const body = new JsonText(`${fields.slice(0, -1)},"webhook_event":${input.eventJson}}`);
      try {
        const path = '/v1/notifications/verify-webhook-signature';
        const reply = await callFor(PaypalVerifyReplySchema, 'POST', path, undefined, body);
        return reply.verification_status === 'SUCCESS';
      } catch (error) {
        // PayPal will not check a delivery it could not have sent (an id or a header longer
        // than any of its own): a forgery, not an outage.
        if (error instanceof PaypalBadRequest) return false;
        throw error;
      }
    },
  };
}

async function readReply<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  const payload = await readJson(response);
  if (!response.ok) throw rejection(response.status, payload);
  const reply = schema.safeParse(payload);
  if (!reply.success)
    throw providerDown(`PayPal sent an unexpected reply (HTTP ${response.status})`);
  return reply.data;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
